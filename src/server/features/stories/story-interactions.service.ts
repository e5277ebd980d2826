// What a viewer does to a story: sees, likes, saves, shares or reposts it.
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { Story } from '../../../shared/stories';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { parseStoredMedia } from '../../platform/media/media';
import { audienceOf, reshareable } from '../content/visibility';
import * as q from './stories.queries';
import { storyMarks } from './stories.queries';
import { insertCapped, mustFindVisible, releaseMedia, type StoriesDeps } from './stories.service';
import { gatedStory, loadStories } from './story-views';

const t = ptBR.stories;

export async function markSeen(deps: StoriesDeps, viewerId: string, id: string) {
  await mustFindVisible(deps, viewerId, id);
  await storyMarks.addMark(deps.db, 'story_views', id, viewerId, deps.clock.now());
  return { seen: true as const };
}

/** Sets or clears one of the viewer's marks on a story they may see; answers the story's count after it. */
async function toggleOnVisible(
  deps: StoriesDeps,
  viewerId: string,
  id: string,
  mark: Parameters<typeof storyMarks.toggleMark>[1],
) {
  await mustFindVisible(deps, viewerId, id);
  return deps.db.transaction().execute((trx) => storyMarks.toggleMark(trx, mark, id, viewerId, deps.clock.now()));
}

export async function setLike(deps: StoriesDeps, viewerId: string, id: string, liked: boolean) {
  const mark = { table: 'story_likes', counter: 'likes_count', on: liked } as const;
  const { count } = await toggleOnVisible(deps, viewerId, id, mark);
  return { liked, likes: count };
}

export async function setBookmark(deps: StoriesDeps, viewerId: string, id: string, bookmarked: boolean) {
  const mark = { table: 'story_bookmarks', counter: 'bookmarks_count', on: bookmarked } as const;
  const { count } = await toggleOnVisible(deps, viewerId, id, mark);
  return { bookmarked, bookmarks: count };
}

/** Counted once per member, as a post's share is. */
export async function share(deps: StoriesDeps, viewerId: string, id: string) {
  const mark = { table: 'story_shares', counter: 'shares_count', on: true } as const;
  const { changed, count } = await toggleOnVisible(deps, viewerId, id, mark);
  return { shared: true as const, firstShare: changed, shares: count };
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
      await storyMarks.bumpCounter(trx, root.id, 'reposts_count', 1);
      return [root.id, out] as const;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'already_reposted', t.alreadyReposted);
    throw err;
  }
  await releaseMedia(deps, dropped);
  return {
    story: (await loadStories(deps, memberId, [newStoryId]))[0]!,
    reposts: await storyMarks.readCounter(deps.db, rootId, 'reposts_count'),
  };
}
