import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage } from '@shared/feed';
import { api } from '@client/lib/api';
import { postKeys } from '@client/features/posts/use-posts';

const PAGE_SIZE = 10;

/** The member's feed, in the server's order, a page at a time. */
export function useFeedQuery() {
  return useInfiniteQuery({
    queryKey: postKeys.feed(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedPage>(
        `/api/feed?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
