import { ptBR } from '@shared/i18n/pt-BR';
import { variantLabel, type StoreProduct, type StoreVariant } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

const chip = (active: boolean, dim: boolean) =>
  cn(
    'min-w-12 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    active ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface-strong hover:border-primary/60',
    dim && !active && 'text-fg-muted line-through decoration-fg-muted/60',
  );

const soldOut = (v: StoreVariant) => v.manage_inventory && v.inventory_quantity <= 0;
const valueOf = (v: StoreVariant, optionId: string) => v.options.find((o) => o.option_id === optionId)?.value;

/**
 * The variant choice: one row of values per option (size, colour …). Picking a value keeps the other
 * choices when such a variant exists, else moves to the first variant with that value.
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
        <legend className="mb-2 text-sm font-semibold">{ptBR.store.details}</legend>
        <div className="flex flex-wrap gap-2">
          {product.variants.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={v.id === selected.id}
              className={chip(v.id === selected.id, soldOut(v))}
              onClick={() => onSelect(v)}
            >
              {variantLabel(v.title)}
            </button>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="grid gap-4">
      {product.options.map((option) => {
        const values = [...new Set(option.values.map((v) => v.value))];
        const current = valueOf(selected, option.id);
        return (
          <fieldset key={option.id} className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">
              {option.title}: <span className="font-normal text-fg-muted">{current}</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {values.map((value) => {
                const withOthers = product.variants.find(
                  (v) =>
                    valueOf(v, option.id) === value &&
                    product.options.every((o) => o.id === option.id || valueOf(v, o.id) === valueOf(selected, o.id)),
                );
                const target = withOthers ?? product.variants.find((v) => valueOf(v, option.id) === value);
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={value === current}
                    className={chip(value === current, !target || soldOut(target))}
                    disabled={!target}
                    onClick={() => target && onSelect(target)}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
