import type { FeedPage } from '@shared/feed';
import { feedPath } from '@shared/first-load';
import { useCursorList } from '@client/lib/use-cursor-list';
import { postKeys } from '@client/features/posts/use-posts';

/** The member's feed, in the server's order, a page at a time. */
export function useFeedQuery() {
  return useCursorList<FeedPage>(postKeys.feed(), feedPath);
}
