import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { QueryError } from '@client/ui/query-error';
import { SkeletonMediaRow } from '@client/ui/skeleton';
import { Skeleton } from '@client/ui/skeleton';

/** The part of a whole-list query the card reads. */
interface ListQuery<T> {
  data: readonly T[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface SafetyListCardProps<T> {
  title: string;
  query: ListQuery<T>;
  empty: { icon: LucideIcon; title: string; hint: string };
  /** Rows without a picture (hidden words). */
  plain?: boolean;
  /** One row: an `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/**
 * One of the member's safety lists (blocked, muted, words, reports): rows in the shape of the list
 * while it loads, a failure with a retry, what an empty list means and how to fill it, then the rows.
 */
export function SafetyListCard<T>({ title, query, empty, plain = false, children }: SafetyListCardProps<T>) {
  const headingId = useId();
  if (query.isError) {
    return (
      <Card className="p-4 sm:p-5">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (query.isPending || !query.data) {
    return (
      <Card aria-busy="true" aria-label={title} className="grid gap-4 p-4 sm:p-5">
        {[0, 1, 2].map((i) =>
          plain ? (
            <Skeleton key={i} className="h-5 w-1/3" />
          ) : (
            <SkeletonMediaRow key={i} media="size-10 rounded-full" lines={['h-3.5 w-1/2', 'h-3 w-1/4']}>
              <Skeleton className="h-8 w-24" />
            </SkeletonMediaRow>
          ),
        )}
      </Card>
    );
  }
  if (query.data.length === 0) return <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />;
  return (
    <Card className="p-0">
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-border">
        {query.data.map((item) => children(item))}
      </ul>
    </Card>
  );
}
