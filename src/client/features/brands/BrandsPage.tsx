import { Check, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { BrandCard } from '@shared/brands';
import { ptBR } from '@shared/i18n/pt-BR';
import { VerifiedBadge } from '@client/ui/verified-badge';
import { PageHeader } from '@client/ui/page-header';
import { QueryList } from '@client/ui/query-list';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { useBrandCardsQuery, useFollowBrandMutation } from './use-brands';
import { Cover } from '@client/ui/cover';

const t = ptBR.brandsPage;

function BrandTile({ brand, onToggle }: { brand: BrandCard; onToggle: () => void }) {
  return (
    <Card id={`marca-${brand.id}`} className="scroll-mt-24 overflow-hidden p-0 target:ring-2 target:ring-primary">
      <Cover src={brand.coverUrl} width={480} height={180} loading="lazy" className="aspect-[8/3]" />
      <div className="grid grid-cols-1 gap-3 px-4 pb-4">
        <div className="-mt-7 flex items-end justify-between gap-2">
          <Link to={`/brand/${brand.id}`} tabIndex={-1} aria-hidden="true">
            <img
              src={brand.logoUrl}
              alt=""
              width={56}
              height={56}
              className="size-14 rounded-2xl border-4 border-surface-strong bg-surface-strong shadow-md"
            />
          </Link>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-0.5">
          <h2 className="flex min-w-0 items-center gap-1 font-semibold">
            <Link to={`/brand/${brand.id}`} className="truncate hover:underline">
              {brand.name}
            </Link>
            {brand.verified ? <VerifiedBadge /> : null}
          </h2>
          <p className="truncate text-sm text-fg-muted">{brand.category}</p>
          <p className="text-xs text-fg-muted">{t.followers(brand.followersText)}</p>
        </div>
        <Button
          variant={brand.followedByMe ? 'outline' : 'brand'}
          aria-pressed={brand.followedByMe}
          aria-label={`${brand.followedByMe ? t.following : t.follow} ${brand.name}`}
          onClick={onToggle}
          className={cn('w-full rounded-full')}
        >
          {brand.followedByMe ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {brand.followedByMe ? t.following : t.follow}
        </Button>
      </div>
    </Card>
  );
}

/** /brands 'Marcas Populares': the twelve brands, each with its follow button. */
export function BrandsPage() {
  const query = useBrandCardsQuery();
  const follow = useFollowBrandMutation();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <QueryList
        query={query}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        placeholders={{ count: 6, item: <Skeleton className="h-72 rounded-2xl" /> }}
      >
        {(brand) => <BrandTile brand={brand} onToggle={() => follow.mutate({ brand, follow: !brand.followedByMe })} />}
      </QueryList>
    </>
  );
}
