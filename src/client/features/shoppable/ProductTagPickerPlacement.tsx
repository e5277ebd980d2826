import { useId, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import { cn } from '@client/lib/cn';
import { nextUnplaced, nudgePoint, placePick, pointIn, type PickedTag, type TagPoint } from './product-tag-picker';

const t = productTagPickerText;

/** The picture the tags are placed on. */
export interface TagImage {
  src: string;
  alt: string;
}

interface ProductTagPickerPlacementProps {
  image: TagImage;
  picks: PickedTag[];
  onChange: (picks: PickedTag[]) => void;
  /** The pick the next tap places; null when every pick has its point. */
  placing: string | null;
  onPlacing: (productId: string | null) => void;
  disabled?: boolean;
}

/** The dot of a placed pick's number, as the chips show it too. */
export const dotClass =
  'grid size-7 place-items-center rounded-full border-2 border-white bg-primary text-xs font-bold text-primary-fg shadow-md';

/**
 * The image with a numbered dot for each placed pick: a tap places the chosen pick, a dot can be
 * dragged, or moved with the arrow keys and taken off with Delete.
 */
export function ProductTagPickerPlacement({
  image,
  picks,
  onChange,
  placing,
  onPlacing,
  disabled = false,
}: ProductTagPickerPlacementProps) {
  const picture = useRef<HTMLImageElement>(null);
  const dragging = useRef<string | null>(null);
  const hintId = useId();
  const placingTitle = picks.find((p) => p.productId === placing)?.title ?? null;
  const anyPlaced = picks.some((p) => p.x !== null && p.y !== null);

  const at = (clientX: number, clientY: number): TagPoint =>
    pointIn(picture.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 }, clientX, clientY);

  const place = (productId: string, point: TagPoint | null) => {
    const next = placePick(picks, productId, point);
    onChange(next);
    return next;
  };

  const onImageClick = (e: MouseEvent) => {
    if (disabled || !placing) return;
    const next = place(placing, at(e.clientX, e.clientY));
    onPlacing(nextUnplaced(next));
  };

  const onDotKey = (pick: PickedTag, e: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled || pick.x === null || pick.y === null) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      place(pick.productId, null);
      onPlacing(pick.productId);
      return;
    }
    const moved = nudgePoint({ x: pick.x, y: pick.y }, e.key, e.shiftKey);
    if (!moved) return;
    e.preventDefault();
    place(pick.productId, moved);
  };

  const onDotDown = (pick: PickedTag, e: PointerEvent<HTMLButtonElement>) => {
    if (disabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    dragging.current = pick.productId;
  };
  const onDotMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current) place(dragging.current, at(e.clientX, e.clientY));
  };
  const onDotUp = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    dragging.current = null;
  };

  return (
    <div className="grid gap-2">
      <p id={hintId} className="text-xs text-fg-muted" aria-live="polite">
        {placingTitle ? t.placeHint(placingTitle) : t.placeAllDone}
        {anyPlaced ? ` ${t.dotHint}` : null}
      </p>
      {/* A tap on the picture is the pointer's way; the keyboard's is each chip's pin and the dots' arrows. */}
      <div className="mx-auto w-fit max-w-full rounded-xl bg-surface-muted">
        <div
          className={cn('relative select-none', placing && !disabled && 'cursor-crosshair')}
          onClick={onImageClick}
          data-testid="product-tag-image"
        >
          <img
            ref={picture}
            src={image.src}
            alt={t.imageLabel}
            draggable={false}
            className="block h-auto max-h-72 w-auto max-w-full rounded-xl"
          />
          {picks.map((pick, index) =>
            pick.x === null || pick.y === null ? null : (
              <button
                key={pick.productId}
                type="button"
                disabled={disabled}
                aria-label={t.dot(index + 1, pick.title, Math.round(pick.x * 100), Math.round(pick.y * 100))}
                aria-describedby={hintId}
                data-testid="product-tag-dot"
                onClick={(e) => e.stopPropagation()}
                onKeyDown={(e) => onDotKey(pick, e)}
                onPointerDown={(e) => onDotDown(pick, e)}
                onPointerMove={onDotMove}
                onPointerUp={onDotUp}
                onPointerCancel={onDotUp}
                style={{ left: `${pick.x * 100}%`, top: `${pick.y * 100}%` }}
                className={cn(
                  dotClass,
                  'absolute -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing',
                  placing === pick.productId && 'ring-2 ring-primary ring-offset-2',
                )}
              >
                {index + 1}
              </button>
            ),
          )}
        </div>
      </div>
    </div>
  );
}
