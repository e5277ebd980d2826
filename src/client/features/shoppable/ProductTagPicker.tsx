import { MapPin, MapPinOff, ShoppingBag, X } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { MAX_PRODUCT_TAGS } from '@shared/product-tag-rules';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Dialog } from '@client/ui/dialog';
import { nextUnplaced, placePick, removePick, type PickedTag } from './product-tag-picker';
import { dotClass, ProductTagPickerPlacement, type TagImage } from './ProductTagPickerPlacement';
import { ProductTagPickerSearch, TagPrice, TagThumb } from './ProductTagPickerSearch';

const t = productTagPickerText;

export interface ProductTagPickerProps {
  /** The publisher chosen in 'Publicar como': a brand's id, or '' for the member's own shop. */
  asBrandId: string;
  value: PickedTag[];
  onChange: (picks: PickedTag[]) => void;
  /** The picture the tags may be placed on (a post's image); without it the tags have no point. */
  image?: TagImage | null;
  disabled?: boolean;
  /** Inside a full-screen viewer (a story): the search shows above it. */
  overViewer?: boolean;
}

/**
 * 'Produtos marcados' in a composer or in the edit dialog: the picks as chips, 'Marcar produtos' to
 * search the publisher's products, and on a picture the place of each tag.
 */
export function ProductTagPicker({
  asBrandId,
  value,
  onChange,
  image = null,
  disabled = false,
  overViewer = false,
}: ProductTagPickerProps) {
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const labelId = useId();
  // The pick a tap on the picture places: the one chosen by its pin while it has no point, else the
  // first without one.
  const chosenUnplaced = value.some((p) => p.productId === chosen && p.x === null);
  const placing = image ? (chosenUnplaced ? chosen : nextUnplaced(value)) : null;

  const onPin = (pick: PickedTag, e: MouseEvent<HTMLButtonElement>) => {
    if (pick.x !== null) {
      onChange(placePick(value, pick.productId, null));
      setChosen(pick.productId);
      return;
    }
    setChosen(pick.productId);
    // From the keyboard (no pointer position): put it in the middle, where its arrows can move it.
    if (e.detail === 0) onChange(placePick(value, pick.productId, { x: 0.5, y: 0.5 }));
  };

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2" data-testid="product-tag-picker">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t.label}
        </span>
        <span className="text-xs text-fg-muted tabular-nums">{t.count(value.length)}</span>
      </div>

      {value.length > 0 ? (
        <ul className="grid gap-1.5" aria-label={t.label}>
          {value.map((pick, index) => {
            const placed = pick.x !== null && pick.y !== null;
            return (
              <li
                key={pick.productId}
                className={cn(
                  'flex items-center gap-2.5 rounded-xl border border-border bg-surface-muted/60 p-1.5 pr-1 text-sm',
                  placing === pick.productId && 'border-primary',
                )}
                data-testid="product-tag-chip"
              >
                {image ? (
                  <span aria-hidden="true" className={cn(dotClass, 'size-6 shrink-0', !placed && 'opacity-40')}>
                    {index + 1}
                  </span>
                ) : null}
                <TagThumb tag={pick} size={32} />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{pick.title}</span>
                  <span className="flex gap-2 text-xs text-fg-muted">
                    <TagPrice tag={pick} />
                    {image && !placed ? <span>· {t.unplaced}</span> : null}
                  </span>
                </span>
                {image ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={disabled}
                    aria-label={placed ? t.clearPoint(pick.title) : t.place(pick.title)}
                    aria-pressed={placed ? undefined : placing === pick.productId}
                    onClick={(e) => onPin(pick, e)}
                  >
                    {placed ? <MapPinOff aria-hidden="true" /> : <MapPin aria-hidden="true" />}
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={disabled}
                  aria-label={t.remove(pick.title)}
                  onClick={() => onChange(removePick(value, pick.productId))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {image && value.length > 0 ? (
        <ProductTagPickerPlacement
          image={image}
          picks={value}
          onChange={onChange}
          placing={placing}
          onPlacing={setChosen}
          disabled={disabled}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => setSearching(true)}
          data-testid="product-tag-open"
        >
          <ShoppingBag aria-hidden="true" />
          {t.open}
        </Button>
        {value.length < MAX_PRODUCT_TAGS ? <span className="text-xs text-fg-muted">{t.hint}</span> : null}
      </div>

      <Dialog
        open={searching}
        onOpenChange={setSearching}
        title={t.title}
        description={t.description}
        restoreFocus
        overViewer={overViewer}
        className="sm:w-[min(30rem,92vw)]"
      >
        <ProductTagPickerSearch asBrandId={asBrandId} picks={value} onChange={onChange} />
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm text-fg-muted tabular-nums">{t.count(value.length)}</span>
          <Button variant="brand" onClick={() => setSearching(false)} data-testid="product-tag-done">
            {t.done}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
