import { Package, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { teamCan, type TeamRole } from '@shared/brand-roles';
import { formatBRL } from '@shared/format';
import { studioProductsText } from '@shared/i18n/pt-BR/studio-products-text';
import type { StudioProductRow } from '@shared/studio-products';
import { Button } from '@client/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { LoadMore } from '@client/ui/load-more';
import { QueryError } from '@client/ui/query-error';
import { SkeletonForm, SkeletonRows } from '@client/ui/skeleton';
import { Thumb } from '@client/ui/thumb';
import { ProductEditor } from './ProductEditor';
import { useStudioProduct, useStudioProducts } from './use-studio-products';

const t = studioProductsText;

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted">{children}</span>
  );
}

function ProductRow({ row, onEdit }: { row: StudioProductRow; onEdit: () => void }) {
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      {row.thumbnailUrl ? (
        <Thumb size={48} src={row.thumbnailUrl} alt="" className="shrink-0 rounded-lg" />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-surface-muted">
          <Package aria-hidden="true" className="size-5 text-fg-muted" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{row.title}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <span className="font-semibold text-fg tabular-nums">{formatBRL(row.price)}</span>
          <span>{row.stock === null ? t.stockUnmanaged : t.stock(row.stock)}</span>
          {row.hidden ? <Badge>{t.hidden}</Badge> : null}
          {row.purchasable ? null : <Badge>{t.notPurchasable}</Badge>}
        </span>
      </div>
      <Button variant="outline" size="sm" aria-label={t.editOf(row.title)} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        <span className="max-sm:sr-only">{t.edit}</span>
      </Button>
    </li>
  );
}

function EditExisting({ brandId, productId, onDone }: { brandId: string; productId: string; onDone: () => void }) {
  const query = useStudioProduct(brandId, productId);
  if (query.isPending) return <SkeletonForm fields={5} className="border-0 p-0 sm:p-0" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <ProductEditor
      key={productId}
      brandId={brandId}
      product={query.data.product}
      onSaved={() => undefined}
      onDone={onDone}
    />
  );
}

/** The studio's 'Produtos': the brand's products with price and stock, and their editor. Not for analysts. */
export function StudioProducts({ brandId, role }: { brandId: string; role: TeamRole }) {
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const allowed = teamCan(role, 'editProducts');
  const list = useStudioProducts(brandId, allowed);
  if (!allowed) return null;
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const done = () => setEditing(null);

  return (
    <Card aria-labelledby="studio-products-title" className="mt-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-52 flex-1 gap-1">
          <CardTitle id="studio-products-title">
            {editing === null ? t.title : editing === 'new' ? t.newTitle : t.editTitle}
          </CardTitle>
          {editing === null ? <p className="text-sm text-fg-muted">{t.description}</p> : null}
        </div>
        {editing === null && rows.length > 0 ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        ) : null}
      </CardHeader>
      {editing === 'new' ? (
        <CardContent>
          <ProductEditor brandId={brandId} product={null} onSaved={(id) => setEditing(id)} onDone={done} />
        </CardContent>
      ) : editing !== null ? (
        <CardContent>
          <EditExisting brandId={brandId} productId={editing} onDone={done} />
        </CardContent>
      ) : list.isPending ? (
        <CardContent>
          <SkeletonRows count={3} className="border-0 p-0" />
        </CardContent>
      ) : list.isError ? (
        <CardContent>
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        </CardContent>
      ) : rows.length === 0 ? (
        <CardContent>
          <EmptyState icon={Package} title={t.empty} hint={t.emptyDescription} bare>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t.add}
            </Button>
          </EmptyState>
        </CardContent>
      ) : (
        <>
          <ul aria-label={t.title} className="divide-y divide-border border-t border-border">
            {rows.map((row) => (
              <ProductRow key={row.id} row={row} onEdit={() => setEditing(row.id)} />
            ))}
          </ul>
          <LoadMore list={list} frame="grid justify-items-center p-3" />
        </>
      )}
    </Card>
  );
}
