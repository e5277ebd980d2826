import type { ReactNode } from 'react';
import { QueryError } from './query-error';

/** The part of a query for a whole (unpaged) list that the view reads. */
interface WholeListQuery<T> {
  data: readonly T[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryListProps<T extends { id: string }> {
  query: WholeListQuery<T>;
  /** The list's classes, loading or loaded. */
  className: string;
  /** The grey stand-ins while it loads: how many, and what one of them looks like. */
  placeholders: { count: number; item: ReactNode; className?: string };
  /** The list's classes while it loads, when they differ from the loaded list's. */
  loadingClassName?: string;
  /** Only the first so many items. */
  limit?: number;
  /** What one item shows, inside its `<li>`. */
  children: (item: T) => ReactNode;
}

/** A list loaded whole: its stand-ins while it loads, a failure with a retry, then one `<li>` per item. */
export function QueryList<T extends { id: string }>({
  query,
  className,
  placeholders,
  loadingClassName = className,
  limit,
  children,
}: QueryListProps<T>) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) {
    return (
      <ul aria-busy="true" className={loadingClassName}>
        {Array.from({ length: placeholders.count }, (_, i) => (
          <li key={i} className={placeholders.className}>
            {placeholders.item}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className}>
      {query.data.slice(0, limit).map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
