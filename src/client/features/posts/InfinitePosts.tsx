import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PostsPage } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/app/QueryError';
import { useFirstPaintSlice } from '@client/lib/use-first-paint-slice';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { PostCard, PostCardSkeleton } from './PostCard';

/** What the list needs of an infinite query of posts pages. */
export interface PostsQuery {
  data: InfiniteData<PostsPage, unknown> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface InfinitePostsProps {
  query: PostsQuery;
  empty: ReactNode;
  /** Said when the list has ended (nothing when omitted). */
  end?: string;
  label: string;
}

/** Posts in the list's first paint (about two phone screens); the rest follow at once. */
const FIRST_PAINT_POSTS = 3;

/** A list of posts that loads the next page as its end nears the screen. */
export function InfinitePosts({ query, empty, end, label }: InfinitePostsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const posts = query.data?.pages.flatMap((p) => p.posts) ?? [];
  const { visible, complete } = useFirstPaintSlice(posts, FIRST_PAINT_POSTS);

  useEffect(() => {
    const node = sentinel.current;
    // Not while the first posts are alone on the page: the end would look near and load a page early.
    if (!node || !hasNextPage || !complete) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, complete]);

  if (query.isPending || (!query.data && !query.isError)) {
    return (
      <div className="grid gap-4" role="status" aria-label={ptBR.common.loading}>
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} className="py-8" />;

  if (posts.length === 0) return <>{empty}</>;

  return (
    <section aria-label={label} className="grid gap-4">
      {visible.map((post, i) => (
        <PostCard key={post.id} post={post} priority={i === 0} />
      ))}
      <div ref={sentinel} className="grid place-items-center py-4">
        {isFetchingNextPage ? (
          <Spinner label={ptBR.feed.loadingMore} className="size-6 text-primary" />
        ) : query.isFetchNextPageError ? (
          <QueryError error={query.error} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          // Scrolling loads it; the button serves keyboards and screen readers.
          <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
            {ptBR.feed.loadMore}
          </Button>
        ) : end ? (
          <p className="text-sm text-fg-muted">{end}</p>
        ) : null}
      </div>
    </section>
  );
}
