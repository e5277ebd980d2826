import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import type { Post } from '@shared/posts';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import { DropdownMenuItem } from '@client/ui/dropdown-menu';
import { brandPageKey } from '@client/features/catalog/use-catalog';
import { LazyEditProductTagsDialog } from '@client/features/shoppable/ProductTagPickerLazy';
import { updatePostEverywhere } from './use-posts';

const t = productTagPickerText;

/** Whether the viewer may change the products a post tags: a post they manage, not a copy of another. */
export const canEditPostTags = (post: Post) => post.canManage && !post.isRepost;

/** 'Editar produtos marcados' in a post's menu: opens the dialog below. */
export function EditPostTagsMenuItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <ShoppingBag aria-hidden="true" />
      {t.edit}
    </DropdownMenuItem>
  );
}

/** The picker over a published post, prefilled; every copy of the post in the cache takes the saved tags, and a brand's page reads again. */
export function EditPostTagsDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const queryClient = useQueryClient();
  const image = post.media?.kind === 'image' ? { src: post.media.src, alt: post.media.alt ?? '' } : null;
  return (
    <LazyEditProductTagsDialog
      kind="post"
      id={post.id}
      tags={post.productTags ?? []}
      asBrandId={post.author.kind === 'brand' ? post.author.id : ''}
      image={image}
      onOpenChange={(open) => !open && onClose()}
      onSaved={(productTags) => {
        updatePostEverywhere(queryClient, post.id, (p) => ({ ...p, productTags }));
        if (post.author.kind === 'brand')
          void queryClient.invalidateQueries({ queryKey: brandPageKey(post.author.id) });
      }}
    />
  );
}
