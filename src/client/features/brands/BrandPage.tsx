import { BadgeCheck, Check, Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { usePageTitle } from '@client/app/PageHeader';
import { QueryError } from '@client/app/QueryError';
import { PostCard } from '@client/features/posts/PostCard';
import { StoreProductCard } from '@client/features/store/StoreProductCard';
import { useProductsByIdsQuery } from '@client/features/store/use-store';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import type { BrandPage as BrandPageData } from '@shared/brands';
import { useBrandFollow } from './use-brands';
import { useBrandPageQuery } from './use-brand-page';

const t = ptBR.brandsPage;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BrandHeader({ brand }: { brand: BrandPageData['brand'] }) {
  // The follow state lives in the brand list's cache, shared with /brands and the right panel.
  const follow = useBrandFollow(brand.id);
  const following = follow.following;
  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface">
      <img
        src={brand.coverUrl}
        alt=""
        width={640}
        height={240}
        className="aspect-[8/3] w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-wrap items-end justify-between gap-3 px-4 pb-4">
        <div className="-mt-8 flex min-w-0 items-end gap-3">
          <img
            src={brand.logoUrl}
            alt={t.logoOf(brand.name)}
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-2xl border-4 border-surface-strong bg-surface-strong shadow-md"
          />
          <div className="grid min-w-0 gap-0.5 pb-1">
            <h1 className="flex min-w-0 items-center gap-1 text-xl font-bold">
              <span className="truncate">{brand.name}</span>
              {brand.verified ? (
                <BadgeCheck
                  role="img"
                  aria-label={ptBR.common.verified}
                  className="size-5 shrink-0 fill-primary text-white"
                />
              ) : null}
            </h1>
            <p className="truncate text-sm text-fg-muted">
              {brand.category} · {t.followers(brand.followersText)}
            </p>
          </div>
        </div>
        <Button
          variant={following ? 'outline' : 'brand'}
          aria-pressed={following}
          onClick={follow.toggle}
          disabled={follow.pending}
          className="rounded-full"
        >
          {following ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {following ? t.following : t.follow}
        </Button>
      </div>
    </header>
  );
}

function BrandProducts({ ids }: { ids: string[] }) {
  const products = useProductsByIdsQuery(ids);
  if (ids.length === 0) return <p className="text-sm text-fg-muted">{t.noProducts}</p>;
  if (products.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (products.isError) return <QueryError error={products.error} onRetry={() => void products.refetch()} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {products.data.map((p) => (
        <li key={p.id}>
          <StoreProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}

/** /brand/:id: what a brand has until its studio exists: logo, cover, follow, posts, reels and products. */
export function BrandPage() {
  const { id = '' } = useParams();
  const query = useBrandPageQuery(id);
  usePageTitle(query.data?.brand.name ?? t.title);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { brand, posts, reels, productIds } = query.data;
  return (
    <div className="grid gap-6">
      <BrandHeader brand={brand} />
      <Section id="marca-reels" title={t.reels}>
        {reels.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.noReels}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2">
            {reels.map((reel) => (
              <li key={reel.id}>
                <Link
                  to="/reels"
                  aria-label={reel.description || t.reelOf(brand.name)}
                  className="block aspect-[9/16] overflow-hidden rounded-xl bg-surface-muted"
                >
                  {reel.media ? (
                    <img src={reel.media.src} alt="" loading="lazy" className="size-full object-cover" />
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="marca-produtos" title={t.products}>
        <BrandProducts ids={productIds} />
      </Section>
      <Section id="marca-posts" title={t.posts}>
        {posts.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.noPosts}</p>
        ) : (
          <div className="grid gap-4">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </Section>
    </div>
  );
}
