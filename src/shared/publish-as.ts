import { z } from 'zod';

/**
 * 'Publicar como': the brand a team member publishes an item as. Left out (or sent empty, as a
 * form field always arrives as text) the item is the member's own.
 */
export const asBrandIdField = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().min(1).max(64).optional(),
);

/** The field every create form sends with its upload. */
export const publishAsFields = { asBrandId: asBrandIdField };
