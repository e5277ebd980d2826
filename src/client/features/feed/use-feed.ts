import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage } from '@shared/feed';
import { feedPath } from '@shared/first-load';
import { api } from '@client/lib/api';
import { postKeys } from '@client/features/posts/use-posts';

/** The member's feed, in the server's order, a page at a time. */
export function useFeedQuery() {
  return useInfiniteQuery({
    queryKey: postKeys.feed(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => api.get<FeedPage>(feedPath(pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
