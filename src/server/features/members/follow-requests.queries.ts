import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { Keyset } from '../../platform/pagination';

export function findFollowRequest(db: Kysely<Database>, ownerId: string, requesterId: string) {
  return db
    .selectFrom('follow_requests')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('requester_id', '=', requesterId)
    .executeTakeFirst();
}

export function insertFollowRequest(db: Kysely<Database>, ownerId: string, requesterId: string, now: number) {
  return db
    .insertInto('follow_requests')
    .values({ owner_id: ownerId, requester_id: requesterId, created_at: now })
    .onConflict((oc) => oc.columns(['owner_id', 'requester_id']).doNothing())
    .execute();
}

export async function deleteFollowRequest(
  db: Kysely<Database>,
  ownerId: string,
  requesterId: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom('follow_requests')
    .where('owner_id', '=', ownerId)
    .where('requester_id', '=', requesterId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function listFollowRequests(db: Kysely<Database>, ownerId: string, limit: number, after?: Keyset) {
  const q = db
    .selectFrom('follow_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requester_id')
    .select(['r.requester_id as id', 'r.created_at', 'u.name', 'u.avatar_url'])
    .where('r.owner_id', '=', ownerId);
  return newestFirstPage(q, limit + 1, after, 'r.created_at', 'r.requester_id').execute();
}

export function allFollowRequestsFor(db: Kysely<Database>, ownerId: string) {
  return db
    .selectFrom('follow_requests')
    .select(['requester_id', 'created_at'])
    .where('owner_id', '=', ownerId)
    .execute();
}
