import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../platform/clock';
import type { Storage } from '../platform/storage';

/** What every part of the demo seed writes with. */
export interface SeedDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
  /**
   * Ready-made stand-ins instead of drawn artwork and clips: real files of the same kind and size,
   * made in a fraction of the time. For the tests, which need the demo's rows, not its pictures.
   */
  readyMadeMedia?: boolean;
}
