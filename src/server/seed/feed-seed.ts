import crypto from 'node:crypto';
import { newPostRow } from '../features/posts/post-row';
import { groupKey } from '../features/notifications/notifications.service';
import { newId } from '../platform/ids';
import type { StoredMedia } from '../platform/media/media';
import type { NotificationType } from '../../shared/notifications';
import { brandData, DEMO_MEMBER } from './catalog-data';
import { seedCrowd, type CrowdPost } from './crowd-seed';
import { seedMedia } from './feed-seed-art';
import { memberRow } from './member-row';
import { recountAll } from './recount';
import { brandLines, demoPosts, sampleMembers, samplePosts } from './feed-seed-data';
import type { SeedDeps } from './seed-deps';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** A small deterministic spread of starting numbers, like the spec's sample likes. */
function spread(seed: string, min: number, max: number): number {
  return min + (crypto.createHash('md5').update(seed).digest().readUInt32LE(0) % (max - min + 1));
}

function postRow(values: {
  id: string;
  author?: string;
  brand?: string;
  segment?: string | null;
  content: string;
  media: StoredMedia;
  at: number;
}) {
  // The counters start at zero and are counted from the rows seeded below (recount.ts).
  return newPostRow({
    id: values.id,
    authorId: values.author,
    brandId: values.brand,
    segmentId: values.segment,
    content: values.content,
    mediaKind: values.media.kind,
    media: JSON.stringify(values.media),
    at: values.at,
  });
}

/**
 * The feed's demo content: the spec's four brand posts and more across the twelve brands, a few
 * sample members with posts, follows and interactions around the demo member, and the
 * notifications those interactions produce, and a crowd whose likes, comments, shares, saves,
 * reposts and follows make up every other number. Every counter is a count of its rows. Runs once,
 * after the demo member exists.
 */
export async function seedFeedDemo(deps: SeedDeps): Promise<void> {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'feed_demo_seeded')
    .executeTakeFirst();
  if (done) return;
  const demo = await deps.db.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER.email).executeTakeFirst();
  if (!demo) return;
  const now = deps.clock.now();
  const brandById = new Map(brandData.map((b) => [b.id, b]));

  // Pictures first: they are files, outside the transaction.
  const brandPosts: ReturnType<typeof postRow>[] = [];
  const crowdPosts: CrowdPost[] = [];
  for (const p of samplePosts) {
    const b = brandById.get(p.brand)!;
    const media = await seedMedia(deps, `sample-${p.brand}`, b.colors, p.alt, [1080, 1350]);
    const at = now - p.ago;
    brandPosts.push(
      postRow({
        id: newId('pst', at),
        brand: b.id,
        segment: b.segmentId,
        content: p.content,
        media,
        at,
      }),
    );
    crowdPosts.push({ id: brandPosts.at(-1)!.id, seed: `sample-${p.brand}`, at, appeal: p.appeal, brandId: b.id });
  }
  let slot = 0;
  for (const [brandId, lines] of Object.entries(brandLines)) {
    const b = brandById.get(brandId)!;
    for (const [i, content] of lines.entries()) {
      const seed = `${brandId}-${i}`;
      const at = now - DAY - (slot++ * 11 + spread(seed, 0, 9)) * HOUR;
      const media = await seedMedia(deps, seed, i ? [b.colors[1], b.colors[0]] : b.colors, `Publicação de ${b.name}`);
      brandPosts.push(
        postRow({
          id: newId('pst', at),
          brand: b.id,
          segment: b.segmentId,
          content,
          media,
          at,
        }),
      );
      crowdPosts.push({ id: brandPosts.at(-1)!.id, seed, at, appeal: spread(seed, 8, 55) / 100, brandId: b.id });
    }
  }
  const memberMedia = await Promise.all(
    sampleMembers.map((m, i) =>
      seedMedia(deps, `member-${i}`, brandData[(i * 5) % brandData.length]!.colors, `Publicação de ${m.name}`),
    ),
  );
  const demoMedia = await Promise.all(
    demoPosts.map((p, i) => seedMedia(deps, `demo-${i}`, p.colors, `Publicação de ${DEMO_MEMBER.name}`, [1080, 1350])),
  );

  await deps.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('app_meta').select('value').where('key', '=', 'feed_demo_seeded').executeTakeFirst())
      return;
    for (const row of brandPosts) await trx.insertInto('posts').values(row).execute();

    const people: string[] = [];
    for (const [i, m] of sampleMembers.entries()) {
      const id = newId('usr', now - (30 - i) * DAY);
      people.push(id);
      await trx
        .insertInto('users')
        .values(
          memberRow({
            id,
            name: m.name,
            email: `${m.name.toLowerCase().replace(/\s+/g, '.')}@exemplo.com.br`,
            bio: m.bio,
            // Not a hash of anything: sample members cannot log in.
            passwordHash: '!',
            referralCode: `BSSAMPL${String(i).padStart(3, '0')}`,
            at: now - 30 * DAY,
          }),
        )
        .execute();
      const at = now - (3 + i * 4) * HOUR;
      const postId = newId('pst', at);
      await trx
        .insertInto('posts')
        .values(postRow({ id: postId, author: id, content: m.post, media: memberMedia[i]!, at }))
        .execute();
      crowdPosts.push({ id: postId, seed: `member-${i}`, at, appeal: 0.2, brandId: null });
    }
    const [lucas, beatriz, rafael, camila, diego] = people as [string, string, string, string, string];

    const demoPostIds: string[] = [];
    for (const [i, p] of demoPosts.entries()) {
      const at = now - p.ago;
      const id = newId('pst', at);
      demoPostIds.push(id);
      await trx
        .insertInto('posts')
        .values(postRow({ id, author: demo.id, content: p.content, media: demoMedia[i]!, at }))
        .execute();
    }

    // The demo member follows three brands (and so their segments) and two members; three follow back.
    // Not the right panel's featured brand (the first one): its 'Seguir Marca' stays on offer.
    for (const brandId of ['urbana-moda', 'batida-sonora', 'maratona-series']) {
      await trx
        .insertInto('brand_follows')
        .values({ user_id: demo.id, brand_id: brandId, created_at: now - 20 * DAY })
        .execute();
      const segmentId = brandById.get(brandId)!.segmentId;
      await trx
        .insertInto('segment_follows')
        .values({ user_id: demo.id, segment_id: segmentId, created_at: now - 20 * DAY })
        .execute();
    }
    const follow = async (from: string, to: string, at: number) => {
      await trx.insertInto('member_follows').values({ follower_id: from, followee_id: to, created_at: at }).execute();
    };
    await follow(demo.id, lucas, now - 10 * DAY);
    await follow(demo.id, beatriz, now - 9 * DAY);

    const notifications: {
      type: NotificationType;
      actor: string;
      post?: string;
      text?: string;
      ago: number;
      read: boolean;
    }[] = [];
    const like = async (postId: string, userId: string, ago: number, read: boolean) => {
      await trx
        .insertInto('post_likes')
        .values({ post_id: postId, user_id: userId, created_at: now - ago })
        .execute();
      notifications.push({ type: 'like', actor: userId, post: postId, ago, read });
    };
    const comment = async (postId: string, userId: string, text: string, ago: number, read: boolean) => {
      await trx
        .insertInto('comments')
        .values({ id: newId('cmt', now - ago), post_id: postId, user_id: userId, text, created_at: now - ago })
        .execute();
      notifications.push({ type: 'comment', actor: userId, post: postId, text, ago, read });
    };
    const [first, second] = demoPostIds as [string, string];
    await like(first, lucas, 5 * MIN, false);
    await comment(first, beatriz, 'Que espaço lindo! Adorei as plantas. 😍', 20 * MIN, false);
    await follow(rafael, demo.id, now - 2 * HOUR);
    notifications.push({ type: 'follow', actor: rafael, ago: 2 * HOUR, read: false });
    const camilaPost = (
      await trx.selectFrom('posts').select('id').where('author_user_id', '=', camila).executeTakeFirstOrThrow()
    ).id;
    notifications.push({
      type: 'mention',
      actor: camila,
      post: camilaPost,
      text: sampleMembers[3]!.post,
      ago: (3 + 3 * 4) * HOUR,
      read: true,
    });
    await like(first, beatriz, DAY, true);
    await follow(camila, demo.id, now - 2 * DAY);
    notifications.push({ type: 'follow', actor: camila, ago: 2 * DAY, read: true });
    await like(second, camila, 3 * DAY, true);
    await comment(second, diego, 'Qual era o nome da feira? Quero ir na próxima!', 3 * DAY + HOUR, true);
    await follow(lucas, demo.id, now - 5 * DAY);
    notifications.push({ type: 'follow', actor: lucas, ago: 5 * DAY, read: true });

    for (const n of notifications) {
      const id = newId('ntf', now - n.ago);
      await trx
        .insertInto('notifications')
        .values({
          id,
          user_id: demo.id,
          type: n.type,
          actor_user_id: n.actor,
          post_id: n.post ?? null,
          text: n.text ?? null,
          group_key: groupKey(id, n.type, n.post ?? null),
          read_at: n.read ? now : null,
          created_at: now - n.ago,
        })
        .execute();
    }
    await seedCrowd(trx, {
      now,
      demoId: demo.id,
      sampleIds: people,
      brandIds: brandData.map((b) => b.id),
      brandSegment: new Map(brandData.map((b) => [b.id, b.segmentId])),
      posts: crowdPosts,
    });
    await recountAll(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: 'feed_demo_seeded', value: String(now) })
      .execute();
  });
}
