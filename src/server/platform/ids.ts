import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** Sortable, unguessable ids with a readable prefix: `usr_01J…`. */
export function newId(prefix: string, now: number = Date.now()): string {
  return `${prefix}_${ulid(now).toLowerCase()}`;
}
