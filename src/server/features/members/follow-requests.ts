import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as q from './follow-requests.queries';

/** A follow waiting for a private account's approval, as the follow button leaves it. */

export async function requestFollow(db: Kysely<Database>, requesterId: string, ownerId: string, now: number) {
  await q.insertFollowRequest(db, ownerId, requesterId, now);
}

/** Withdraws a request (the requester changed their mind); true when there was one. */
export function cancelFollowRequest(db: Kysely<Database>, requesterId: string, ownerId: string) {
  return q.deleteFollowRequest(db, ownerId, requesterId);
}

export async function hasPendingFollowRequest(db: Kysely<Database>, requesterId: string, ownerId: string) {
  return Boolean(await q.findFollowRequest(db, ownerId, requesterId));
}
