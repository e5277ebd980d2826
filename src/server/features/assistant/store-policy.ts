/**
 * The store's promises that BrandBot repeats, in one place: the demo catalogue's 'Entrega' text is
 * written from the same numbers. Holds and freight come from the store itself (orders, checkout).
 */
export const STORE_POLICY = {
  /** Business days between a confirmed payment and the parcel leaving. */
  shipWithinBusinessDays: 2,
  /** The right to withdraw from an online purchase (Código de Defesa do Consumidor, art. 49). */
  returnWindowDays: 7,
} as const;
