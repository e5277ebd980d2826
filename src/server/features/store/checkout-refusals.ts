import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { variantLabel } from '../../../shared/store-rules';
import type { SellableVariant } from './catalog.queries';
import * as stock from './stock.queries';

/*
 * The two refusals of a checkout's reservation, thrown by either way of writing it (the transaction,
 * or on PostgreSQL the one statement of checkout-postgres.ts) and answered the same way.
 */

export class OutOfStock extends Error {
  /** `left`: the units there were when the line was refused, when the refusing statement saw them. */
  constructor(
    readonly variant: SellableVariant,
    readonly left?: number,
  ) {
    super('out of stock');
  }
}

export class OverAnonymousShare extends Error {
  constructor(readonly variant: SellableVariant) {
    super('over the anonymous share');
  }
}

/** The contract's answer to a refused reservation; any other error as it came. */
export async function refusalAnswer(db: Kysely<Database>, err: unknown): Promise<unknown> {
  if (err instanceof OverAnonymousShare) {
    return new AppError(409, 'hold_limit', ptBR.store.holdLimit(err.variant.product_title));
  }
  if (!(err instanceof OutOfStock)) return err;
  // A transaction's refusal rolled back its updates: what is left is read after it.
  const left = err.left ?? Math.max(0, (await stock.stockOf(db, err.variant.id))?.stock ?? 0);
  return new AppError(
    409,
    'insufficient_inventory',
    ptBR.store.insufficientStock(err.variant.product_title, variantLabel(err.variant.title), left),
  );
}
