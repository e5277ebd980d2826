import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { StoreImage } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

const t = ptBR.store;

/**
 * The product's pictures; the carousel wraps around at both ends. The first picture is plain markup
 * and paints at once; the carousel's code loads after it and takes over the strip (its arrows wait
 * for it, disabled, for the moment that takes).
 */
export function ProductCarousel({
  images,
  title,
  show = 0,
}: {
  images: StoreImage[];
  title: string;
  /** The picture to bring into view (the chosen variant's); it moves there whenever this changes. */
  show?: number;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(show);
  // Read when the carousel starts, so that it opens on the chosen picture without re-creating it.
  const startAt = useRef(show);
  useEffect(() => {
    startAt.current = show;
  }, [show]);

  useEffect(() => {
    const node = viewport.current;
    if (!node || images.length === 0) return;
    let api: EmblaCarouselType | undefined;
    let gone = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (gone) return;
      api = EmblaCarousel(node, { loop: true, startIndex: startAt.current });
      setEmbla(api);
    });
    return () => {
      gone = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [images]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== show) embla.scrollTo(show);
  }, [embla, show]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (images.length === 0) return <div className="aspect-square rounded-2xl bg-surface-muted" />;
  const many = images.length > 1;
  return (
    <section
      aria-roledescription="carrossel"
      aria-label={t.productImage(title)}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
    >
      <div ref={viewport} className="overflow-hidden rounded-2xl border border-border bg-surface-muted">
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            <div
              key={`${image.url}-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t.imageOf(i + 1, images.length)}
              className="aspect-square min-w-0 flex-[0_0_100%]"
            >
              <img
                src={image.url}
                alt={i === 0 ? t.productImage(title) : `${t.productImage(title)} (${i + 1})`}
                width={1080}
                height={1080}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <>
          {(
            [
              [prev, t.previousImage, 'left-2', ChevronLeft],
              [next, t.nextImage, 'right-2', ChevronRight],
            ] as const
          ).map(([go, label, side, Icon]) => (
            <button
              key={side}
              type="button"
              onClick={go}
              disabled={!embla}
              aria-label={label}
              className={cn(
                'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-surface-strong/90 text-fg shadow-md hover:bg-surface-strong',
                side,
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
          <div className="mt-3 flex justify-center gap-2">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t.imageOf(i + 1, images.length)}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
                disabled={!embla}
                className={cn(
                  'h-2 rounded-full transition-all',
                  i === selected ? 'w-6 bg-primary' : 'w-2 bg-fg/25 hover:bg-fg/40',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
