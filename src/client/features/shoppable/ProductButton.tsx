import type { RefObject } from 'react';
import { ChevronUp, ShoppingBag } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ProductTag } from '@shared/product-tags';
import { cn } from '@client/lib/cn';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/ui/dropdown-menu';
import { TagThumb } from './TagChip';
import { TagPrice } from './TagPrice';
import { tagPriceText, tagsOf } from './tag-view';
import { preloadProductSheet, useProductSheet, type TaggedContent } from './use-product-sheet';

const p = ptBR.productTags;

interface ProductButtonProps {
  content: TaggedContent;
  item: { productTags?: ProductTag[] | undefined };
  /** 'reel': a button over the video; 'story': a sticker over the story, above its viewer. */
  look: 'reel' | 'story';
  video?: RefObject<HTMLVideoElement | null>;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The product over a reel or a story: one tag is a button with its picture, title and price; several
 * are a button saying how many, which opens a short list. Each opens the product's sheet, with the
 * video paused underneath.
 */
export function ProductButton({ content, item, look, video, onOpenChange, className }: ProductButtonProps) {
  const tags = tagsOf(item);
  const story = look === 'story';
  const { open, sheet } = useProductSheet(content, {
    ...(video ? { video } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
    overViewer: story,
  });
  if (tags.length === 0) return null;
  const testId = story ? 'story-product-sticker' : 'reel-product-button';
  const shell = cn(
    'pointer-events-auto flex max-w-full min-w-0 items-center gap-2 text-left shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2',
    story
      ? 'rounded-2xl bg-white p-1.5 pr-3 text-slate-900 focus-visible:outline-white'
      : 'rounded-xl bg-black/55 p-1.5 pr-3 text-white backdrop-blur-md hover:bg-black/70 focus-visible:outline-white',
    className,
  );
  const picture = (tag: ProductTag) =>
    tag.image ? (
      <img
        src={tag.image}
        alt=""
        width={40}
        height={40}
        decoding="async"
        className="size-10 shrink-0 rounded-lg bg-black/10 object-cover"
      />
    ) : (
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-black/10">
        <ShoppingBag className="size-5" />
      </span>
    );

  if (tags.length === 1) {
    const tag = tags[0]!;
    return (
      <>
        <button
          type="button"
          data-testid={testId}
          aria-haspopup="dialog"
          aria-label={`${p.openProduct(tag.title)}, ${tagPriceText(tag)}`}
          onClick={() => open(tag)}
          onPointerEnter={preloadProductSheet}
          onFocus={preloadProductSheet}
          className={shell}
        >
          {picture(tag)}
          <span className="grid min-w-0 leading-tight">
            <span className="truncate text-sm font-semibold">{tag.title}</span>
            <TagPrice tag={tag} onMedia={!story} className="text-xs" />
          </span>
        </button>
        {sheet}
      </>
    );
  }

  return (
    <>
      {/* A story also holds still while the member reads the list. */}
      <DropdownMenu {...(onOpenChange ? { onOpenChange } : {})}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            data-testid={testId}
            onPointerEnter={preloadProductSheet}
            onFocus={preloadProductSheet}
            className={shell}
          >
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-black/10">
              <ShoppingBag className="size-5" />
            </span>
            <span className="text-sm font-semibold">{p.productsCount(tags.length)}</span>
            <ChevronUp aria-hidden="true" className="size-4 shrink-0 opacity-70" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="top"
          align="start"
          aria-label={p.taggedProducts}
          className={cn('w-72 max-w-[calc(100vw-1.5rem)]', story && 'z-[70]')}
        >
          {tags.map((tag) => (
            <DropdownMenuItem
              key={tag.productId}
              data-testid="product-tag-chip"
              // The menu gives focus back to its button as it closes; the sheet opens after that, so
              // that closing the sheet returns there too.
              onSelect={() => requestAnimationFrame(() => open(tag))}
              className="gap-3 px-2 py-2 [&_svg]:text-current"
            >
              <TagThumb image={tag.image} size={40} />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-semibold">{tag.title}</span>
                <TagPrice tag={tag} className="text-xs" />
              </span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {sheet}
    </>
  );
}
