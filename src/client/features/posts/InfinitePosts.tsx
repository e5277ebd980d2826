import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PostsPage } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { useFirstPaintSlice } from '@client/lib/use-first-paint-slice';
import { NextPage } from '@client/ui/next-page';
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
  const posts = query.data?.pages.flatMap((p) => p.posts) ?? [];
  const { visible, complete } = useFirstPaintSlice(posts, FIRST_PAINT_POSTS);

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
      <NextPage
        list={query}
        rootMargin="800px 0px"
        // Not while the first posts are alone on the page: the end would look near and load a page early.
        watch={complete}
        className="grid place-items-center py-4"
        end={end}
      />
    </section>
  );
}
