import type { Post } from '../../../shared/posts';
import { cacheTags } from '../../platform/cache-tags';
import { AppError } from '../../platform/errors';
import { getPrivacy } from '../settings/settings.service';
import { isFollowing } from '../settings/settings.queries';
import { marksOf, rootIdOf, toPost } from './post-views';
import type { PostsDeps } from './posts.service';
import * as q from './posts.queries';

/**
 * The post page as JSON text. A post is opened by many members: its row (text, counters, author)
 * and its author's privacy are kept in the read cache once for all of them, and only what is the
 * viewer's own — may they see it — is read per request. What they did to it is kept per viewer
 * and post, until their next write.
 */
export async function getPostText(deps: PostsDeps, viewerId: string, id: string): Promise<string> {
  const row = await deps.cache.get(`post-row:${id}`, async () => {
    const [found] = await q.postRowsByIds(deps.db, [id]);
    const tags = [cacheTags.post(id)];
    if (found?.original_post_id) tags.push(cacheTags.post(found.original_post_id));
    if (found?.author_user_id) tags.push(cacheTags.member(found.author_user_id));
    // Nothing is kept for an unknown id: anyone can ask for made-up ones.
    return { value: found ?? null, tags, keep: found !== undefined };
  });
  if (!row) throw new AppError(404, 'not_found');
  const authorId = row.author_user_id;
  if (authorId && authorId !== viewerId) {
    const isPrivate = await deps.cache.get(`private:${authorId}`, async () => ({
      value: (await getPrivacy(deps.db, authorId)).privateAccount,
      tags: [cacheTags.member(authorId)],
    }));
    // A private account's posts are for its approved followers only (privacy.service's rule).
    if (isPrivate && !(await isFollowing(deps.db, viewerId, authorId))) throw new AppError(403, 'private_account');
  }
  // The viewer's own likes, saves, shares and reposts change only by their own writes (the viewer tag).
  // Kept as text ('like:ID bookmark:ID'): the cache counts text by its length.
  const marked = await deps.cache.get(`post-marks:${viewerId}:${row.id}`, async () => ({
    value: [...(await marksOf(deps, viewerId, [row.id], [rootIdOf(row)]))].join(' '),
    tags: [cacheTags.viewer(viewerId)],
  }));
  const marks = new Set(marked ? marked.split(' ') : []);
  const reply: { post: Post } = { post: toPost(deps, row, viewerId, marks) };
  return JSON.stringify(reply);
}
