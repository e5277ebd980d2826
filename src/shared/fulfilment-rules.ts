// The rules of a brand's part of an order, apart from the schemas (zod): the buyer's and the studio's screens read these.

/** How far a brand's part of a paid order went, in the only order it may go. */
export const fulfilmentStatuses = ['preparando', 'enviado', 'entregue'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** The statuses a brand moves its part to (it starts as 'preparando' when the order is paid). */
export const fulfilmentTargets = ['enviado', 'entregue'] as const;
export type FulfilmentTarget = (typeof fulfilmentTargets)[number];

/** The longest tracking code taken: the Correios' have 13 characters, carriers' a few more. */
export const TRACKING_CODE_MAX = 40;
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

export function nextFulfilmentStatus(status: FulfilmentStatus): FulfilmentTarget | null {
  return status === 'preparando' ? 'enviado' : status === 'enviado' ? 'entregue' : null;
}

/**
 * Whether a part may move from `from` to `to`: one step forward ('move'), a repeat of the step
 * already taken ('same', answered as done so a retried request changes nothing), or anything else
 * ('refused': backwards, or skipping 'enviado' and its tracking code).
 */
export function fulfilmentMove(from: FulfilmentStatus, to: FulfilmentTarget): 'move' | 'same' | 'refused' {
  if (from === to) return 'same';
  return nextFulfilmentStatus(from) === to ? 'move' : 'refused';
}

/** The order states the studio's list is filtered by. */
export const studioOrderFilters = ['paid', 'awaiting', 'cancelled'] as const;
export type StudioOrderFilter = (typeof studioOrderFilters)[number];

/** The order statuses each filter shows: unpaid orders wait for their payment (a Pix, mostly). */
export const orderStatusesOf: Record<StudioOrderFilter, readonly string[]> = {
  paid: ['paid'],
  awaiting: ['pending'],
  cancelled: ['canceled', 'expired', 'failed', 'refunded'],
};

/** The order states the operator's console is filtered by; refunds apart, as the operator makes them. */
export const operatorOrderFilters = ['all', 'paid', 'awaiting', 'cancelled', 'refunded'] as const;
export type OperatorOrderFilter = (typeof operatorOrderFilters)[number];

/** The order statuses each console filter shows; 'all' shows every order. */
export const operatorOrderStatusesOf: Record<OperatorOrderFilter, readonly string[] | null> = {
  all: null,
  paid: ['paid'],
  awaiting: ['pending'],
  cancelled: ['canceled', 'expired', 'failed'],
  refunded: ['refunded'],
};

/** The longest text the console's order search takes: a whole order id or an email fits. */
export const OPERATOR_ORDER_SEARCH_MAX = 100;
