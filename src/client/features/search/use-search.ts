import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PostsPage } from '@shared/posts';
import type { SearchResults, Suggestion } from '@shared/search';
import { postKeys } from '@client/features/posts/use-posts';
import { api } from '@client/lib/api';

export const searchKeys = {
  all: ['search'] as const,
  suggest: (q: string) => [...searchKeys.all, 'suggest', q] as const,
  results: (q: string) => [...searchKeys.all, 'results', q] as const,
};

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useSuggestionsQuery(q: string) {
  return useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) =>
      api.get<{ suggestions: Suggestion[] }>(`/api/search/suggest?q=${encodeURIComponent(q)}`, signal),
    select: (data) => data.suggestions,
    enabled: q.length > 0,
    staleTime: 30_000,
    // The list stays while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useSearchQuery(q: string) {
  return useQuery({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => api.get<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`, signal),
    enabled: q.length > 0,
  });
}

/** The matching posts, a page at a time; the first page comes with the results. */
export function useSearchPostsQuery(q: string, first: PostsPage) {
  return useInfiniteQuery({
    // Under ['posts'], so a like on a card here updates the same post everywhere.
    queryKey: [...postKeys.all, 'search', q],
    initialPageParam: '',
    initialData: { pages: [first], pageParams: [''] },
    staleTime: 60_000,
    queryFn: ({ pageParam, signal }) =>
      api.get<PostsPage>(
        `/api/search/posts?q=${encodeURIComponent(q)}&limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
