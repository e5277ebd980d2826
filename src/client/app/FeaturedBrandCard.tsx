import { BadgeCheck } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { useBrandsQuery } from '@client/features/catalog/use-catalog';
import { Button } from '@client/ui/button';
import { Card, CardTitle } from '@client/ui/card';
import { Skeleton, SkeletonMediaRow } from '@client/ui/skeleton';
import { useBrandFollow } from '@client/features/brands/use-brands';
import { QueryError } from '@client/ui/query-error';
import { Thumb } from '@client/ui/thumb';
import { Cover } from '@client/ui/cover';

const t = ptBR.rightPanel;

export function FeaturedBrandCard() {
  const brands = useBrandsQuery();
  const brand = brands.data?.find((b) => b.verified) ?? brands.data?.[0];
  const follow = useBrandFollow(brand?.id);

  return (
    <Card aria-labelledby="marca-destaque" className="overflow-hidden">
      <CardTitle id="marca-destaque" className="px-4 pt-4 pb-3">
        {t.featuredBrand}
      </CardTitle>
      {brands.isPending ? (
        <div aria-busy="true">
          <Skeleton className="aspect-[3/1] rounded-none" />
          <SkeletonMediaRow
            className="flex items-center gap-3 p-4"
            media="size-14 rounded-2xl"
            lines={['h-4 w-2/3', 'h-3 w-1/2']}
          />
        </div>
      ) : brands.isError ? (
        <QueryError error={brands.error} onRetry={() => void brands.refetch()} className="px-4 pb-4" />
      ) : brand ? (
        <div>
          <Cover src={brand.coverUrl} width={640} height={213} loading="lazy" className="aspect-[3/1]" />
          <div className="px-4 pb-4">
            <div className="-mt-7 flex items-end gap-3">
              <Thumb
                src={brand.logoUrl}
                alt=""
                size={56}
                className="rounded-2xl border-4 border-surface-strong bg-surface-strong shadow-md"
              />
            </div>
            <p className="mt-2 flex items-center gap-1 font-semibold">
              {brand.name}
              {brand.verified ? (
                <BadgeCheck className="size-4 text-sky-500" role="img" aria-label={ptBR.common.verified} />
              ) : null}
            </p>
            <p className="text-sm text-fg-muted">{brand.category}</p>
            <p className="mt-1 text-xs text-fg-muted">{t.followers(brand.followersText)}</p>
            <Button
              variant={follow.following ? 'outline' : 'brand'}
              className="mt-3 w-full"
              aria-pressed={follow.following}
              disabled={follow.pending}
              onClick={follow.toggle}
            >
              {follow.following ? t.followingBrand : t.followBrand}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
