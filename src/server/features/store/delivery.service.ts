import type { Kysely, Selectable } from 'kysely';
import { maskCpf } from '../../../shared/brazil';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { OrderDelivery } from '../../../shared/store';
import {
  deliveryInputSchema,
  shippingMethods,
  shippingOption,
  type Delivery,
  type ShippingMethod,
} from '../../../shared/store-delivery';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { bundledCepProvider, type CepProvider } from './cep/cep.service';
import * as q from './orders.queries';
import type { StoreOrdersTable } from './store.tables';

/*
 * The delivery of an order: checked (CPF digits, CEP against its UF), priced here from the order's
 * own parcel and subtotal, and kept on the order. No price a client sends is ever read.
 */

export interface DeliveryDeps {
  cep?: CepProvider | undefined;
}

/** Parses a delivery form; a bad field is a 400 with that field's message. */
export function parseDelivery(input: unknown): Delivery {
  const parsed = deliveryInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError(400, 'validation_failed', issue.message, { [String(issue.path[0] ?? 'body')]: issue.message });
}

/** A CEP the lookup knows must be in the UF given: a typo in either would send the parcel astray. */
export async function checkCepUf(deps: DeliveryDeps, delivery: Delivery): Promise<void> {
  const found = await (deps.cep ?? bundledCepProvider).lookup(delivery.cep);
  if (found && found.uf !== delivery.uf) {
    const message = ptBR.delivery.cepUfMismatch(found.uf);
    throw new AppError(400, 'validation_failed', message, { cep: message });
  }
}

/** The columns an order keeps of its delivery, with the freight priced from its parcel. */
export function deliveryColumns(delivery: Delivery, grams: number, subtotal: number) {
  const option = shippingOption(delivery.uf, grams, subtotal, delivery.shipping);
  const { cep, street, number, complement, district, city, uf } = delivery;
  return {
    buyer_cpf: delivery.cpf,
    shipping_address: JSON.stringify({ cep, street, number, complement, district, city, uf }),
    shipping_method: delivery.shipping,
    shipping_days: option.days,
    freight: option.priceInCents,
    total: subtotal + option.priceInCents,
  };
}

type OrderRow = Selectable<StoreOrdersTable>;

/** The delivery as the member sees it on the order, or null while the order has none. */
export function toOrderDelivery(row: OrderRow): OrderDelivery | null {
  if (!row.buyer_cpf || !row.shipping_address || row.shipping_days === null) return null;
  if (!(shippingMethods as readonly string[]).includes(row.shipping_method ?? '')) return null;
  const address = JSON.parse(row.shipping_address) as Omit<OrderDelivery, 'cpfMasked' | 'method' | 'days'>;
  return {
    ...address,
    cpfMasked: maskCpf(row.buyer_cpf),
    method: row.shipping_method as ShippingMethod,
    days: row.shipping_days,
  };
}

/**
 * The hosted payment page's delivery step, for an order placed without one. Only a pending order
 * changes, and only while it has no delivery: a paid total never moves.
 */
export async function setOrderDelivery(
  deps: { db: Kysely<Database>; clock: Clock } & DeliveryDeps,
  row: OrderRow,
  input: unknown,
) {
  const delivery = parseDelivery(input);
  await checkCepUf(deps, delivery);
  const columns = deliveryColumns(delivery, row.parcel_grams, row.subtotal);
  if (!(await q.setDelivery(deps.db, row.id, columns, deps.clock.now()))) {
    throw new AppError(409, 'order_not_payable', ptBR.store.orderNotPayable);
  }
}
