import { Film, Repeat2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Post } from '@shared/posts';
import { QueryError } from '@client/ui/query-error';
import type { PostsQuery } from '@client/features/posts/InfinitePosts';
import { Skeleton } from '@client/ui/skeleton';
import { NextPage } from '@client/ui/next-page';
import { FilledPicture } from '@client/ui/filled-picture';
import { useSeen } from '@client/lib/use-seen';

const t = ptBR.profile.grid;
/** A third of the 640 px column, or of the phone's width. */
const TILE_SIZES = '(min-width: 640px) 214px, 34vw';

function Tile({ post, priority }: { post: Post; priority: boolean }) {
  const media = post.media;
  const alt = media?.alt ?? ptBR.posts.mediaAlt(post.author.name);
  const tile = useRef<HTMLLIElement>(null);
  useSeen(tile, 'post', post.id, post.author.kind === 'brand' || post.isRepost);
  return (
    <li ref={tile} className="relative aspect-square overflow-hidden bg-surface-muted">
      <Link
        to={`/post/${encodeURIComponent(post.id)}`}
        className="group block size-full focus-visible:outline-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:ring-3 focus-visible:after:ring-ring focus-visible:after:ring-inset"
      >
        {media ? (
          <FilledPicture
            media={media}
            sizes={TILE_SIZES}
            alt={alt}
            eager={priority}
            blur="scale-110 blur-lg"
            className="transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center bg-brand-gradient p-2 text-center text-white">
            <span className="line-clamp-5 text-xs font-semibold break-words sm:text-sm">{post.content}</span>
          </span>
        )}
        <span className="absolute top-1.5 right-1.5 flex gap-1 text-white drop-shadow-[0_1px_2px_rgb(0_0_0/0.7)]">
          {post.isRepost ? (
            <>
              <Repeat2 aria-hidden="true" className="size-4 sm:size-5" />
              <span className="sr-only">{t.repost}</span>
            </>
          ) : null}
          {media?.kind === 'video' ? (
            <>
              <Film aria-hidden="true" className="size-4 sm:size-5" />
              <span className="sr-only">{t.video}</span>
            </>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** Posts as a three-column grid of squares, loading the next page as its end nears the screen. */
export function PostGrid({ query, empty }: { query: PostsQuery; empty: ReactNode }) {
  const posts = query.data?.pages.flatMap((p) => p.posts) ?? [];

  if (query.isPending || (!query.data && !query.isError)) {
    return (
      <div className="grid grid-cols-3 gap-0.5 sm:gap-1" role="status" aria-label={ptBR.common.loading}>
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="aspect-square rounded-none" />
        ))}
      </div>
    );
  }
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} className="py-8" />;
  if (posts.length === 0) return <>{empty}</>;

  return (
    <div className="grid gap-2">
      <ul
        aria-label={t.label}
        className="-mx-3 grid grid-cols-3 gap-0.5 overflow-hidden sm:mx-0 sm:gap-1 sm:rounded-2xl"
      >
        {posts.map((post, i) => (
          <Tile key={post.id} post={post} priority={i < 6} />
        ))}
      </ul>
      <NextPage list={query} rootMargin="600px 0px" className="grid place-items-center py-2" />
    </div>
  );
}
