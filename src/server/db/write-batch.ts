import { AsyncLocalStorage } from 'node:async_hooks';
import { deferringFolds } from './counter-folder';

/*
 * Many members' writes of one kind as one statement on PostgreSQL (decision 054). A statement per
 * write costs PostgreSQL a round trip, a transaction and a commit each, and on a small machine its
 * backends share the cores with the server: `npm run bench:floor` measured a bare like at 5 % of
 * the health route's rate one statement at a time, and at 29 % when the likes of one turn of the
 * event loop went as one set-based statement.
 *
 * Writes queue until the event loop has run the turn that brought them, then go together; one batch
 * is in flight at a time, and what queues meanwhile forms the next. Two writes with the same key (a
 * member liking and unliking one post) never share a batch: the second waits for the next, as it
 * would have waited for the first's row. A batch that fails (a post deleted since it was judged, a
 * deadlock with another instance) is run again one write at a time, so each write answers exactly as
 * it would have alone, with its own status and message.
 *
 * A batch belongs to none of the requests in it: it runs in the context of this module's loading, not
 * in that of the request that happened to come first, so nothing scoped to one request (the folds it
 * awaits, db/counter-folder.ts) is left to that request alone.
 */
const outsideRequests = AsyncLocalStorage.snapshot();

export interface WriteBatch<I, O> {
  /** Resolves with this write's answer once the statement holding it has committed. */
  add(item: I): Promise<O>;
}

interface Waiting<I, O> {
  item: I;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

export function writeBatch<I, O>(options: {
  /** The set-based statement: one answer per item, in the items' order. */
  together: (items: I[]) => Promise<O[]>;
  /** The same write alone, for the items of a batch that failed. */
  alone: (item: I) => Promise<O>;
  /** Writes with one key are never in one batch. */
  keyOf: (item: I) => string;
  /** At most this many items in one statement (its arrays, and the locks it holds). */
  max?: number;
}): WriteBatch<I, O> {
  const max = options.max ?? 200;
  let queued: Waiting<I, O>[] = [];
  let sending = false;

  const take = () => {
    const batch: Waiting<I, O>[] = [];
    const later: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const w of queued) {
      const key = options.keyOf(w.item);
      if (batch.length >= max || keys.has(key)) later.push(w);
      else {
        batch.push(w);
        keys.add(key);
      }
    }
    queued = later;
    return batch;
  };

  /**
   * Runs `fn` with its counters' fold left for later (db/counter-folder.ts): the statement gives its
   * connection back at once, and its writes answer once the fold has put their counts in the columns.
   */
  const thenFolded = async <T>(fn: () => Promise<T>): Promise<() => Promise<T>> => {
    const folds: Promise<void>[] = [];
    const value = await deferringFolds(folds, fn);
    return () => Promise.all(folds).then(() => value);
  };

  const oneByOne = (batch: Waiting<I, O>[]) =>
    Promise.all(
      batch.map((w) =>
        thenFolded(() => options.alone(w.item))
          .then((folded) => folded())
          .then(w.resolve, w.reject),
      ),
    );

  async function send() {
    while (queued.length > 0) {
      const batch = take();
      let folded: () => Promise<O[]>;
      try {
        folded = await thenFolded(() => options.together(batch.map((w) => w.item)));
      } catch {
        // Nothing of a failed statement was written: each write goes again on its own.
        await oneByOne(batch);
        continue;
      }
      // The next batch goes while this one's fold runs.
      void folded().then((answers) => {
        if (answers.length === batch.length) batch.forEach((w, i) => w.resolve(answers[i]!));
        else {
          // Written, but not answered item by item: running them again would write them twice.
          const err = new Error(`A batch of ${batch.length} writes answered ${answers.length} rows.`);
          for (const w of batch) w.reject(err);
        }
      });
    }
    sending = false;
  }

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        queued.push({ item, resolve, reject });
        if (sending) return;
        sending = true;
        setImmediate(() => outsideRequests(() => void send()));
      });
    },
  };
}
