import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './api';

/** What a read of one path may add to its key and path: `select`, `enabled`, `staleTime`, polling. */
export type ApiQueryOptions<T, S = T> = Omit<UseQueryOptions<T, Error, S>, 'queryKey' | 'queryFn' | 'select'> & {
  select?: (data: T) => S;
};

/**
 * One resource read with a GET of `path` and cached under `queryKey`: the answer's type comes from the
 * type argument, or from the annotated `select` that picks a part of it. Lists read a page at a time
 * use useCursorList.
 */
export function useApiQuery<T, S = T>(queryKey: readonly unknown[], path: string, options: ApiQueryOptions<T, S> = {}) {
  return useQuery({ queryKey, queryFn: ({ signal }) => api.get<T>(path, signal), ...options });
}
