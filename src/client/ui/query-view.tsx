import type { ReactNode } from 'react';
import { isApiError } from '@client/lib/api';
import { QueryError } from './query-error';

/** The part of a query for one thing that the view reads. */
interface OneThingQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryViewProps<T> {
  query: OneThingQuery<T>;
  /** Drawn in the shape of the thing while it loads. */
  loading: ReactNode;
  /** The page's own words when the address names nothing (a 404). */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}

/** One thing loaded by its address: its loading shape, its 'not found', any other failure with a retry, then the thing. */
export function QueryView<T>({ query, loading, notFound, children }: QueryViewProps<T>) {
  if (query.isError) {
    return isApiError(query.error, 404) ? (
      notFound
    ) : (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending || query.data === undefined) return loading;
  return children(query.data);
}
