import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createCounterFolder } from './counter-folder';

/** A connection whose folds move `pending` deltas, the first one held until the test lets it go. */
function fakeClient(pending: number, hold = false) {
  const calls: unknown[][] = [];
  let folds = 0;
  let release: (() => void) | null = null;
  const client = {
    on() {},
    async end() {},
    async query(text: string, params: unknown[] = []) {
      calls.push([text, params]);
      folds++;
      if (hold && folds === 1) await new Promise<void>((r) => (release = r));
      // A full batch means more may wait: the folder asks again until one comes back short.
      const n = Math.min(pending, 5000);
      pending -= n;
      return { rows: [{ n }] };
    },
  };
  return { client: client as unknown as pg.Client, calls, folds: () => folds, release: () => release?.() };
}

describe('the counter folder', () => {
  it("folds in batches of migration 029's function until one comes back short", async () => {
    const fake = fakeClient(12_000);
    const folder = createCounterFolder(async () => fake.client);
    await folder.settle();
    expect(fake.calls).toEqual([
      ['select fold_counter_deltas($1) as n', [5000]],
      ['select fold_counter_deltas($1) as n', [5000]],
      ['select fold_counter_deltas($1) as n', [5000]],
    ]);
  });

  it('runs one more fold for those who ask while one runs, shared by all of them', async () => {
    const fake = fakeClient(0, true);
    const folder = createCounterFolder(async () => fake.client);
    const first = folder.settle();
    while (fake.folds() === 0) await new Promise((r) => setTimeout(r, 1));
    // These committed after the running fold read its deltas: a fold after it must pick theirs up.
    const later = [folder.settle(), folder.settle(), folder.settle()];
    fake.release();
    await Promise.all([first, ...later]);
    expect(fake.folds()).toBe(2);
  });

  it('never rejects: a failed fold is reported and the writes stand', async () => {
    const errors: unknown[] = [];
    const folder = createCounterFolder(
      async () => {
        throw new Error('connection refused');
      },
      (err) => errors.push(err),
    );
    await expect(folder.settle()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
