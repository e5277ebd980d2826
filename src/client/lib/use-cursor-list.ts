import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from './api';

/** A page of any list the server pages with a cursor: `nextCursor` is null on the last one. */
export interface CursorPage {
  nextCursor: string | null;
}

export interface CursorListOptions<T> {
  enabled?: boolean;
  staleTime?: number;
  /** Pages already in hand (the first page arriving with another answer). */
  initialData?: InfiniteData<T, string>;
}

/**
 * A list read a page at a time: the first page has no cursor, each next one takes the cursor the
 * previous page answered, and the list ends when that is null.
 */
export function useCursorList<T extends CursorPage>(
  queryKey: readonly unknown[],
  path: (cursor: string) => string,
  options: CursorListOptions<T> = {},
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => api.get<T>(path(pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...options,
  });
}
