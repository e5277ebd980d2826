import type { Kysely } from 'kysely';
import type { Segment } from '../../../shared/catalog';
import type { PostsPage } from '../../../shared/posts';
import { SEGMENT_IMAGES, type SegmentCard, type SegmentDetail } from '../../../shared/segments';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hideMinorsFor } from '../../platform/minor-accounts';
import type { Storage } from '../../platform/storage';
import { decodeKeyset } from '../../platform/pagination';
import { postsPageOf } from '../posts/post-lists';
import * as q from './segments.queries';

export interface SegmentsDeps {
  db: Kysely<Database>;
  storage: Storage;
  /** Ages are counted on its day: an adult's segment page shows no minor's posts (decision 028). */
  clock: Clock;
}

type SegmentRow = Awaited<ReturnType<typeof q.segmentRows>>[number];

const toSegment = (r: SegmentRow): Segment => ({
  id: r.id as Segment['id'],
  label: r.label,
  icon: r.icon,
  color: r.color,
  followers: r.followers_count,
});

export async function listSegments(deps: Pick<SegmentsDeps, 'db'>, viewerId: string): Promise<SegmentCard[]> {
  const [rows, followed] = await Promise.all([q.segmentRows(deps.db), q.followedSegmentIds(deps.db, viewerId)]);
  return rows.map((r) => ({ ...toSegment(r), followedByMe: followed.has(r.id) }));
}

async function mustFindSegment(db: Kysely<Database>, id: string) {
  const row = await q.findSegment(db, id);
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** A segment with its sample images; an unknown id is a 404. */
export async function getSegment(deps: SegmentsDeps, viewerId: string, id: string): Promise<SegmentDetail> {
  const row = await mustFindSegment(deps.db, id);
  const [followed, images] = await Promise.all([
    q.followedSegmentIds(deps.db, viewerId),
    q.segmentImages(deps.db, id, SEGMENT_IMAGES),
  ]);
  return {
    segment: { ...toSegment(row), followedByMe: followed.has(row.id) },
    images: images.map((i) => ({
      id: i.id,
      src: deps.storage.url(i.image_key),
      width: i.width,
      height: i.height,
      color: i.color,
      alt: i.alt,
      likes: i.likes_count,
    })),
  };
}

export async function listSegmentPosts(
  deps: SegmentsDeps,
  viewerId: string,
  id: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<PostsPage> {
  await mustFindSegment(deps.db, id);
  const hideMinorsAt = await hideMinorsFor(deps.db, viewerId, deps.clock.now());
  const key = decodeKeyset(page.cursor);
  const rows = await q.segmentPostIds(deps.db, viewerId, id, key, page.limit + 1, hideMinorsAt);
  return postsPageOf(deps, viewerId, rows, page.limit);
}

/** The `limit` trending segments; segments with no content yet follow in catalogue order. */
export async function trendingSegments(deps: Pick<SegmentsDeps, 'db'>, limit: number): Promise<Segment[]> {
  const [trends, rows] = await Promise.all([q.trendingSegmentIds(deps.db, limit), q.segmentRows(deps.db)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ids = [...trends.filter((t) => t.score > 0).map((t) => t.segment_id), ...rows.map((r) => r.id)];
  return [...new Set(ids)].slice(0, limit).flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSegment(row)] : [];
  });
}
