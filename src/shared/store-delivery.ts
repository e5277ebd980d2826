import { z } from 'zod';
import { isUf, isValidCep, isValidCpf, onlyDigits, ufRegions, type Uf } from './brazil';
import { ptBR } from './i18n/pt-BR';

/*
 * Checkout for Brazil, shared by the checkout form, the hosted payment page and the server: the
 * delivery form's schema, shipping prices and delivery estimates, and card installments. The server
 * always prices shipping itself from these rules; a price sent by a client is never read.
 */

const t = ptBR.delivery;

export const shippingMethods = ['pac', 'sedex'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: t.tooLong });

/** The delivery data of an order, as a flat form (the hosted page posts exactly these fields). */
export const deliveryInputSchema = z.object({
  cpf: z
    .string({ error: t.cpfInvalid })
    .max(20, { error: t.cpfInvalid })
    .refine(isValidCpf, { error: t.cpfInvalid })
    .transform(onlyDigits),
  cep: z
    .string({ error: t.cepInvalid })
    .trim()
    .max(10, { error: t.cepInvalid })
    .refine(isValidCep, { error: t.cepInvalid })
    .transform(onlyDigits),
  street: text(120, t.streetRequired),
  number: text(20, t.numberRequired),
  complement: z.string().trim().max(80, { error: t.tooLong }).optional().default(''),
  district: text(80, t.districtRequired),
  city: text(80, t.cityRequired),
  uf: z
    .string({ error: t.ufInvalid })
    .trim()
    .toUpperCase()
    .refine(isUf, { error: t.ufInvalid })
    .transform((s) => s as Uf),
  shipping: z.enum(shippingMethods, { error: t.shippingChoose }),
});
export type DeliveryInput = z.input<typeof deliveryInputSchema>;
export type Delivery = z.output<typeof deliveryInputSchema>;

/** The address a CEP lookup finds: the UF always, the rest when the table knows it. */
export const cepAddressSchema = z.object({
  cep: z.string(),
  uf: z.string(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  street: z.string().nullable(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;
export const cepReplySchema = z.object({ address: cepAddressSchema });
export type CepReply = z.infer<typeof cepReplySchema>;

/* ---------- shipping ---------- */

/** Orders from this subtotal ship by PAC for free: the spec's 'Frete Grátis'. */
export const FREE_PAC_FROM_CENTS = 5000;
/** A variant without a weight is counted as this much (a boxed garment). */
export const DEFAULT_WEIGHT_GRAMS = 300;

/*
 * The store ships from the city of São Paulo. Zones: its own state, then each region. Prices are a
 * first kilogram plus each further one started; the estimate is business days after dispatch.
 */
type Zone = 'SP' | (typeof ufRegions)[Uf];
const rates: Record<ShippingMethod, Record<Zone, { first: number; perKg: number; days: number }>> = {
  pac: {
    SP: { first: 1890, perKg: 300, days: 3 },
    sudeste: { first: 2290, perKg: 400, days: 5 },
    sul: { first: 2490, perKg: 450, days: 6 },
    centro_oeste: { first: 2790, perKg: 500, days: 7 },
    nordeste: { first: 3190, perKg: 600, days: 9 },
    norte: { first: 3590, perKg: 700, days: 12 },
  },
  sedex: {
    SP: { first: 2590, perKg: 600, days: 1 },
    sudeste: { first: 3290, perKg: 800, days: 2 },
    sul: { first: 3690, perKg: 900, days: 3 },
    centro_oeste: { first: 4190, perKg: 1000, days: 3 },
    nordeste: { first: 4890, perKg: 1200, days: 4 },
    norte: { first: 5690, perKg: 1400, days: 6 },
  },
};

export interface ShippingOption {
  method: ShippingMethod;
  priceInCents: number;
  days: number;
}

/** The parcel's weight: each unit's variant weight, or the default when a variant has none. */
export function parcelWeight(lines: { weight: number | null | undefined; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + (l.weight && l.weight > 0 ? l.weight : DEFAULT_WEIGHT_GRAMS) * l.quantity, 0);
}

/** Both shipping options to a UF for a parcel of `grams`, PAC free from {@link FREE_PAC_FROM_CENTS}. */
export function shippingOptions(uf: Uf, grams: number, subtotalInCents: number): ShippingOption[] {
  const zone: Zone = uf === 'SP' ? 'SP' : ufRegions[uf];
  const extraKg = Math.max(0, Math.ceil(grams / 1000) - 1);
  return shippingMethods.map((method) => {
    const r = rates[method][zone];
    const free = method === 'pac' && subtotalInCents >= FREE_PAC_FROM_CENTS;
    return { method, priceInCents: free ? 0 : r.first + r.perKg * extraKg, days: r.days };
  });
}

/** The fewest and most business days a shipping method takes, across every region. */
export function deliveryDayRange(method: ShippingMethod): { min: number; max: number } {
  const days = Object.values(rates[method]).map((r) => r.days);
  return { min: Math.min(...days), max: Math.max(...days) };
}

export function shippingOption(uf: Uf, grams: number, subtotalInCents: number, method: ShippingMethod) {
  return shippingOptions(uf, grams, subtotalInCents).find((o) => o.method === method)!;
}

/* ---------- installments ---------- */

export const MAX_INSTALLMENTS = 12;
/** No installment below this amount: the plan offered shrinks for small orders. */
export const MIN_INSTALLMENT_CENTS = 1000;

/**
 * A product's interest-free installments, from its `max_installments` metadata ('3x sem juros' is 3).
 * A product without it is paid in one go.
 */
export function productInstallments(metadata: Record<string, unknown> | null | undefined): number {
  const raw = metadata?.max_installments;
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_INSTALLMENTS) : 1;
}

/**
 * The most installments an order may be split into: the smallest of its products' limits, and no
 * more than keeps each installment at {@link MIN_INSTALLMENT_CENTS}.
 */
export function installmentLimit(productLimits: number[], totalInCents: number): number {
  const byProducts = Math.min(MAX_INSTALLMENTS, ...productLimits);
  return Math.max(1, Math.min(byProducts, Math.floor(totalInCents / MIN_INSTALLMENT_CENTS)));
}

/** Each installment of `n`, rounded to the cent as the card statement shows it. */
export const installmentAmount = (totalInCents: number, n: number) => Math.round(totalInCents / n);

/** 1x..Nx with the amount of each. */
export function installmentOptions(totalInCents: number, limit: number) {
  return Array.from({ length: Math.max(1, limit) }, (_, i) => ({
    count: i + 1,
    amountInCents: installmentAmount(totalInCents, i + 1),
  }));
}
