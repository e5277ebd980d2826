import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PageCursor } from '../settings/page-cursor';
import type { AdCampaignsTable } from './ads.tables';

export function insertCampaign(db: Kysely<Database>, values: Insertable<AdCampaignsTable>) {
  return db.insertInto('ad_campaigns').values(values).execute();
}

export function findCampaign(db: Kysely<Database>, id: string) {
  return db.selectFrom('ad_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCampaigns(db: Kysely<Database>, userId: string, limit: number, after?: PageCursor) {
  let q = db.selectFrom('ad_campaigns').selectAll().where('user_id', '=', userId);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function endCampaign(db: Kysely<Database>, id: string, now: number) {
  return db
    .updateTable('ad_campaigns')
    .set({ status: 'ended', ends_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

export function allCampaignsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('ad_campaigns').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
}
