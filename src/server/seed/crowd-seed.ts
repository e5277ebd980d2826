import crypto from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { newPostRow } from '../features/posts/post-row';
import { newId } from '../platform/ids';
import { brandComments, crowdNames, memberComments } from './crowd-data';
import { memberRow } from './member-row';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** The referral codes of crowd members start with this, so later seeds can find them. */
export const CROWD_CODE_PREFIX = 'BSMEMB';

/** A deterministic fraction in [0, 1) for a seed string: every install draws the same crowd. */
export function draw(seed: string): number {
  return crypto.createHash('md5').update(seed).digest().readUInt32LE(0) / 2 ** 32;
}

/** The crowd's member ids, in the order they were seeded. */
export async function crowdIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', 'like', `${CROWD_CODE_PREFIX}%`)
    .orderBy('referral_code')
    .execute();
  return rows.map((r) => r.id);
}

/** Inserts rows a few hundred at a time: one statement each, well under both dialects' parameter limits. */
export async function insertMany<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Kysely cannot narrow a table name given as a type parameter; the rows are checked above.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

export interface CrowdPost {
  id: string;
  /** A stable name for the post (not its id, which carries the seeding time). */
  seed: string;
  at: number;
  /** 0 to 1: how much the crowd cares for it. */
  appeal: number;
  brandId: string | null;
}

export interface CrowdPlan {
  now: number;
  demoId: string;
  /** The sample members who already have posts and a story in the demo. */
  sampleIds: string[];
  brandIds: string[];
  brandSegment: Map<string, string>;
  /** Brand posts and sample members' posts; the demo member's own posts stay as the notifications tell. */
  posts: CrowdPost[];
}

/**
 * Thirty-six sample members who like, comment, share, save, repost and follow, so the demo's
 * numbers come from rows. Counters are left to `recountAll`.
 */
export async function seedCrowd(trx: Transaction<Database>, plan: CrowdPlan): Promise<void> {
  const { now } = plan;
  const ids = crowdNames.map((_, i) => newId('usr', now - (60 - i) * DAY));
  await insertMany(
    trx,
    'users',
    crowdNames.map((name, i) =>
      memberRow({
        id: ids[i]!,
        name,
        email: `${name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/\s+/g, '.')}@exemplo.com.br`,
        // Not a hash of anything: sample members cannot log in.
        passwordHash: '!',
        referralCode: `${CROWD_CODE_PREFIX}${String(i).padStart(4, '0')}`,
        at: now - (60 - i) * DAY,
      }),
    ),
  );

  const likes: Insertable<Database['post_likes']>[] = [];
  const shares: Insertable<Database['post_shares']>[] = [];
  const bookmarks: Insertable<Database['post_bookmarks']>[] = [];
  const comments: Insertable<Database['comments']>[] = [];
  for (const post of plan.posts) {
    const age = Math.max(now - post.at, 10 * MIN);
    // A moment after the post and before now, the same on every install.
    const when = (key: string) => post.at + Math.floor(draw(key) * age * 0.9) + MIN;
    for (const [i, userId] of ids.entries()) {
      const key = `${post.seed}:${i}`;
      if (draw(`${key}:like`) < post.appeal) likes.push({ post_id: post.id, user_id: userId, created_at: when(key) });
      if (draw(`${key}:share`) < post.appeal * 0.3)
        shares.push({ post_id: post.id, user_id: userId, created_at: when(`${key}s`) });
      if (draw(`${key}:save`) < post.appeal * 0.4)
        bookmarks.push({ post_id: post.id, user_id: userId, created_at: when(`${key}b`) });
    }
    const pool = post.brandId ? brandComments : memberComments;
    const count = Math.round(post.appeal * (post.brandId ? 12 : 3) + draw(`${post.seed}:comments`) * 2);
    const start = Math.floor(draw(`${post.seed}:who`) * ids.length);
    for (let k = 0; k < count; k++) {
      const at = when(`${post.seed}:c${k}`);
      comments.push({
        id: newId('cmt', at),
        post_id: post.id,
        user_id: ids[(start + k * 7) % ids.length]!,
        text: pool[(start + k * 5) % pool.length]!,
        created_at: at,
      });
    }
  }
  await insertMany(trx, 'post_likes', likes);
  await insertMany(trx, 'post_shares', shares);
  await insertMany(trx, 'post_bookmarks', bookmarks);
  await insertMany(trx, 'comments', comments);
  await seedReposts(trx, plan, ids);
  await seedFollows(trx, plan, ids);
}

/** Three members repost the posts the crowd likes most. */
async function seedReposts(trx: Transaction<Database>, plan: CrowdPlan, ids: string[]) {
  const top = plan.posts
    .filter((p) => p.brandId)
    .sort((a, b) => b.appeal - a.appeal)
    .slice(0, 3);
  for (const [k, post] of top.entries()) {
    const original = await trx.selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    const brand = await trx.selectFrom('brands').select('name').where('id', '=', post.brandId!).executeTakeFirst();
    const at = post.at + (k + 1) * 20 * MIN;
    await trx
      .insertInto('posts')
      .values(
        newPostRow({
          id: newId('pst', at),
          authorId: ids[(k * 11 + 4) % ids.length]!,
          content: original.content,
          mediaKind: original.media_kind,
          media: original.media,
          repostOf: { id: original.id, authorName: brand?.name ?? null },
          at,
        }),
      )
      .execute();
  }
}

async function seedFollows(trx: Transaction<Database>, plan: CrowdPlan, ids: string[]) {
  const { now } = plan;
  const brandFollows: Insertable<Database['brand_follows']>[] = [];
  const segmentFollows = new Map<string, Insertable<Database['segment_follows']>>();
  const memberFollows: Insertable<Database['member_follows']>[] = [];
  for (const [i, userId] of ids.entries()) {
    const at = now - (40 - (i % 30)) * DAY;
    for (const brandId of plan.brandIds) {
      if (draw(`${i}:brand:${brandId}`) >= 0.3) continue;
      brandFollows.push({ user_id: userId, brand_id: brandId, created_at: at });
      const segmentId = plan.brandSegment.get(brandId);
      if (segmentId)
        segmentFollows.set(`${userId}:${segmentId}`, { user_id: userId, segment_id: segmentId, created_at: at });
    }
    const followees = [
      ...(draw(`${i}:demo`) < 0.5 ? [plan.demoId] : []),
      ...plan.sampleIds.filter((id, k) => draw(`${i}:sample:${k}`) < 0.3),
      ids[(i + 1) % ids.length]!,
      ids[(i + 5) % ids.length]!,
    ];
    for (const followee of followees)
      memberFollows.push({ follower_id: userId, followee_id: followee, created_at: at });
  }
  await insertMany(trx, 'brand_follows', brandFollows);
  await insertMany(trx, 'segment_follows', [...segmentFollows.values()]);
  await insertMany(trx, 'member_follows', memberFollows);
}
