import { useEffect, useRef, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from './button';
import type { PagedList } from './load-more';
import { QueryError } from './query-error';
import { Spinner } from './spinner';

interface NextPageProps {
  list: PagedList & { isFetchNextPageError: boolean; error: unknown };
  /** How far below the screen the end may still be when the next page is asked for. */
  rootMargin: string;
  /** False while the end would look nearer than it is (the list's first paint); scrolling waits. */
  watch?: boolean;
  className: string;
  /** Said once the last page is in (nothing when omitted). */
  end?: ReactNode;
}

/**
 * The end of an endless list: as it nears the screen the next page loads. The button does the same for
 * keyboards and screen readers; a failed page offers to try again.
 */
export function NextPage({ list, rootMargin, watch = true, className, end }: NextPageProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || !watch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, watch, rootMargin]);

  return (
    <div ref={sentinel} className={className}>
      {isFetchingNextPage ? (
        <Spinner label={ptBR.feed.loadingMore} className="size-6 text-primary" />
      ) : list.isFetchNextPageError ? (
        <QueryError error={list.error} onRetry={() => void fetchNextPage()} />
      ) : hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
          {ptBR.feed.loadMore}
        </Button>
      ) : end ? (
        <p className="text-sm text-fg-muted">{end}</p>
      ) : null}
    </div>
  );
}
