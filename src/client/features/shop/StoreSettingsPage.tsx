import { Plus, Store } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { tagInsightsArea } from '@shared/i18n/pt-BR/tag-insights';
import type { ShopProduct } from '@shared/shop';
import { QueryError } from '@client/ui/query-error';
import { errorMessage, isApiError } from '@client/lib/api';
import { useMember } from '@client/features/auth/use-session';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { ProductGridSkeleton } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { ProductFormDialog } from './ProductFormDialog';
import {
  useDeleteProductMutation,
  useMyShopQuery,
  useProductsQuery,
  useShopTagTapsQuery,
  useStoreNameMutation,
} from './use-shop';
import { PagedItems } from '@client/ui/paged-items';
import { EmptyState } from '@client/ui/empty-state';
import { SettingsSubpage } from '@client/features/settings/SettingsSubpage';

const t = ptBR.shop;

function saveFailed(error: unknown) {
  if (isApiError(error, 401))
    toast({ title: t.authError.title, description: t.authError.description, variant: 'destructive' });
  else toast({ title: t.saveError, description: errorMessage(error), variant: 'destructive' });
}

function useLoadErrorToast(error: unknown) {
  useEffect(() => {
    if (error) toast({ title: t.loadError, description: errorMessage(error), variant: 'destructive' });
  }, [error]);
}

function StoreNameCard() {
  const shop = useMyShopQuery();
  const rename = useStoreNameMutation();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  useLoadErrorToast(shop.error);
  const current = value ?? shop.data?.storeName ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!current.trim()) {
      setError(t.storeNameRequired);
      return;
    }
    rename.mutate(current.trim(), {
      onSuccess: () => {
        setValue(null);
        toast({ title: t.storeNameSaved, variant: 'success' });
      },
      onError: (err) => (isApiError(err, 400) ? setError(errorMessage(err)) : saveFailed(err)),
    });
  };

  return (
    <Card className="p-4 sm:p-5">
      {shop.isError ? (
        <QueryError error={shop.error} onRetry={() => void shop.refetch()} />
      ) : shop.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11" />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            label={t.storeName}
            placeholder={t.storeNamePlaceholder}
            maxLength={60}
            value={current}
            error={error}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
          />
          <BusyButton type="submit" busy={rename.isPending} disabled={value === null}>
            {t.saveStoreName}
          </BusyButton>
        </form>
      )}
    </Card>
  );
}

function Products({ ownerId }: { ownerId: string }) {
  const products = useProductsQuery(ownerId, true);
  // The taps are a side note: while they load, or if they fail, the products show without them.
  const tagTaps = useShopTagTapsQuery();
  const remove = useDeleteProductMutation(ownerId);
  const [editing, setEditing] = useState<ShopProduct | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ShopProduct | null>(null);
  useLoadErrorToast(products.error);

  const open = (product: ShopProduct | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby="produtos" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="produtos" className="text-lg font-semibold">
          {t.products}
        </h2>
        <Button variant="brand" size="sm" onClick={() => open(null)}>
          <Plus aria-hidden="true" />
          {t.addProduct}
        </Button>
      </div>
      <p className="-mt-1 text-xs text-fg-muted">{tagInsightsArea.shopTagTaps.note}</p>
      <PagedItems
        list={products}
        loading={<ProductGridSkeleton />}
        empty={<EmptyState icon={Store} title={t.empty} hint={t.emptyHint} />}
        more={{ className: 'justify-self-center' }}
      >
        {(items) => (
          <ProductGrid
            ownerId={ownerId}
            items={items}
            onLikeFailed={saveFailed}
            onEdit={open}
            onDelete={setDeleting}
            tagTaps={tagTaps.data}
          />
        )}
      </PagedItems>
      <ProductFormDialog ownerId={ownerId} product={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? t.deleteConfirm(deleting.name) : ''}
        confirmLabel={t.delete}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: t.deleted, variant: 'success' }),
            onError: saveFailed,
          });
          setDeleting(null);
        }}
      />
    </section>
  );
}

export function StoreSettingsPage() {
  const member = useMember();
  return (
    <SettingsSubpage section="store" className="gap-5">
      <StoreNameCard />
      {member ? <Products ownerId={member.id} /> : null}
    </SettingsSubpage>
  );
}
