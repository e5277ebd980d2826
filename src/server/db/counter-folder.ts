import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { wrapPoolQueries, type Pool } from './pool-wrapper';

/*
 * PostgreSQL only (decision 035). A counter move is a row appended to `counter_deltas` inside the
 * writer's transaction (content/marks.ts), so concurrent likes of one post no longer wait on that
 * post's row lock, each for the previous one's commit to reach the disk. Right after a transaction
 * that appended one commits, and before the request goes on, the folder adds the pending deltas to
 * their items' columns in one transaction of its own: reads keep reading the columns, and see the
 * write that was just answered. Many requests committing together share one fold.
 */

const DELTA_INSERT = 'insert into "counter_deltas"';
const BATCH = 5000;
/** Deltas left by an instance that died between its commit and its fold are folded by the next sweep. */
const SWEEP_MS = 1000;

export interface CounterFolder {
  /** Resolves once a fold that started after this call has finished (never rejects). */
  settle(): Promise<void>;
  /** Starts the periodic sweep, after the migrations made the table. */
  start(): void;
  close(): Promise<void>;
}

export function createCounterFolder(
  connect: () => Promise<pg.Client>,
  onError: (err: unknown) => void = () => {},
): CounterFolder {
  let client: Promise<pg.Client> | null = null;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const connection = () => {
    client ??= connect().then((c) => {
      // A dropped connection is opened again by the next fold.
      c.on('error', (err) => {
        onError(err);
        client = null;
      });
      return c;
    });
    return client;
  };

  /** One batch, in one round trip: migration 029's function locks, deletes and adds up (decision 035). */
  async function foldBatch(c: pg.Client): Promise<number> {
    const { rows } = await c.query<{ n: number }>('select fold_counter_deltas($1) as n', [BATCH]);
    return Number(rows[0]?.n ?? 0);
  }

  async function fold(): Promise<void> {
    try {
      const c = await connection();
      while ((await foldBatch(c)) === BATCH);
    } catch (err) {
      // The writes themselves are committed: the counters catch up at the next fold.
      onError(err);
    }
  }

  function settle(): Promise<void> {
    if (closed) return Promise.resolve();
    if (!running) {
      running = fold().finally(() => {
        running = null;
      });
      return running;
    }
    // A fold already under way may have read the deltas before this caller's commit: run one more.
    next ??= running.then(() => {
      next = null;
      return settle();
    });
    return next;
  }

  return {
    settle,
    start() {
      if (timer || closed) return;
      void settle();
      timer = setInterval(() => void settle(), SWEEP_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      // A folder that never folded (a migration, a backup) has nothing of its own to fold.
      if (timer || client) await settle();
      closed = true;
      const c = client;
      client = null;
      if (c) await (await c.catch(() => null))?.end().catch(() => {});
    },
  };
}

/*
 * A commit waiting for its fold keeps its pooled connection meanwhile: with ten connections, a viral
 * post's likes were held to ten per fold. Within a scope (one HTTP request, platform/http-folds.ts)
 * the commit returns at once, its connection goes back to the pool, and the fold is kept for the
 * scope to await before it answers: the member still reads their write in the columns.
 */
const scopes = new AsyncLocalStorage<Promise<void>[]>();

/** Runs `fn` in a scope whose commits leave the folds they need in `folds`, for the caller to await. */
export function deferringFolds<T>(folds: Promise<void>[], fn: () => T): T {
  return scopes.run(folds, fn);
}

/** After a commit that appended deltas: its fold, left to the scope when there is one, else awaited. */
export async function foldAfterCommit(settle: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope) scope.push(settle());
  else await settle();
}

/**
 * The pool Kysely is given: its clients fold the counters after a commit that appended deltas (or
 * after such a statement outside a transaction), so the transaction returns with the columns moved,
 * or, in a scope of `deferringFolds`, leave the fold for the scope to await.
 */
export function settlingPool(pool: Pool, folder: CounterFolder): Pool {
  return wrapPoolQueries(pool, (query) => {
    let inTransaction = false;
    let appended = false;
    const settled = (pending: Promise<unknown>) =>
      pending.then(async (res) => {
        await foldAfterCommit(() => folder.settle());
        return res;
      });
    return (...args: unknown[]) => {
      const text = args[0];
      if (typeof text !== 'string') return query(...args);
      const head = text.slice(0, 20).toLowerCase();
      if (head.startsWith('rollback to')) return query(...args);
      if (head.startsWith('begin') || head.startsWith('start transaction') || head.startsWith('rollback')) {
        inTransaction = !head.startsWith('rollback');
        appended = false;
        return query(...args);
      }
      if (head.startsWith('commit')) {
        const mustSettle = appended;
        inTransaction = false;
        appended = false;
        return mustSettle ? settled(query(...args)) : query(...args);
      }
      if (!text.includes(DELTA_INSERT)) return query(...args);
      if (!inTransaction) return settled(query(...args));
      appended = true;
      return query(...args);
    };
  });
}
