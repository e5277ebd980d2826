import { lazy, Suspense } from 'react';
import { Skeleton } from '@client/ui/skeleton';
import type { ProductTagPickerProps } from './ProductTagPicker';
import type { EditProductTagsDialogProps } from './ProductTagPickerDialog';

// The picker, its search and its placement load when a composer or the edit dialog first shows them.
const Picker = lazy(async () => ({ default: (await import('./ProductTagPicker')).ProductTagPicker }));
const EditDialog = lazy(async () => ({ default: (await import('./ProductTagPickerDialog')).EditProductTagsDialog }));

/** 'Produtos marcados' in a composer, loaded on first show. */
export function LazyProductTagPicker(props: ProductTagPickerProps) {
  return (
    <Suspense fallback={<Skeleton className="h-16 w-full rounded-xl" />}>
      <Picker {...props} />
    </Suspense>
  );
}

/** 'Editar produtos marcados', loaded when first opened; render it only while open. */
export function LazyEditProductTagsDialog(props: EditProductTagsDialogProps) {
  return (
    <Suspense fallback={null}>
      <EditDialog {...props} />
    </Suspense>
  );
}
