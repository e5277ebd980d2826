import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { studioProductsText } from '@shared/i18n/pt-BR/studio-products-text';
import type { StudioProduct } from '@shared/studio-products';
import { STUDIO_PRODUCT_IMAGES_MAX } from '@shared/studio-products';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { UploadProgress } from '@client/ui/upload-progress';
import { toast } from '@client/ui/use-toast';
import { useUploadProductImage } from './use-studio-products';

const t = studioProductsText;
type Image = StudioProduct['images'][number];

/** One of the small buttons under a picture (move it, remove it), named for screen readers. */
function ImageAction(props: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

/**
 * The product's pictures: each upload is sent at once (with its progress) and joins the end of the
 * list; the order and removals are kept here and saved with the form.
 */
export function ProductImages({
  brandId,
  productId,
  images,
  onChange,
}: {
  brandId: string;
  productId: string;
  images: Image[];
  onChange: (images: Image[]) => void;
}) {
  const upload = useUploadProductImage(brandId, productId);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = useId();

  const pick = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (reply) => {
          const known = new Set(images.map((i) => i.id));
          const added = reply.product.images.filter((i) => !known.has(i.id));
          onChange([...images, ...added]);
          toast({ title: t.imageAdded, variant: 'success' });
        },
        onError: (error) =>
          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t.images}</legend>
      <p className="text-xs text-fg-muted">{t.imagesHint}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((img, i) => (
          <li key={img.id} className="grid gap-1.5 rounded-xl border border-border p-1.5">
            <img
              src={img.thumbUrl}
              alt={t.imageOf(i + 1)}
              width={160}
              height={160}
              className="aspect-square w-full rounded-lg bg-surface-muted object-cover"
            />
            <div className="flex justify-between">
              <ImageAction label={t.moveUp(i + 1)} disabled={i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUp aria-hidden="true" />
              </ImageAction>
              <ImageAction label={t.moveDown(i + 1)} disabled={i === images.length - 1} onClick={() => move(i, i + 1)}>
                <ArrowDown aria-hidden="true" />
              </ImageAction>
              <ImageAction label={t.removeImage(i + 1)} onClick={() => onChange(images.filter((x) => x.id !== img.id))}>
                <Trash2 aria-hidden="true" />
              </ImageAction>
            </div>
          </li>
        ))}
        {images.length < STUDIO_PRODUCT_IMAGES_MAX ? (
          <li className="grid aspect-square place-items-center rounded-xl border border-dashed border-border">
            <label
              htmlFor={inputId}
              className="grid cursor-pointer justify-items-center gap-1 p-2 text-center text-xs font-medium text-fg-muted"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {t.addImage}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </li>
        ) : null}
      </ul>
      {progress !== null ? <UploadProgress fraction={progress} label={t.imageUploading} caption /> : null}
    </fieldset>
  );
}
