import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  STORY_MAX_PER_AUTHOR,
  STORY_TTL_MS,
  STRIP_MAX_AUTHORS,
  type Story,
  type StoryGroup,
} from '../../../shared/stories';
import { VIDEO_LIMITS } from '../../../shared/video-rules';
import type { Database } from '../../db/schema';
import { isUniqueViolation, toBool } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { processImage } from '../../platform/media/image';
import {
  parseStoredMedia,
  removeMedia,
  storedImage,
  storedVideo,
  type StoredMedia,
  type StoredUpload,
} from '../../platform/media/media';
import type { ReceivedUpload } from '../../platform/media/upload';
import { processVideo } from '../../platform/media/video';
import { needsWebCopy } from '../../platform/media/web-copy';
import type { Storage } from '../../platform/storage';
import * as q from './stories.queries';
import { audienceOf, reshareable } from '../posts/content-visibility';
import { gatedStory, loadStories, storyRootId, storyVisibleTo } from './story-views';
import type { ReadCache } from '../../platform/read-cache';

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

/**
 * Stores a story's (or a highlight's) picture or video through the media pipeline (metadata
 * stripped, web renditions, within the kind's limits); see story-web-copy.ts.
 */
export async function storeStoryUpload(
  deps: Pick<StoriesDeps, 'storage'>,
  upload: ReceivedUpload,
  alt?: string,
  kind: 'story' | 'highlight' = 'story',
): Promise<StoredUpload> {
  if (upload.kind === 'image')
    return {
      media: storedImage(await processImage(deps.storage, upload.file, { prefix: 'stories' }), alt),
      webCopy: false,
    };
  const video = await processVideo(deps.storage, upload.file, upload.mime, {
    prefix: 'stories',
    limits: VIDEO_LIMITS[kind],
  });
  return { media: storedVideo(video, alt), webCopy: needsWebCopy(video.probe) };
}

interface NewStory {
  author: { userId: string } | { brandId: string };
  media: StoredMedia;
  title?: string | null | undefined;
  isPubli?: boolean;
  repostOf?: { id: string; authorName: string | null };
  createdAt: number;
}

/** Inserts a story and pushes out the author's oldest beyond the ten kept; answers what was pushed out. */
async function insertCapped(trx: Db, id: string, s: NewStory) {
  if ('userId' in s.author) await q.lockMember(trx, s.author.userId);
  await q.insertStory(trx, {
    id,
    author_user_id: 'userId' in s.author ? s.author.userId : null,
    brand_id: 'brandId' in s.author ? s.author.brandId : null,
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
  input: { media: StoredMedia; title?: string | undefined },
): Promise<Story> {
  const now = deps.clock.now();
  const id = newId('sty', now);
  const dropped = await deps.db
    .transaction()
    .execute((trx) =>
      insertCapped(trx, id, { author: { userId: memberId }, media: input.media, title: input.title, createdAt: now }),
    );
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
 * for their followers (content-visibility.ts).
 */
async function mustFindVisible(deps: StoriesDeps, viewerId: string, id: string): Promise<q.StoryRow> {
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

export async function markSeen(deps: StoriesDeps, viewerId: string, id: string) {
  await mustFindVisible(deps, viewerId, id);
  await q.addStoryMark(deps.db, 'story_views', id, viewerId, deps.clock.now());
  return { seen: true as const };
}

export async function setLike(deps: StoriesDeps, viewerId: string, id: string, liked: boolean) {
  await mustFindVisible(deps, viewerId, id);
  const likes = await deps.db.transaction().execute(async (trx) => {
    if (liked && (await q.addStoryMark(trx, 'story_likes', id, viewerId, deps.clock.now())))
      await q.bumpStoryCounter(trx, id, 'likes_count', 1);
    else if (!liked && (await q.removeStoryMark(trx, 'story_likes', id, viewerId)))
      await q.bumpStoryCounter(trx, id, 'likes_count', -1);
    return q.readStoryCounter(trx, id, 'likes_count');
  });
  return { liked, likes };
}

export async function setBookmark(deps: StoriesDeps, viewerId: string, id: string, bookmarked: boolean) {
  await mustFindVisible(deps, viewerId, id);
  const bookmarks = await deps.db.transaction().execute(async (trx) => {
    if (bookmarked && (await q.addStoryMark(trx, 'story_bookmarks', id, viewerId, deps.clock.now())))
      await q.bumpStoryCounter(trx, id, 'bookmarks_count', 1);
    else if (!bookmarked && (await q.removeStoryMark(trx, 'story_bookmarks', id, viewerId)))
      await q.bumpStoryCounter(trx, id, 'bookmarks_count', -1);
    return q.readStoryCounter(trx, id, 'bookmarks_count');
  });
  return { bookmarked, bookmarks };
}

/** Counted once per member, as a post's share is. */
export async function share(deps: StoriesDeps, viewerId: string, id: string) {
  await mustFindVisible(deps, viewerId, id);
  return deps.db.transaction().execute(async (trx) => {
    const firstShare = await q.addStoryMark(trx, 'story_shares', id, viewerId, deps.clock.now());
    if (firstShare) await q.bumpStoryCounter(trx, id, 'shares_count', 1);
    return { shared: true as const, firstShare, shares: await q.readStoryCounter(trx, id, 'shares_count') };
  });
}

/** Reposts a story's original into the member's own stories, once per member, marked with its author. */
export async function repost(
  deps: StoriesDeps,
  memberId: string,
  id: string,
): Promise<{ story: Story; reposts: number }> {
  const target = await mustFindVisible(deps, memberId, id);
  const now = deps.clock.now();
  const newStoryId = newId('sty', now);
  let rootId: string;
  let dropped: { id: string; media: string; media_key: string }[];
  try {
    [rootId, dropped] = await deps.db.transaction().execute(async (trx) => {
      const root = (target.original_story_id && (await q.findStory(trx, target.original_story_id))) || target;
      if (root.author_user_id === memberId) throw new AppError(400, 'cannot_repost_own', t.cannotRepostOwn);
      // What a private account shares with its followers is never reshared to others.
      if (!reshareable(await audienceOf(trx, memberId, [root.author_user_id]), gatedStory(target)))
        throw new AppError(403, 'private_not_reshareable', t.privateNotReshareable);
      if (await q.findStoryRepost(trx, root.id, memberId))
        throw new AppError(409, 'already_reposted', t.alreadyReposted);
      const [rootRow] = await q.storyRowsByIds(trx, [root.id]);
      const authorName = rootRow?.brand_name ?? rootRow?.author_name ?? null;
      const out = await insertCapped(trx, newStoryId, {
        author: { userId: memberId },
        media: parseStoredMedia(root.media)!,
        title: root.title,
        repostOf: { id: root.id, authorName },
        createdAt: now,
      });
      await q.bumpStoryCounter(trx, root.id, 'reposts_count', 1);
      return [root.id, out] as const;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'already_reposted', t.alreadyReposted);
    throw err;
  }
  await releaseMedia(deps, dropped);
  return {
    story: (await loadStories(deps, memberId, [newStoryId]))[0]!,
    reposts: await q.readStoryCounter(deps.db, rootId, 'reposts_count'),
  };
}

/** Deletes a member's own story with the reposts of it (they copy what its author took back). */
export async function deleteStory(deps: StoriesDeps, memberId: string, id: string): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const story = await findOwnStory(trx, memberId, id);
    const reposts = await q.repostsOfStory(trx, id);
    if (story.original_story_id) await q.bumpStoryCounter(trx, story.original_story_id, 'reposts_count', -1);
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
): Promise<Story[]> {
  const rows = await q.newestPublicStoryIds(deps.db, liveSince(deps.clock.now()), limit);
  return loadStories(
    deps,
    viewerId,
    rows.map((r) => r.id),
  );
}

export { storyRootId };
