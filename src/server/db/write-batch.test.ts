import { describe, expect, it } from 'vitest';
import { deferringFolds, foldAfterCommit } from './counter-folder';
import { writeBatch } from './write-batch';

interface Write {
  key: string;
  value: number;
}

/** A batch whose statements are recorded: `together` doubles each value, `alone` adds one. */
function recordedBatch(options: { failWhen?: (writes: Write[]) => boolean; max?: number } = {}) {
  const statements: string[][] = [];
  const alone: string[] = [];
  const batch = writeBatch<Write, number>({
    together: async (writes) => {
      statements.push(writes.map((w) => w.key));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.failWhen?.(writes)) throw new Error('deadlock detected');
      return writes.map((w) => w.value * 2);
    },
    alone: async (w) => {
      alone.push(w.key);
      if (w.value < 0) throw new Error(`refused ${w.key}`);
      return w.value + 1;
    },
    keyOf: (w) => w.key,
    max: options.max,
  });
  return { batch, statements, alone };
}

describe('writeBatch', () => {
  it('sends the writes of one turn of the event loop as one statement, each answered its own row', async () => {
    const { batch, statements } = recordedBatch();
    const answers = await Promise.all([1, 2, 3].map((value) => batch.add({ key: `k${value}`, value })));
    expect(answers).toEqual([2, 4, 6]);
    expect(statements).toEqual([['k1', 'k2', 'k3']]);
  });

  it('keeps one batch in flight: what comes meanwhile goes next, together', async () => {
    const { batch, statements } = recordedBatch();
    const first = batch.add({ key: 'a', value: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    // The first statement is under way: these two wait for it, then go as one.
    const later = [batch.add({ key: 'b', value: 2 }), batch.add({ key: 'c', value: 3 })];
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(statements).toEqual([['a'], ['b', 'c']]);
  });

  it('never puts two writes with one key in one statement, and keeps their order', async () => {
    const { batch, statements } = recordedBatch();
    const answers = await Promise.all([
      batch.add({ key: 'member-1 post-1', value: 1 }),
      batch.add({ key: 'member-1 post-1', value: 2 }),
      batch.add({ key: 'member-2 post-1', value: 3 }),
      batch.add({ key: 'member-1 post-1', value: 4 }),
    ]);
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(statements).toEqual([['member-1 post-1', 'member-2 post-1'], ['member-1 post-1'], ['member-1 post-1']]);
  });

  it('holds a statement to `max` writes', async () => {
    const { batch, statements } = recordedBatch({ max: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((value) => batch.add({ key: `k${value}`, value })));
    expect(statements.map((s) => s.length)).toEqual([2, 2, 1]);
  });

  it('runs the writes of a failed statement again one by one, each answering or failing as it would alone', async () => {
    const { batch, statements, alone } = recordedBatch({ failWhen: (writes) => writes.some((w) => w.value < 0) });
    const answers = await Promise.allSettled([
      batch.add({ key: 'good', value: 1 }),
      batch.add({ key: 'bad', value: -1 }),
      batch.add({ key: 'fine', value: 5 }),
    ]);
    expect(statements).toEqual([['good', 'bad', 'fine']]);
    expect(alone).toEqual(['good', 'bad', 'fine']);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: 2 });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: new Error('refused bad') });
    expect(answers[2]).toEqual({ status: 'fulfilled', value: 6 });
  });

  it('refuses, and does not write again, a batch that answered fewer rows than it held', async () => {
    let runs = 0;
    const batch = writeBatch<Write, number>({
      together: async (writes) => {
        runs++;
        return writes.slice(1).map((w) => w.value);
      },
      alone: () => Promise.reject(new Error('not to be called')),
      keyOf: (w) => w.key,
    });
    const answers = await Promise.allSettled([batch.add({ key: 'a', value: 1 }), batch.add({ key: 'b', value: 2 })]);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });

  it("answers once the statement's counter fold is done, and leaves no fold to the request that came first", async () => {
    let folded = false;
    const batch = writeBatch<Write, number>({
      together: async (writes) => {
        // What the pool does after a statement that appended counter deltas (db/counter-folder.ts).
        await foldAfterCommit(
          () =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                folded = true;
                resolve();
              }, 5),
            ),
        );
        return writes.map((w) => w.value);
      },
      alone: (w) => Promise.resolve(w.value),
      keyOf: (w) => w.key,
    });
    const requestFolds: Promise<void>[] = [];
    const answer = await deferringFolds(requestFolds, () => batch.add({ key: 'a', value: 7 }));
    expect(answer).toBe(7);
    expect(folded).toBe(true);
    expect(requestFolds).toEqual([]);
  });
});
