import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';

/*
 * ulid's own source of randomness asks the kernel for one byte per character, sixteen calls an id,
 * and every write makes ids. The same kernel bytes drawn from a pool refilled 4 KiB at a time are as
 * unpredictable, at a fraction of the cost; a byte over 256 also maps evenly onto ulid's 32 symbols.
 */
const pool = new Uint8Array(4096);
let next = pool.length;

export function randomFraction(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]! / 256;
}

const ulid = monotonicFactory(randomFraction);

/** Sortable, unguessable ids with a readable prefix: `usr_01J…`. */
export function newId(prefix: string, now: number = Date.now()): string {
  return `${prefix}_${ulid(now).toLowerCase()}`;
}
