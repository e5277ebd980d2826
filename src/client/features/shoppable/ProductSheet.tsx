import type { KeyboardEvent } from 'react';
import type { ProductTag } from '@shared/product-tags';
import { ptBR } from '@shared/i18n/pt-BR';
import { Dialog } from '@client/ui/dialog';
import { ShopProductPanel } from './ShopProductPanel';
import { StoreProductPanel } from './StoreProductPanel';
import type { TaggedContent } from './tag-view';

// Keys typed in the sheet (arrows in the pictures, say) stay in it: the story viewer under it reads
// the same keys to move between stories. Escape is Radix's, listened for before this.
const keepKeys = (event: KeyboardEvent) => {
  if (event.key !== 'Escape') event.stopPropagation();
};

/**
 * A tagged product over the content it was tagged on: a bottom sheet on phones, a panel at the right
 * on larger screens. A brand-store product can be bought from it; a personal-store product is shown
 * with a way to its owner's store.
 */
export function ProductSheet({
  tag,
  content,
  onClose,
  overViewer,
}: {
  tag: ProductTag;
  content: TaggedContent;
  onClose: () => void;
  overViewer: boolean;
}) {
  return (
    <Dialog
      variant="side"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      // Opened by state from a tag: focus goes back to that tag.
      restoreFocus
      overViewer={overViewer}
      title={<span className="line-clamp-2">{tag.title}</span>}
      className="max-h-[88dvh] sm:w-[26rem]"
    >
      <div
        data-testid="product-sheet"
        aria-label={ptBR.productTags.sheetTitle}
        role="group"
        onKeyDown={keepKeys}
        className="-mx-4 grid min-h-0 flex-1 content-start gap-4 overflow-y-auto overscroll-contain px-4"
      >
        {tag.kind === 'store' ? <StoreProductPanel tag={tag} /> : <ShopProductPanel tag={tag} owner={content.owner} />}
      </div>
    </Dialog>
  );
}
