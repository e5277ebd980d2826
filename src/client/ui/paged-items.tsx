import type { ReactNode } from 'react';
import { LoadMore, type LoadMoreProps, type PagedList } from './load-more';
import { QueryError } from './query-error';

/** The part of a paged list's query (pages of `items`, as `useCursorList` reads them) that the view reads. */
export interface PagedItemsQuery<T> extends PagedList {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface PagedItemsProps<T> {
  list: PagedItemsQuery<T>;
  /** Drawn in the shape of the rows while the first page loads. */
  loading: ReactNode;
  /** What an empty list says; without it an empty list is drawn as its (no) rows. */
  empty?: ReactNode;
  errorClassName?: string;
  /** How 'Carregar mais' sits under the rows. */
  more?: Omit<LoadMoreProps, 'list'>;
  /** The rows of every page loaded so far. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A paged list's states in one place: a failure with a retry, its loading shape, its empty words, then
 * the rows of every page so far and 'Carregar mais' while there are more.
 */
export function PagedItems<T>({ list, loading, empty, errorClassName, more, children }: PagedItemsProps<T>) {
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  let body: ReactNode;
  if (list.isError) {
    body = <QueryError className={errorClassName} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = loading;
  } else {
    body = items.length === 0 && empty !== undefined ? empty : children(items);
  }
  return (
    <>
      {body}
      <LoadMore list={list} {...more} />
    </>
  );
}
