import { ImagePlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { missingRequiredProductFields, type ShopProduct } from '@shared/shop';
import { parseAmountToCents } from '@shared/wallet';
import { errorMessage, isApiError } from '@client/lib/api';
import { Dialog } from '@client/ui/dialog';
import { TextareaField } from '@client/ui/textarea';
import { BusyButton } from '@client/ui/busy-button';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { useSaveProductMutation } from './use-shop';

const t = ptBR.shop;

function priceText(cents: number) {
  return (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

interface ProductFormDialogProps {
  ownerId: string;
  /** The product being edited; null adds a new one. */
  product: ShopProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ProductFormDialog({ ownerId, product, open, onOpenChange }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={product ? t.editProduct : t.addProduct}>
      {open ? (
        <ProductForm
          key={product?.id ?? 'novo'}
          ownerId={ownerId}
          product={product}
          onSaved={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ProductForm({
  ownerId,
  product,
  onSaved,
}: {
  ownerId: string;
  product: ShopProduct | null;
  onSaved: () => void;
}) {
  const save = useSaveProductMutation(ownerId);
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState(product ? priceText(product.priceCents) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [priceError, setPriceError] = useState<string>();
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);

  // Inside the dialog the toast region is hidden from assistive technology, so the message shows here too.
  const refuse = (title: string, description: string) => {
    setProblem({ title, description });
    toast({ title, description, variant: 'destructive' });
  };

  // The preview's object URL lives as long as it is shown.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const priceCents = price.trim() ? parseAmountToCents(price) : null;
    if (price.trim() && (priceCents === null || priceCents < 0)) {
      setPriceError(t.priceInvalid);
      return;
    }
    if (missingRequiredProductFields({ name, priceCents }, Boolean(picked || product))) {
      refuse(t.required.title, t.required.description);
      return;
    }
    setProblem(null);
    save.mutate(
      {
        id: product?.id ?? null,
        draft: { name: name.trim(), priceCents, description: description.trim(), image: picked?.file ?? null },
      },
      {
        onSuccess: () => {
          toast({ title: t.saved, variant: 'success' });
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error, 401)) refuse(t.authError.title, t.authError.description);
          else if (isApiError(error) && error.code === 'product_fields_required')
            refuse(t.required.title, t.required.description);
          else refuse(t.saveError, errorMessage(error));
        },
      },
    );
  };

  const shown = picked?.url ?? product?.image.src ?? null;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {problem ? (
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          <p className="font-semibold text-destructive">{problem.title}</p>
          <p>{problem.description}</p>
        </div>
      ) : null}
      <label className="group relative grid aspect-[4/3] cursor-pointer place-items-center overflow-hidden rounded-2xl border-2 border-dashed border-border bg-surface-muted focus-within:outline-2 focus-within:outline-ring">
        {shown ? (
          <img src={shown} alt={t.imageAlt(name || t.image)} className="absolute inset-0 size-full object-cover" />
        ) : (
          <span className="grid justify-items-center gap-1 text-sm text-fg-muted">
            <ImagePlus aria-hidden="true" className="size-8" />
            {t.chooseImage}
          </span>
        )}
        {shown ? (
          <span className="absolute right-2 bottom-2 rounded-lg bg-black/60 px-2 py-1 text-xs font-semibold text-white">
            {t.changeImage}
          </span>
        ) : null}
        <input
          type="file"
          accept="image/*"
          aria-label={t.image}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (!file) return;
            if (!file.type.startsWith('image/')) {
              refuse(t.imageInvalid.title, t.imageInvalid.description);
              return;
            }
            setProblem(null);
            setPicked({ file, url: URL.createObjectURL(file) });
          }}
        />
      </label>
      <TextField label={t.productName} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      <TextField
        label={t.price}
        inputMode="decimal"
        placeholder="59,90"
        value={price}
        error={priceError}
        onChange={(e) => {
          setPrice(e.target.value);
          setPriceError(undefined);
        }}
      />
      <TextareaField
        label={t.description}
        rows={3}
        maxLength={1000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <BusyButton type="submit" variant="brand" busy={save.isPending}>
        {t.save}
      </BusyButton>
    </form>
  );
}
