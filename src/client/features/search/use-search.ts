import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PostsPage } from '@shared/posts';
import { searchPaths } from '@shared/api-paths';
import type { SearchResults, Suggestions } from '@shared/search';
import { postKeys } from '@client/features/posts/use-posts';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';

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
  return useApiQuery(searchKeys.suggest(q), searchPaths.suggest(q), {
    select: (data: Suggestions) => data.suggestions,
    enabled: q.length > 0,
    staleTime: 30_000,
    // The list stays while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useSearchQuery(q: string) {
  return useApiQuery<SearchResults>(searchKeys.results(q), searchPaths.results(q), {
    enabled: q.length > 0,
  });
}

/** The matching posts, a page at a time; the first page comes with the results. */
export function useSearchPostsQuery(q: string, first: PostsPage) {
  // Under ['posts'], so a like on a card here updates the same post everywhere.
  return useCursorList<PostsPage>([...postKeys.all, 'search', q], (cursor) => searchPaths.posts(q, cursor), {
    initialData: { pages: [first], pageParams: [''] },
    staleTime: 60_000,
  });
}
