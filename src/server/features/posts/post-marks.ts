// A member's save and share of a post: a mark and its counter, judged from the read cache first.
import { onPostgres } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import { writeOnSeenPost } from './post-page';
import { engagementTags } from './post-counters';
import type { PostsDeps } from './posts.service';
import * as q from './posts.queries';

export async function setBookmark(deps: PostsDeps, memberId: string, id: string, bookmarked: boolean) {
  // Judged from the read cache before the write, as a like is (decision 049).
  const bookmarks = await writeOnSeenPost(deps, memberId, id, async () => {
    const mark = { table: 'post_bookmarks', counter: 'bookmarks_count', on: bookmarked } as const;
    return (await toggleMarkAtomically(deps, mark, id, memberId)).count;
  });
  deps.cache.invalidate(cacheTags.engagement(id), cacheTags.marks(memberId, id));
  return { bookmarked, bookmarks };
}

/** A share is counted once per member: the spec's shared set only grows. */
export async function share(deps: PostsDeps, memberId: string, id: string) {
  let segment: string | null = null;
  const result = await writeOnSeenPost(deps, memberId, id, async (post) => {
    segment = post.segment_id;
    const mark = { table: 'post_shares', counter: 'shares_count', on: true } as const;
    const { changed, count } = await toggleMarkAtomically(deps, mark, id, memberId);
    return { shared: true as const, firstShare: changed, shares: count };
  });
  deps.cache.invalidate(...engagementTags(id, memberId, segment));
  return result;
}

/** A mark and its counter together: one statement on PostgreSQL, a transaction of SQLite's group commit. */
function toggleMarkAtomically(deps: PostsDeps, mark: Parameters<typeof q.toggleMark>[1], id: string, memberId: string) {
  const now = deps.clock.now();
  if (onPostgres(deps.db)) return q.toggleMark(deps.db, mark, id, memberId, now);
  return deps.db.transaction().execute((trx) => q.toggleMark(trx, mark, id, memberId, now));
}
