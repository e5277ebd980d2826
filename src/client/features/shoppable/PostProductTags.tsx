import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ShoppingBag } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag } from '@shared/product-tags';
import { cn } from '@client/lib/cn';
import { TagChip } from './TagChip';
import { dotPosition, tagPriceText, tagsOf } from './tag-view';
import { preloadProductSheet, useProductSheet, type TaggedContent } from './use-product-sheet';

const p = ptBR.productTags;

interface PostProductTagsProps {
  content: TaggedContent;
  item: { productTags?: ProductTag[] | undefined };
  /** The picture the points are on (none for a video) and the ratio of the frame that crops it. */
  picture: { width?: number | null | undefined; height?: number | null | undefined } | null;
  frameRatio: number;
  /** The media, given what to lay over it: the bag button and, once shown, the dots. */
  children: (overlay: ReactNode) => ReactNode;
}

/** The tags as a row of chips under the post's media (or its words), scrolling sideways. */
function TagStrip({ tags, onOpen }: { tags: ProductTag[]; onOpen: (tag: ProductTag) => void }) {
  return (
    <section aria-label={p.taggedProducts} className="px-3 pt-3">
      <ul className="flex snap-x gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {tags.map((tag) => (
          <li key={tag.productId} className="w-[min(16rem,78%)] shrink-0 snap-start">
            <TagChip tag={tag} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A post without media: its tags are listed under its words, with nothing to lay them over. */
export function PostTagList({ content, item }: Pick<PostProductTagsProps, 'content' | 'item'>) {
  const tags = tagsOf(item);
  const { open, sheet } = useProductSheet(content);
  if (tags.length === 0) return null;
  return (
    <div className="pb-1">
      <TagStrip tags={tags} onOpen={open} />
      {sheet}
    </div>
  );
}

/**
 * A post's tags: a bag button over its picture shows them, as dots at their points (a tag with a
 * point, on a picture) and as a strip of rows under the picture; each opens the product's sheet.
 */
export function PostProductTags({ content, item, picture, frameRatio, children }: PostProductTagsProps) {
  const tags = tagsOf(item);
  const [shown, setShown] = useState(false);
  const stripId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // A video post's player sits in the same frame as the bag button: it pauses while a sheet is open.
  const video: RefObject<HTMLVideoElement | null> = {
    get current() {
      return toggle.current?.parentElement?.querySelector('video') ?? null;
    },
  };
  const { open, sheet } = useProductSheet(content, { video });
  if (tags.length === 0) return children(null);

  const dots = picture
    ? tags.flatMap((tag) => {
        const at = dotPosition(tag, picture, frameRatio);
        return at ? [{ tag, at }] : [];
      })
    : [];
  const overlay = (
    <>
      {shown
        ? dots.map(({ tag, at }) => (
            <button
              key={tag.productId}
              type="button"
              data-testid="product-tag-dot"
              aria-haspopup="dialog"
              aria-label={`${p.tagAt(tag.title)}, ${tagPriceText(tag)}`}
              onClick={() => open(tag)}
              onPointerEnter={preloadProductSheet}
              style={{ left: `${at.left * 100}%`, top: `${at.top * 100}%` }}
              className="group absolute z-10 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span className="grid size-6 place-items-center rounded-full bg-white/90 shadow-lg ring-4 ring-black/25 transition-transform group-hover:scale-110">
                <span className="size-2.5 rounded-full bg-black/80" />
              </span>
            </button>
          ))
        : null}
      <button
        type="button"
        ref={toggle}
        data-testid="product-tags-toggle"
        aria-expanded={shown}
        aria-controls={stripId}
        // One name, its state in aria-expanded: the button says what it is, not what it will do next.
        aria-label={p.showTags}
        onClick={() => setShown((s) => !s)}
        onPointerEnter={preloadProductSheet}
        className={cn(
          'absolute bottom-3 left-3 z-10 flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold text-white shadow-lg backdrop-blur-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          shown ? 'bg-black/80' : 'bg-black/55 hover:bg-black/70',
        )}
      >
        <ShoppingBag aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{tags.length}</span>
      </button>
    </>
  );

  return (
    <>
      {children(overlay)}
      <div id={stripId} hidden={!shown}>
        {shown ? <TagStrip tags={tags} onOpen={open} /> : null}
      </div>
      {sheet}
    </>
  );
}
