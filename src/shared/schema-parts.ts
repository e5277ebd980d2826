import { z } from 'zod';

/*
 * Pieces the API's schemas are built from, so that a list page, a page query or a person's card
 * has one definition: a client written against one list reads them all the same way.
 */

/** A person as a line of a list or a card shows them: enough for the avatar and the link to the profile. */
export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** The id in a route's path (`/api/posts/:id` and the like). */
export const idParams = z.object({ id: z.string().min(1).max(64) });

type PagedShape<K extends string, T extends z.ZodType> = { [P in K]: z.ZodArray<T> } & {
  nextCursor: z.ZodNullable<z.ZodString>;
};

/** One page of a list: its rows under `key`, then the cursor of the next page (null on the last one). */
export function pagedReply<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), nextCursor: z.string().nullable() } as PagedShape<K, T>;
  return z.object(shape);
}

/**
 * The query of a list page: an opaque cursor to continue from, and how many rows to return, with
 * the most and the default each list allows.
 */
export function cursorQuery(limit: { max: number; default: number }, cursorMax = 300) {
  return z.object({
    cursor: z.string().max(cursorMax).optional(),
    limit: z.coerce.number().int().min(1).max(limit.max).default(limit.default),
  });
}
