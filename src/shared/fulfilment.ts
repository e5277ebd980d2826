import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import {
  fulfilmentStatuses,
  fulfilmentTargets,
  OPERATOR_ORDER_SEARCH_MAX,
  operatorOrderFilters,
  studioOrderFilters,
  TRACKING_CODE_MAX,
  TRACKING_CODE_PATTERN,
} from './fulfilment-rules';
import { pagedReply } from './schema-parts';
import { orderItemSchema, orderSchema, orderStatuses, paymentMethods } from './store';

export * from './fulfilment-rules';

const t = ptBR.fulfilment;
const pathId = z.string().min(1).max(64);

export const studioOrderParams = z.object({ brandId: pathId, orderId: z.string().min(1).max(100) });
export const adminOrderParams = z.object({ orderId: z.string().min(1).max(100) });

export const studioOrdersQuery = z.object({
  cursor: z.string().max(300).optional(),
  state: z.enum(studioOrderFilters, { error: t.unknownFilter }).default('paid'),
});
export type StudioOrdersQuery = z.infer<typeof studioOrdersQuery>;

export const fulfilmentMoveSchema = z
  .object({
    status: z.enum(fulfilmentTargets, { error: t.unknownStatus }),
    trackingCode: z
      .string()
      .trim()
      .max(TRACKING_CODE_MAX, { error: t.trackingInvalid })
      .regex(TRACKING_CODE_PATTERN, { error: t.trackingInvalid })
      .optional(),
  })
  .refine((m) => m.status !== 'enviado' || Boolean(m.trackingCode), {
    error: t.trackingRequired,
    path: ['trackingCode'],
  });
export type FulfilmentMove = z.infer<typeof fulfilmentMoveSchema>;

export const fulfilmentSchema = z.object({
  status: z.enum(fulfilmentStatuses),
  trackingCode: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** One order as a brand's team sees it: only its own lines, and the buyer's first name alone. */
export const studioOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods).nullable(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  buyerFirstName: z.string(),
  items: z.array(orderItemSchema),
  /** The sum of this brand's lines. */
  totalInCents: z.number().int(),
  fulfilment: fulfilmentSchema,
  /** Whether every line of the order is this brand's: only then may its owner refund it. */
  onlyThisBrand: z.boolean(),
  refundedAt: z.string().nullable(),
});
export type StudioOrder = z.infer<typeof studioOrderSchema>;

export const studioOrdersPageSchema = pagedReply('orders', studioOrderSchema);
export type StudioOrdersPage = z.infer<typeof studioOrdersPageSchema>;
export const studioOrderReplySchema = z.object({ order: studioOrderSchema });
export type StudioOrderReply = z.infer<typeof studioOrderReplySchema>;

export const refundReplySchema = z.object({
  refund: z.object({
    orderId: z.string(),
    provider: z.string(),
    amountInCents: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
  }),
});
export type RefundReply = z.infer<typeof refundReplySchema>;

export const operatorOrdersQuery = z.object({
  status: z.enum(operatorOrderFilters, { error: t.unknownOperatorFilter }).default('all'),
  /** An order's number or id, or part of its buyer's email. */
  q: z.string().trim().max(OPERATOR_ORDER_SEARCH_MAX, { error: t.searchTooLong }).optional(),
  cursor: z.string().max(300).optional(),
});
export type OperatorOrdersQuery = z.input<typeof operatorOrdersQuery>;

/** A whole order as the operator's console shows it: every line, the buyer in full, and its refund. */
export const operatorOrderSchema = orderSchema.extend({
  /** Null for a checkout without an account, or when that account was deleted. */
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  refund: z
    .object({ amountInCents: z.number().int(), currency: z.string(), provider: z.string(), createdAt: z.string() })
    .nullable(),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

export const operatorOrdersPageSchema = pagedReply('orders', operatorOrderSchema);
export type OperatorOrdersPage = z.infer<typeof operatorOrdersPageSchema>;
