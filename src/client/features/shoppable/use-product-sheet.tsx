import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import type { ProductTag } from '@shared/product-tags';
import type { TaggedContent } from './tag-view';
import { recordTagOpen } from './use-shoppable';

export type { TaggedContent };

interface SheetOptions {
  /** Paused while the sheet is open, and played on when it closes if it was playing. */
  video?: RefObject<HTMLVideoElement | null>;
  /** Told when the sheet opens and closes (a story's clock stops meanwhile). */
  onOpenChange?: (open: boolean) => void;
  /** Opened from a full-screen viewer (a story): the sheet shows above it. */
  overViewer?: boolean;
}

// The sheet carries the store's buying pieces: it loads the first time a tag is opened.
const ProductSheet = lazy(async () => ({ default: (await import('./ProductSheet')).ProductSheet }));

/** Loads the sheet's code ahead, when a tag is about to be opened (pointer over, focus). */
export const preloadProductSheet = () => void import('./ProductSheet');

/**
 * The product sheet over tagged content: `open(tag)` shows it (and records the opening), `sheet` is
 * what to render beside the tags. The content keeps its place underneath.
 */
export function useProductSheet(
  content: TaggedContent,
  { video, onOpenChange, overViewer = false }: SheetOptions = {},
) {
  const [tag, setTag] = useState<ProductTag | null>(null);
  const resume = useRef(false);
  const { kind, id } = content;

  const open = (next: ProductTag) => {
    const player = video?.current;
    resume.current = Boolean(player && !player.paused);
    player?.pause();
    setTag(next);
    onOpenChange?.(true);
    recordTagOpen({ contentKind: kind, contentId: id, productId: next.productId });
  };

  const close = () => {
    setTag(null);
    onOpenChange?.(false);
    const player = video?.current;
    // Played on only if it was playing: a video the member had paused stays paused.
    if (player && resume.current) void player.play().catch(() => undefined);
    resume.current = false;
  };

  const sheet = tag ? (
    <Suspense fallback={null}>
      <ProductSheet tag={tag} content={content} onClose={close} overViewer={overViewer} />
    </Suspense>
  ) : null;
  return { open, sheet, isOpen: tag !== null };
}
