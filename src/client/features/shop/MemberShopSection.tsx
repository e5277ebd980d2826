import { Store } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { PagedItems } from '@client/ui/paged-items';
import { toastError } from '@client/ui/use-toast';
import { ProductGridSkeleton } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { useProductsQuery } from './use-shop';

const t = ptBR.shop;

/** A member's personal-store products as their public profile shows them. */
export function MemberShopSection({
  memberId,
  memberName,
  title,
}: {
  memberId: string;
  /** Whose store it is, named in each product's safety menu. */
  memberName?: string;
  title?: string;
}) {
  return (
    <section aria-label={title ?? t.products} className="grid gap-3">
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <PagedItems
        list={useProductsQuery(memberId, false)}
        loading={<ProductGridSkeleton count={2} />}
        empty={
          <p className="flex items-center gap-2 py-6 text-sm text-fg-muted">
            <Store aria-hidden="true" className="size-5" />
            {t.emptyPublic}
          </p>
        }
        more={{ className: 'justify-self-center' }}
      >
        {(items) => (
          <ProductGrid
            ownerId={memberId}
            items={items}
            onLikeFailed={toastError}
            {...(memberName === undefined ? {} : { ownerName: memberName })}
          />
        )}
      </PagedItems>
    </section>
  );
}
