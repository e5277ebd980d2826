import type { RefObject } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag } from '@shared/product-tags';
import { TagChip } from './TagChip';
import { tagsOf } from './tag-view';
import { useProductSheet, type TaggedContent } from './use-product-sheet';

/** The products a long video tags, listed under its player; the player pauses while one is open. */
export function VideoProductList({
  content,
  item,
  video,
}: {
  content: TaggedContent;
  item: { productTags?: ProductTag[] | undefined };
  video: RefObject<HTMLVideoElement | null>;
}) {
  const tags = tagsOf(item);
  const { open, sheet } = useProductSheet(content, { video });
  if (tags.length === 0) return null;
  return (
    <section data-testid="video-product-list" aria-labelledby="produtos-do-video" className="grid gap-2">
      <h2 id="produtos-do-video" className="text-sm font-semibold">
        {ptBR.productTags.productsInVideo}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {tags.map((tag) => (
          <li key={tag.productId} className="min-w-0">
            <TagChip tag={tag} onOpen={open} />
          </li>
        ))}
      </ul>
      {sheet}
    </section>
  );
}
