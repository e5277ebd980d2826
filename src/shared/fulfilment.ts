import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import {
  fulfilmentStatuses,
  fulfilmentTargets,
  studioOrderFilters,
  TRACKING_CODE_MAX,
  TRACKING_CODE_PATTERN,
} from './fulfilment-rules';
import { pagedReply } from './schema-parts';
import { orderItemSchema, orderStatuses, paymentMethods } from './store';

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
