import { useId } from 'react';
import { Truck } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { ufs } from '@shared/brazil';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ShippingMethod } from '@shared/store-delivery';
import { formatMoney } from '@shared/store-rules';
import { cn } from '@client/lib/cn';
import { Card } from '@client/ui/card';
import { TextField } from '@client/ui/text-field';
import type { DeliveryField, DeliveryForm as Form } from './use-delivery';

const t = ptBR.delivery;

/** The address lines the CEP fills (or the member types): the browser's autofill name and the grid cell. */
const addressFields = [
  ['street', 'address-line1', 'col-span-2 sm:col-span-4'],
  ['number', 'address-line2', 'sm:col-span-2'],
  ['complement', 'address-line3', 'sm:col-span-4'],
  ['district', 'address-level3', 'col-span-2 sm:col-span-2'],
  ['city', 'address-level2', 'sm:col-span-3'],
] as const;

/** The two numbers typed digit by digit, each with its mask as the placeholder; the form writes the dots and dashes. */
const numberFields = {
  cep: { autoComplete: 'postal-code', placeholder: '00000-000', maxLength: 9, className: 'col-span-2 sm:col-span-2' },
  cpf: { autoComplete: 'off', placeholder: '000.000.000-00', maxLength: 14, className: 'col-span-2 sm:col-span-3' },
} as const;

/** The checkout page's delivery card: CEP first (it fills the address), then number, CPF and shipping. */
export function DeliveryForm({ form, disabled, currency }: { form: Form; disabled: boolean; currency: string }) {
  const { values, errors, set, lookup, options } = form;
  const ufId = useId();
  const shippingId = useId();
  const bind = (field: DeliveryField) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
    error: errors[field],
    disabled,
  });
  const cepHint = lookup === 'searching' ? t.cepSearching : lookup === 'not_found' ? t.cepNotFound : t.cepHint;

  return (
    <Card className="p-4">
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <Truck aria-hidden="true" className="size-5 text-accent-fg" />
        {t.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        <TextField
          label={t.cep}
          {...bind('cep')}
          inputMode="numeric"
          {...numberFields.cep}
          hint={<span aria-live="polite">{cepHint}</span>}
        />
        {addressFields.map(([field, autoComplete, className]) => (
          <TextField key={field} label={t[field]} {...bind(field)} autoComplete={autoComplete} className={className} />
        ))}
        <div className="grid content-start gap-1.5 sm:col-span-1">
          <label htmlFor={ufId} className="text-sm font-medium">
            {t.uf}
          </label>
          <select
            id={ufId}
            name="uf"
            autoComplete="address-level1"
            value={values.uf}
            disabled={disabled}
            onChange={(e) => set('uf', e.target.value)}
            aria-invalid={errors.uf ? true : undefined}
            aria-describedby={errors.uf ? `${ufId}-erro` : undefined}
            className="h-11 w-full rounded-xl border border-border bg-surface-strong/70 px-3 text-base text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm"
          >
            <option value="">{t.ufChoose}</option>
            {ufs.map((uf) => (
              <option key={uf}>{uf}</option>
            ))}
          </select>
          {errors.uf ? (
            <p id={`${ufId}-erro`} className="text-xs font-medium text-destructive">
              {errors.uf}
            </p>
          ) : null}
        </div>
        <TextField label={t.cpf} {...bind('cpf')} inputMode="numeric" {...numberFields.cpf} hint={t.cpfHint} />
      </div>
      <h3 id={shippingId} className="mt-4 mb-2 text-sm font-semibold">
        {t.shipping}
      </h3>
      {options.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.shippingAfterCep}</p>
      ) : (
        <RadioGroup.Root
          aria-labelledby={shippingId}
          value={values.shipping}
          onValueChange={(v) => set('shipping', v as ShippingMethod)}
          disabled={disabled}
          className="grid gap-2 sm:grid-cols-2"
        >
          {options.map((o) => (
            <RadioGroup.Item
              key={o.method}
              value={o.method}
              className={cn(
                'flex items-center justify-between gap-3 rounded-xl border-2 p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                values.shipping === o.method ? 'border-primary bg-primary/10' : 'border-border hover:border-primary/50',
              )}
            >
              <span className="grid">
                <span className="font-semibold">{t.shippingMethods[o.method]}</span>
                <span className="text-xs text-fg-muted">{t.arrivesIn(o.days)}</span>
              </span>
              <span className={cn('text-sm font-semibold tabular-nums', o.priceInCents === 0 && 'text-success')}>
                {o.priceInCents === 0 ? ptBR.store.freightFree : formatMoney(o.priceInCents, currency)}
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      {errors.shipping ? <p className="mt-1 text-xs font-medium text-destructive">{errors.shipping}</p> : null}
    </Card>
  );
}
