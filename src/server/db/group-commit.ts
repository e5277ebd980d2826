import { performance as nodePerformance, type EventLoopUtilization } from 'node:perf_hooks';
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import { isRead, runnerOf, type Runner } from './sqlite-runner';
import { Turn } from './writer-turn';

/**
 * SQLite with group commit (decision 031). With `synchronous = FULL` every COMMIT waits for the disk,
 * and a disk takes about a millisecond per flush whatever the size of the write: one commit per like
 * caps the whole server near a thousand writes a second. Here every transaction runs in a savepoint
 * of one shared transaction; the shared one commits as soon as no writer is queued, but while writes
 * keep coming no sooner than a few milliseconds after the last commit (decision 038), and each write
 * is answered only after that commit is on disk. A transaction that fails rolls back to its own
 * savepoint, so its neighbours keep their work and it answers exactly as it would have alone.
 *
 * Reads outside a transaction go to a second connection: in WAL mode it sees only committed data, so
 * nothing a reader is shown can still be lost, and reads no longer queue behind a transaction that is
 * waiting on its own awaits. An in-memory database has one connection only, so there reads take the
 * writer's turn as before.
 */

/** How long a shared transaction may gather transactions, and how many, before it commits at once. */
export interface GroupCommitOptions {
  maxWaitMs?: number;
  maxMembers?: number;
  /**
   * While writes keep coming, how long after the last commit ended the next may start. A commit holds
   * the event loop for its flush, about a millisecond whatever its size: under load, fewer and fuller
   * commits leave the loop more time for the requests. After a quiet spell, or when the last commit
   * held one write only (writes one after another, with nothing to gather), a write commits at once;
   * within the gap, as soon as the loop has gone idle for a millisecond (decision 050).
   */
  minGapMs?: number;
}

const MEMBER_SAVEPOINT = 'gc_member';

/** How often a group waiting out its gap asks whether the event loop still has other work. */
const IDLE_PROBE_MS = 1;

/** The loop spent nearly all the time since `since` waiting for I/O: nothing else asked for it. */
function loopWasIdle(since: EventLoopUtilization): boolean {
  return nodePerformance.eventLoopUtilization(since).utilization < 0.2;
}

interface Batch {
  openedAt: number;
  members: number;
  done: Promise<void>;
  settle: (err?: unknown) => void;
}

class GroupCommitDriver implements Driver {
  readonly #turn = new Turn();
  readonly #writer: Runner;
  readonly #reader: Runner | undefined;
  readonly #close: () => void;
  readonly #maxWaitMs: number;
  readonly #maxMembers: number;
  readonly #minGapMs: number;
  #lastCommitEnd = -Infinity;
  #lastCommitMembers = 0;
  readonly #free: Handle[] = [];
  #batch: Batch | undefined;
  #commitScheduled = false;

  constructor(writer: SqliteDatabase, reader: SqliteDatabase | undefined, opts: GroupCommitOptions) {
    this.#writer = runnerOf(writer);
    this.#reader = reader ? runnerOf(reader) : undefined;
    this.#close = () => {
      reader?.close();
      writer.close();
    };
    this.#maxWaitMs = opts.maxWaitMs ?? 10;
    this.#minGapMs = opts.minGapMs ?? 5;
    this.#maxMembers = opts.maxMembers ?? 256;
  }

  async init(): Promise<void> {}

  // Handles are reused: Kysely wraps each new connection object once (query logging) and keeps it.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#free.pop() ?? new Handle(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#free.push(connection as Handle);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    await this.#turn.take();
    try {
      this.#openBatch();
      // One name for every member: the turn is held from here to its release or rollback, so no two
      // are open at once, and a name of its own each time made three new texts per transaction,
      // each compiled and pushing a hot statement out of the statement cache.
      handle.savepoint = MEMBER_SAVEPOINT;
      this.#writer.run(CompiledQuery.raw(`savepoint ${handle.savepoint}`));
    } catch (err) {
      this.#turn.give();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    const name = handle.savepoint!;
    handle.savepoint = undefined;
    this.#writer.run(CompiledQuery.raw(`release ${name}`));
    await this.#leave();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    const name = handle.savepoint!;
    handle.savepoint = undefined;
    try {
      this.#writer.run(CompiledQuery.raw(`rollback to ${name}`));
      this.#writer.run(CompiledQuery.raw(`release ${name}`));
    } finally {
      // Nothing of it needs the disk; whoever else is in the batch still waits for its commit.
      this.#give();
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async destroy(): Promise<void> {
    await this.#turn.take();
    try {
      if (this.#batch) this.#commitBatch();
    } finally {
      this.#close();
    }
  }

  /** A statement of a transaction in progress: the writer's turn is already this handle's. */
  inTransaction(query: CompiledQuery): QueryResult<unknown> {
    return this.#writer.run(query);
  }

  /** A statement on its own: a read on the reader, a write in the shared transaction. */
  async alone(query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (isRead(query)) {
      if (this.#reader) return this.#reader.run(query);
      await this.#turn.take();
      try {
        return this.#writer.run(query);
      } finally {
        this.#give();
      }
    }
    await this.#turn.take();
    let result: QueryResult<unknown>;
    try {
      this.#openBatch();
      result = this.#writer.run(query);
    } catch (err) {
      this.#give();
      throw err;
    }
    await this.#leave();
    return result;
  }

  *stream(query: CompiledQuery): IterableIterator<{ rows: unknown[] }> {
    for (const row of (this.#reader ?? this.#writer).iterate(query)) yield { rows: [row] };
  }

  #openBatch(): void {
    if (this.#batch) return;
    this.#writer.run(CompiledQuery.raw('begin immediate'));
    let settle!: (err?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (err) => (err === undefined ? resolve() : reject(err as Error));
    });
    // Every member awaits `done`; this one keeps an unobserved failure from being reported twice.
    done.catch(() => undefined);
    this.#batch = { openedAt: performance.now(), members: 0, done, settle };
  }

  /** A member's work is in the shared transaction: hand the turn on and wait until it is on disk. */
  async #leave(): Promise<void> {
    const batch = this.#batch!;
    batch.members += 1;
    if (batch.members >= this.#maxMembers || performance.now() - batch.openedAt >= this.#maxWaitMs) this.#commitBatch();
    this.#give();
    await batch.done;
  }

  /**
   * Hands the writer's turn on, and has the shared transaction commit once the event loop has taken
   * in what else arrived: a write runs start to end in one turn of the loop, so the writes that came
   * in together (typically while the last commit waited on the disk) share the next commit; under
   * load, so do those of the next few milliseconds (`minGapMs`).
   */
  #give(): void {
    this.#turn.give();
    if (!this.#batch || this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => void this.#commitInTurn());
  }

  async #commitInTurn(since?: EventLoopUtilization): Promise<void> {
    // A gap only pays where writes overlap: a client writing one after another (a test, a script, a
    // member alone on a quiet server) would wait the whole gap on every write and gather nothing.
    const early = this.#lastCommitEnd + this.#minGapMs - performance.now();
    if (early > 0 && this.#batch && this.#lastCommitMembers > 1 && !(since && loopWasIdle(since))) {
      // The gap leaves the loop to other requests; when the loop has none (every client is waiting
      // for this commit), waiting longer gathers nothing, so it looks again every millisecond.
      const now = nodePerformance.eventLoopUtilization();
      setTimeout(() => void this.#commitInTurn(now), Math.min(early, IDLE_PROBE_MS));
      return;
    }
    await this.#turn.take();
    this.#commitScheduled = false;
    try {
      this.#commitBatch();
    } finally {
      this.#turn.give();
    }
  }

  #commitBatch(): void {
    const batch = this.#batch;
    if (!batch) return;
    this.#batch = undefined;
    try {
      this.#writer.run(CompiledQuery.raw('commit'));
      this.#lastCommitEnd = performance.now();
      this.#lastCommitMembers = batch.members;
      batch.settle();
    } catch (err) {
      // A failed COMMIT (a full disk, an I/O error) may leave the transaction open: nothing of it stands.
      try {
        this.#writer.run(CompiledQuery.raw('rollback'));
      } catch {
        // Already rolled back by SQLite itself.
      }
      batch.settle(err);
    }
  }
}

class Handle implements DatabaseConnection {
  savepoint: string | undefined;
  readonly #driver: GroupCommitDriver;

  constructor(driver: GroupCommitDriver) {
    this.#driver = driver;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.savepoint) return Promise.resolve(this.#driver.inTransaction(query) as QueryResult<R>);
    return this.#driver.alone(query) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const chunk of this.#driver.stream(query)) yield chunk as QueryResult<R>;
  }
}

/** Kysely's SQLite dialect (its compiler, adapter and introspector) over the group-commit driver. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #writer: SqliteDatabase;
  readonly #reader: SqliteDatabase | undefined;
  readonly #opts: GroupCommitOptions;

  constructor(writer: SqliteDatabase, reader: SqliteDatabase | undefined, opts: GroupCommitOptions = {}) {
    super({ database: writer });
    this.#writer = writer;
    this.#reader = reader;
    this.#opts = opts;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#writer, this.#reader, this.#opts);
  }
}
