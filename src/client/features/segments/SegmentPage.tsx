import { Heart } from 'lucide-react';
import { useParams } from 'react-router';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { isSegmentId, type SegmentImage } from '@shared/segments';
import { BackLink } from '@client/ui/back-link';
import { ComingSoon } from '@client/ui/coming-soon';
import { NotFoundPage } from '@client/app/NotFoundPage';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { SegmentBadge } from '@client/features/catalog/SegmentBadge';
import { InfinitePosts } from '@client/features/posts/InfinitePosts';
import { isApiError } from '@client/lib/api';
import { Skeleton } from '@client/ui/skeleton';
import { SegmentFollowToggle } from './SegmentFollowToggle';
import { useSegmentPostsQuery, useSegmentQuery } from './use-segments';

const t = ptBR.segmentsPage;

export function SegmentPage() {
  const { segmentId } = useParams();
  // An id that is not a segment is the 404 page, without asking the server.
  if (!isSegmentId(segmentId)) return <NotFoundPage />;
  return <KnownSegment key={segmentId} id={segmentId} />;
}

function ImageTile({ image }: { image: SegmentImage }) {
  return (
    <li className="mb-3 break-inside-avoid">
      <figure
        className="relative overflow-hidden rounded-2xl"
        style={{ aspectRatio: `${image.width} / ${image.height}`, backgroundColor: image.color }}
      >
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="size-full object-cover"
        />
        {/* Sample pictures nobody has liked show no count rather than an invented one. */}
        {image.likes > 0 && (
          <figcaption className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/45 px-2 py-0.5 text-xs font-semibold text-white backdrop-blur">
            <Heart aria-hidden="true" className="size-3.5 fill-current" />
            <span className="sr-only">{t.likes(formatThousands(image.likes, 1))}</span>
            <span aria-hidden="true">{formatThousands(image.likes, 1)}</span>
          </figcaption>
        )}
      </figure>
    </li>
  );
}

function KnownSegment({ id }: { id: string }) {
  const query = useSegmentQuery(id);
  const posts = useSegmentPostsQuery(id);
  if (query.isError && isApiError(query.error, 404)) return <NotFoundPage />;
  const segment = query.data?.segment;
  const images = query.data?.images ?? [];
  const postCount = posts.data?.pages[0]?.posts.length ?? 0;
  const empty = query.isSuccess && posts.isSuccess && images.length === 0 && postCount === 0;

  return (
    <>
      <PageHeader
        title={segment?.label ?? ptBR.pages.segment}
        before={<BackLink to="/segments" label={ptBR.pages.segments} />}
        description={segment ? t.followers(formatThousands(segment.followers, 1)) : undefined}
        actions={
          segment ? (
            <div className="flex items-center gap-2">
              <SegmentBadge segment={segment} />
              <SegmentFollowToggle
                segment={segment}
                className="bg-surface-muted text-fg hover:bg-surface-muted/70 focus-visible:outline-ring"
              />
            </div>
          ) : null
        }
      />
      {query.isPending ? (
        <div className="columns-2 gap-3 sm:columns-3" aria-busy="true">
          {[4 / 3, 1, 5 / 4, 3 / 4, 1, 4 / 3].map((r, i) => (
            <Skeleton key={i} className="mb-3 w-full rounded-2xl" style={{ aspectRatio: String(1 / r) }} />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : empty ? (
        <ComingSoon />
      ) : (
        <div className="grid gap-8">
          {images.length > 0 ? (
            <section aria-labelledby="segment-images" className="grid gap-3">
              <h2 id="segment-images" className="text-lg font-semibold">
                {t.images}
              </h2>
              <ul className="columns-2 gap-3 sm:columns-3">
                {images.map((image) => (
                  <ImageTile key={image.id} image={image} />
                ))}
              </ul>
            </section>
          ) : null}
          {postCount > 0 || posts.isPending || posts.isError ? (
            <section aria-labelledby="segment-posts" className="grid gap-3">
              <h2 id="segment-posts" className="text-lg font-semibold">
                {t.posts}
              </h2>
              <InfinitePosts query={posts} label={t.posts} empty={null} />
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
