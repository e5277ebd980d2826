import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCep, formatCpf, isUf, isValidCep, onlyDigits } from '@shared/brazil';
import { storeApiPaths } from '@shared/api-paths';
import {
  deliveryInputSchema,
  parcelWeight,
  shippingMethods,
  shippingOptions,
  type CepReply,
  type Delivery,
  type ShippingMethod,
} from '@shared/store-delivery';
import { useMember } from '@client/features/auth/use-session';
import { api } from '@client/lib/api';
import type { CartLine } from './use-cart';

export interface DeliveryValues {
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  uf: string;
  cpf: string;
  shipping: ShippingMethod;
}
export type DeliveryField = keyof DeliveryValues;

const empty: DeliveryValues = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  uf: '',
  cpf: '',
  shipping: 'pac',
};

export const cepKeys = { one: (cep: string) => ['cep', cep] as const };

/*
 * What the member typed outlives a trip to the payment page and back (browser Back, 'Cancelar'):
 * kept for this tab only, under their own id, so nobody else signing in here sees it.
 */
const storageKey = (memberId: string) => `brandsocial:checkout-delivery:${memberId}`;

function restored(memberId: string | undefined): DeliveryValues {
  if (!memberId || typeof window === 'undefined') return empty;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey(memberId)) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object') return empty;
    const out = { ...empty };
    for (const field of Object.keys(empty) as DeliveryField[]) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') (out as Record<DeliveryField, string>)[field] = value;
    }
    if (!(shippingMethods as readonly string[]).includes(out.shipping)) out.shipping = empty.shipping;
    return out;
  } catch {
    return empty;
  }
}

/** The checkout page's delivery form: CEP lookup, formatting as typed, shipping quotes, validation. */
export function useDeliveryForm(lines: CartLine[], subtotal: number) {
  const memberId = useMember()?.id;
  const [values, setValues] = useState<DeliveryValues>(() => restored(memberId));
  useEffect(() => {
    if (!memberId) return;
    try {
      window.sessionStorage.setItem(storageKey(memberId), JSON.stringify(values));
    } catch {
      // Storage refused (private browsing, full): the form simply starts empty next time.
    }
  }, [memberId, values]);
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [lookup, setLookup] = useState<'idle' | 'searching' | 'not_found'>('idle');
  const queryClient = useQueryClient();
  const latest = useRef('');

  // A CEP the table knows fills what it knows; the member types the rest.
  const lookUp = (cep: string) => {
    latest.current = cep;
    setLookup('searching');
    queryClient
      .fetchQuery({
        queryKey: cepKeys.one(cep),
        queryFn: ({ signal }) => api.get<CepReply>(storeApiPaths.cep(cep), signal).then((r) => r.address),
        staleTime: Infinity,
        retry: false,
      })
      .then((a) => {
        if (latest.current !== cep) return;
        setLookup('idle');
        setValues((v) => ({
          ...v,
          uf: a.uf,
          city: a.city ?? v.city,
          district: a.district ?? v.district,
          street: a.street ?? v.street,
        }));
        setErrors((e) => ({ ...e, uf: undefined, city: undefined, district: undefined, street: undefined }));
        // The next thing to type: the number when the street is known, else the street. Only while
        // the member is still on this CEP: one who moved on, or who is typing the CEP again (a busy
        // phone can draw the frame keystrokes later), keeps their place and what they type.
        requestAnimationFrame(() => {
          if (latest.current !== cep) return;
          const here = document.activeElement;
          if (here && here !== document.body && here.getAttribute('name') !== 'cep') return;
          document.querySelector<HTMLElement>(a.street ? '[name="number"]' : '[name="street"]')?.focus();
        });
      })
      .catch(() => {
        if (latest.current === cep) setLookup('not_found');
      });
  };

  const set = (field: DeliveryField, raw: string) => {
    const value = field === 'cpf' ? formatCpf(raw) : field === 'cep' ? formatCep(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field !== 'cep') return;
    const digits = onlyDigits(value);
    if (isValidCep(value) && digits !== latest.current) lookUp(digits);
    if (digits.length < 8) {
      latest.current = '';
      setLookup('idle');
    }
  };

  const grams = parcelWeight(lines.map((l) => ({ weight: l.variant?.weight, quantity: l.quantity })));
  const options = isUf(values.uf) ? shippingOptions(values.uf, grams, subtotal) : [];
  const chosen = options.find((o) => o.method === values.shipping) ?? null;

  /** The delivery to send, or null after showing each bad field's message. */
  const validate = (): Delivery | null => {
    const parsed = deliveryInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    const next: Partial<Record<DeliveryField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DeliveryField;
      next[field] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  return { values, errors, set, lookup, options, chosen, validate };
}
export type DeliveryForm = ReturnType<typeof useDeliveryForm>;
