import { ptBR } from '@shared/i18n/pt-BR';
import { isSoldOut, variantLabel, type StoreProduct, type StoreVariant } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

const t = ptBR.store;

const chip = (active: boolean, soldOut: boolean) =>
  cn(
    'min-w-12 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    active ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface-strong hover:border-primary/60',
    soldOut &&
      'line-through decoration-2 disabled:cursor-not-allowed disabled:border-dashed disabled:bg-surface-muted disabled:text-fg-muted',
  );

const valueOf = (v: StoreVariant, optionId: string) => v.options.find((o) => o.option_id === optionId)?.value;

/** A value's chip: a sold-out one is struck through and says so to screen readers, before it is picked. */
function Chip({
  label,
  active,
  soldOut,
  onPick,
}: {
  label: string;
  active: boolean;
  soldOut: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={chip(active, soldOut)}
      // The chosen one stays focusable even when sold out, so the choice can still be read.
      disabled={soldOut && !active}
      onClick={onPick}
      aria-label={soldOut ? t.soldOutOption(label) : undefined}
    >
      {label}
    </button>
  );
}

/**
 * The variant choice: one row of values per option (colour, then size …). A value is available when
 * some variant in stock has it together with the values chosen in the rows above; picking it keeps
 * the other choices when that variant is in stock, else moves to the first one in stock with it.
 */
export function VariantPicker({
  product,
  selected,
  onSelect,
}: {
  product: StoreProduct;
  selected: StoreVariant;
  onSelect: (v: StoreVariant) => void;
}) {
  if (product.variants.length <= 1) return null;
  if (product.options.length === 0) {
    return (
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">{t.details}</legend>
        <div className="flex flex-wrap gap-2">
          {product.variants.map((v) => (
            <Chip
              key={v.id}
              label={variantLabel(v.title)}
              active={v.id === selected.id}
              soldOut={isSoldOut(v)}
              onPick={() => onSelect(v)}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="grid gap-4">
      {product.options.map((option, index) => {
        const values = [...new Set(option.values.map((v) => v.value))];
        const current = valueOf(selected, option.id);
        const above = product.options.slice(0, index);
        const candidates = (value: string) =>
          product.variants.filter(
            (v) => valueOf(v, option.id) === value && above.every((o) => valueOf(v, o.id) === valueOf(selected, o.id)),
          );
        return (
          <fieldset key={option.id} className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">
              {option.title}: <span className="font-normal text-fg-muted">{current}</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {values.map((value) => {
                const inStock = candidates(value).filter((v) => !isSoldOut(v));
                const withOthers = inStock.find((v) =>
                  product.options.every((o) => o.id === option.id || valueOf(v, o.id) === valueOf(selected, o.id)),
                );
                const target = withOthers ?? inStock[0];
                return (
                  <Chip
                    key={value}
                    label={value}
                    active={value === current}
                    soldOut={inStock.length === 0}
                    onPick={() => target && onSelect(target)}
                  />
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
