import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';

export function listSessions(db: Kysely<Database>, userId: string, now: number, limit: number, after?: Keyset) {
  const q = db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now);
  return newestFirstPage(q, limit + 1, after).execute();
}

export async function deleteSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
