import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  STORY_MAX_PER_AUTHOR,
  STORY_TTL_MS,
  STRIP_MAX_AUTHORS,
  type Story,
  type StoryGroup,
} from '../../../shared/stories';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { parseStoredMedia, removeMedia, type StoredMedia } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import * as q from './stories.queries';
import { loadStories, storyRootId, storyVisibleTo } from './story-views';
import type { ReadCache } from '../../platform/read-cache';
import { auditRemoval, mayManage, memberPublisher, type Publisher } from '../content/publisher';
import { checkProductTags, writeProductTags } from '../content/product-tags';
import type { ProductTagInput } from '../../../shared/product-tags';

const t = ptBR.stories;

export interface StoriesDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  cache: ReadCache;
}

type Db = Kysely<Database>;

const liveSince = (now: number) => now - STORY_TTL_MS;
const isLive = (row: { created_at: number }, now: number) => row.created_at > liveSince(now);
const gone = () => new AppError(404, 'not_found', t.gone);

/** The key that tells whether a media item's files are still used (its widest rendition). */
export const mediaKeyOf = (media: StoredMedia) => media.renditions[0]?.key ?? media.video?.key ?? '';

/** Removes the files of media no story or highlight uses any more; call after the rows are gone. */
export async function releaseMedia(
  deps: Pick<StoriesDeps, 'db' | 'storage'>,
  items: { media: string; media_key: string }[],
) {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.media_key)) continue;
    seen.add(item.media_key);
    if (!(await q.mediaInUse(deps.db, item.media_key))) await removeMedia(deps.storage, parseStoredMedia(item.media));
  }
}

interface NewStory {
  author: { userId: string } | { brandId: string; publishedBy?: string | null };
  media: StoredMedia;
  title?: string | null | undefined;
  isPubli?: boolean;
  repostOf?: { id: string; authorName: string | null };
  createdAt: number;
}

/** Inserts a story and pushes out the author's oldest beyond the ten kept; answers what was pushed out. */
export async function insertCapped(trx: Db, id: string, s: NewStory) {
  if ('userId' in s.author) await q.lockMember(trx, s.author.userId);
  await q.insertStory(trx, {
    id,
    author_user_id: 'userId' in s.author ? s.author.userId : null,
    brand_id: 'brandId' in s.author ? s.author.brandId : null,
    published_by: 'brandId' in s.author ? (s.author.publishedBy ?? null) : null,
    title: s.title || null,
    media_kind: s.media.kind,
    media: JSON.stringify(s.media),
    media_key: mediaKeyOf(s.media),
    is_publi: s.isPubli ? 1 : 0,
    is_repost: s.repostOf ? 1 : 0,
    original_story_id: s.repostOf?.id ?? null,
    original_author_name: s.repostOf?.authorName ?? null,
    likes_count: 0,
    shares_count: 0,
    reposts_count: 0,
    bookmarks_count: 0,
    created_at: s.createdAt,
    expires_at: s.createdAt + STORY_TTL_MS,
  });
  const dropped = await q.storiesBeyond(trx, s.author, STORY_MAX_PER_AUTHOR);
  await q.deleteStories(
    trx,
    dropped.map((d) => d.id),
  );
  return dropped;
}

export async function createStory(
  deps: StoriesDeps,
  memberId: string,
  input: { media: StoredMedia; title?: string | undefined; productTags?: ProductTagInput[] },
  publisher: Publisher = memberPublisher(memberId),
): Promise<Story> {
  const now = deps.clock.now();
  const id = newId('sty', now);
  const author = publisher.brand_id ? { brandId: publisher.brand_id, publishedBy: memberId } : { userId: memberId };
  const productTags = await checkProductTags(deps.db, publisher, input.productTags ?? [], {
    image: input.media.kind === 'image',
  });
  const dropped = await deps.db.transaction().execute(async (trx) => {
    const pushedOut = await insertCapped(trx, id, { author, media: input.media, title: input.title, createdAt: now });
    await writeProductTags(trx, { kind: 'story', id }, productTags, now);
    return pushedOut;
  });
  await releaseMedia(deps, dropped);
  return (await loadStories(deps, memberId, [id]))[0]!;
}

/** A brand's story (demo data and sponsored content); the same ten-story rule applies. */
export async function createBrandStory(
  deps: Pick<StoriesDeps, 'db' | 'storage'>,
  input: { brandId: string; media: StoredMedia; title?: string; isPubli?: boolean; createdAt: number },
): Promise<string> {
  const id = newId('sty', input.createdAt);
  const dropped = await deps.db.transaction().execute((trx) =>
    insertCapped(trx, id, {
      author: { brandId: input.brandId },
      media: input.media,
      title: input.title ?? null,
      isPubli: input.isPubli ?? false,
      createdAt: input.createdAt,
    }),
  );
  await releaseMedia(deps, dropped);
  return id;
}

/**
 * The strip: the member's own live stories first, then members and brands they follow, then the
 * other brands; unseen authors lead each group, sponsored ones lead among the other brands.
 */
export async function getStrip(deps: StoriesDeps, viewerId: string): Promise<StoryGroup[]> {
  const now = deps.clock.now();
  const rows = await q.stripRows(deps.db, viewerId, liveSince(now));
  if (rows.length === 0) return [];
  const followedBrands = await q.followedBrandIds(deps.db, viewerId);
  const byAuthor = new Map<string, q.StripRow[]>();
  for (const row of rows) {
    const key = row.brand_id ? `b:${row.brand_id}` : `m:${row.author_user_id}`;
    const list = byAuthor.get(key) ?? [];
    if (!list.some((r) => r.id === row.id)) list.push(row);
    byAuthor.set(key, list);
  }
  const ids = rows.map((r) => r.id);
  const stories = new Map((await loadStories(deps, viewerId, ids)).map((s) => [s.id, s]));
  const groups = [...byAuthor.values()].flatMap((list) => {
    const first = list[0]!;
    const items = list
      .sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1))
      .map((r) => stories.get(r.id))
      .filter((s): s is Story => Boolean(s));
    // Every story of this author may be a repost the viewer may not see (loadStories left it out).
    if (items.length === 0) return [];
    const tier = first.author_user_id === viewerId ? 0 : first.brand_id && !followedBrands.has(first.brand_id) ? 2 : 1;
    return [
      {
        tier,
        latest: Math.max(...list.map((r) => r.created_at)),
        group: {
          author: items[0]!.author,
          isMine: tier === 0,
          hasNew: items.some((s) => !s.seen),
          isPubli: list.some((r) => toBool(r.is_publi)),
          stories: items,
        },
      },
    ];
  });
  groups.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(b.group.hasNew) - Number(a.group.hasNew) ||
      (a.tier === 2 ? Number(b.group.isPubli) - Number(a.group.isPubli) : 0) ||
      b.latest - a.latest,
  );
  return groups.slice(0, STRIP_MAX_AUTHORS).map((g) => g.group);
}

/**
 * A story the viewer may act on: live, or their own; a private member's, and reposts of it, only
 * for their followers (content/visibility.ts).
 */
export async function mustFindVisible(deps: StoriesDeps, viewerId: string, id: string): Promise<q.StoryRow> {
  const [row] = await q.storyRowsByIds(deps.db, [id]);
  if (!row) throw gone();
  if (row.author_user_id !== viewerId && !isLive(row, deps.clock.now())) throw gone();
  if (!(await storyVisibleTo(deps.db, viewerId, row))) throw gone();
  return row;
}

export async function getStory(deps: StoriesDeps, viewerId: string, id: string): Promise<Story> {
  await mustFindVisible(deps, viewerId, id);
  const [story] = await loadStories(deps, viewerId, [id]);
  if (!story) throw gone();
  return story;
}

/** The member's kept stories (at most ten, live or expired), newest first. */
export async function listMyStories(deps: StoriesDeps, memberId: string): Promise<Story[]> {
  const rows = await q.memberStoryIds(deps.db, memberId, STORY_MAX_PER_AUTHOR);
  return loadStories(
    deps,
    memberId,
    rows.map((r) => r.id),
  );
}

/** A member's own story, live or not (what a highlight is made from). */
export async function findOwnStory(db: Db, memberId: string, id: string) {
  const row = await q.findStory(db, id);
  if (!row || row.author_user_id !== memberId) throw new AppError(404, 'not_found', t.gone);
  return row;
}

/**
 * Deletes a member's own story, or one of a brand they publish for (recorded in the audit log),
 * with the reposts of it (they copy what its author took back).
 */
export async function deleteStory(deps: StoriesDeps, memberId: string, id: string): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const story = await q.findStory(trx, id);
    if (!story || !(await mayManage(trx, memberId, story))) throw new AppError(404, 'not_found', t.gone);
    await auditRemoval(trx, memberId, { kind: 'story', row: story, text: story.title }, deps.clock.now());
    const reposts = await q.repostsOfStory(trx, id);
    if (story.original_story_id) await q.storyMarks.bumpCounter(trx, story.original_story_id, 'reposts_count', -1);
    await q.deleteStories(trx, [...reposts.map((r) => r.id), id]);
    return [...reposts, story];
  });
  await releaseMedia(deps, removed);
}

/** The newest live stories anyone may see, for explore. */
export async function newestPublicStories(
  deps: Omit<StoriesDeps, 'cache'>,
  viewerId: string,
  limit: number,
  hideMinorsAt: number | null = null,
): Promise<Story[]> {
  const rows = await q.newestPublicStoryIds(deps.db, liveSince(deps.clock.now()), limit, hideMinorsAt);
  return loadStories(
    deps,
    viewerId,
    rows.map((r) => r.id),
  );
}

export { storyRootId };
