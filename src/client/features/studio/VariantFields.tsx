import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { studioProductsText } from '@shared/i18n/pt-BR/studio-products-text';
import type { StudioProductData, StudioProductFormValues } from '@shared/studio-products';
import { Button } from '@client/ui/button';
import { Switch } from '@client/ui/switch';
import { TextField } from '@client/ui/text-field';

const t = studioProductsText;

export const emptyVariant = (optionCount: number): StudioProductFormValues['variants'][number] => ({
  title: '',
  sku: '',
  values: Array.from({ length: optionCount }, () => ''),
  price: '',
  salePrice: '',
  stock: '0',
  manageInventory: true,
});

/** The variant rows: one value per option, name, SKU, prices in pt-BR reais and stock. */
export function VariantFields({
  control,
  register,
  errors,
  optionTitles,
}: {
  control: Control<StudioProductFormValues, unknown, StudioProductData>;
  register: UseFormRegister<StudioProductFormValues>;
  errors: FieldErrors<StudioProductFormValues>;
  optionTitles: string[];
}) {
  const variants = useFieldArray({ control, name: 'variants' });
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">{t.variants}</legend>
      {variants.fields.map((field, i) => {
        const e = errors.variants?.[i];
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t.variant(i + 1)}
            className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-3"
          >
            <div className="flex items-center justify-between sm:col-span-3">
              <span className="text-sm font-semibold">{t.variant(i + 1)}</span>
              {variants.fields.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t.removeVariant(i + 1)}
                  onClick={() => variants.remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {optionTitles.map((title, j) => (
              <TextField
                key={j}
                label={t.optionValue(title)}
                error={e?.values?.[j]?.message}
                {...register(`variants.${i}.values.${j}`)}
              />
            ))}
            <TextField
              label={t.variantTitle}
              hint={t.variantTitleHint}
              error={e?.title?.message}
              {...register(`variants.${i}.title`)}
            />
            <TextField label={t.sku} error={e?.sku?.message} autoComplete="off" {...register(`variants.${i}.sku`)} />
            <TextField
              label={t.price}
              inputMode="decimal"
              placeholder="0,00"
              error={e?.price?.message}
              {...register(`variants.${i}.price`)}
            />
            <TextField
              label={t.salePrice}
              inputMode="decimal"
              placeholder="0,00"
              error={e?.salePrice?.message}
              {...register(`variants.${i}.salePrice`)}
            />
            <TextField
              label={t.stockField}
              inputMode="numeric"
              error={e?.stock?.message}
              {...register(`variants.${i}.stock`)}
            />
            <Controller
              control={control}
              name={`variants.${i}.manageInventory`}
              render={({ field: f }) => (
                <label className="flex items-center gap-3 self-end pb-2 text-sm font-medium">
                  <Switch checked={f.value} onCheckedChange={f.onChange} aria-label={t.manageInventory} />
                  {t.manageInventory}
                </label>
              )}
            />
          </div>
        );
      })}
      {listError ? (
        <p role="alert" className="text-xs text-destructive">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => variants.append(emptyVariant(optionTitles.length))}
      >
        <Plus aria-hidden="true" />
        {t.addVariant}
      </Button>
    </fieldset>
  );
}
