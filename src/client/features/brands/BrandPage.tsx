import { Link, useParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { BrandPage as BrandPageData } from '@shared/brands';
import { formatDuration } from '@shared/video-rules';
import { NotFoundPage } from '@client/app/NotFoundPage';
import { isApiError } from '@client/lib/api';
import { usePageTitle } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { QueryList } from '@client/ui/query-list';
import { PanelTabs } from '@client/ui/panel-tabs';
import { PostCard } from '@client/features/posts/PostCard';
import { StoreProductCard } from '@client/features/store/StoreProductCard';
import { useProductsByIdsQuery } from '@client/features/store/use-store';
import { Skeleton } from '@client/ui/skeleton';
import { useBrandPageQuery } from './use-brand-page';
import { BrandHeader } from './BrandHeader';

const t = ptBR.brandsPage;
const tabs = ptBR.brandPage;

const Empty = ({ text }: { text: string }) => <p className="py-6 text-center text-sm text-fg-muted">{text}</p>;

function BrandProducts({ ids }: { ids: string[] }) {
  const products = useProductsByIdsQuery(ids);
  if (ids.length === 0) return <Empty text={t.noProducts} />;
  return (
    <QueryList
      query={products}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      placeholders={{ count: 3, item: <Skeleton className="aspect-[3/4] rounded-2xl" /> }}
    >
      {(p) => <StoreProductCard product={p} />}
    </QueryList>
  );
}

function BrandReels({ brand, reels }: Pick<BrandPageData, 'brand' | 'reels'>) {
  if (reels.length === 0) return <Empty text={t.noReels} />;
  return (
    <ul className="grid grid-cols-3 gap-2">
      {reels.map((reel) => (
        <li key={reel.id}>
          <Link
            to={`/reels?reel=${encodeURIComponent(reel.id)}`}
            aria-label={reel.description || t.reelOf(brand.name)}
            className="block aspect-[9/16] overflow-hidden rounded-xl bg-surface-muted"
          >
            {reel.media ? <img src={reel.media.src} alt="" loading="lazy" className="size-full object-cover" /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BrandVideos({ videos }: Pick<BrandPageData, 'videos'>) {
  if (videos.length === 0) return <Empty text={tabs.noVideos} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {videos.map((video) => (
        <li key={video.id}>
          <Link to={`/video/${encodeURIComponent(video.id)}`} className="grid gap-2 rounded-xl hover:bg-surface-muted">
            <span className="relative block aspect-video overflow-hidden rounded-xl bg-surface-muted">
              {video.media ? (
                <img src={video.media.src} alt="" loading="lazy" className="size-full object-cover" />
              ) : null}
              <span className="absolute right-1.5 bottom-1.5 rounded-md bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
                {formatDuration(video.durationMs)}
              </span>
            </span>
            <span className="line-clamp-2 px-1 pb-1 text-sm font-semibold">{video.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /brand/:id: the brand's public page: its header, then tabs of its posts, reels, long videos and products. */
export function BrandPage() {
  const { id = '' } = useParams();
  const query = useBrandPageQuery(id);
  usePageTitle(query.data?.brand.name ?? t.title);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-12 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  // A brand that does not exist, or is suspended, has no page.
  if (query.isError && isApiError(query.error, 404)) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { brand, posts, reels, videos, productIds } = query.data;
  return (
    <div className="grid gap-4">
      <BrandHeader brand={brand} />
      <PanelTabs
        look="brand"
        label={tabs.tabs}
        defaultValue="posts"
        className="grid gap-4"
        tabs={[
          {
            value: 'posts',
            label: tabs.posts,
            panel:
              posts.length === 0 ? (
                <Empty text={t.noPosts} />
              ) : (
                <div className="grid gap-4">
                  {posts.map((post) => (
                    <PostCard key={post.id} post={post} />
                  ))}
                </div>
              ),
          },
          { value: 'reels', label: tabs.reels, panel: <BrandReels brand={brand} reels={reels} /> },
          { value: 'videos', label: tabs.videos, panel: <BrandVideos videos={videos} /> },
          { value: 'products', label: tabs.products, panel: <BrandProducts ids={productIds} /> },
        ]}
      />
    </div>
  );
}
