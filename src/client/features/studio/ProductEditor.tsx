import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { studioProductsText } from '@shared/i18n/pt-BR/studio-products-text';
import {
  formatBrlInput,
  STUDIO_PRODUCT_OPTIONS_MAX,
  studioProductFormSchema,
  type StudioProduct,
  type StudioProductData,
  type StudioProductFormValues,
} from '@shared/studio-products';
import { errorMessage, isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { Switch } from '@client/ui/switch';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { ProductImages } from './ProductImages';
import { RichTextField } from './RichTextField';
import { useCreateProduct, useDeleteProduct, useUpdateProduct } from './use-studio-products';
import { emptyVariant, VariantFields } from './VariantFields';

const t = studioProductsText;

function toForm(p: StudioProduct | null): StudioProductFormValues {
  if (!p) {
    return {
      title: '',
      subtitle: '',
      description: '',
      options: [],
      variants: [emptyVariant(0)],
      purchasable: true,
      hidden: false,
    };
  }
  return {
    title: p.title,
    subtitle: p.subtitle ?? '',
    description: p.description,
    options: p.options.map((title) => ({ title })),
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title === v.options.join(' / ') ? '' : v.title,
      sku: v.sku ?? '',
      values: v.options,
      price: formatBrlInput(v.price),
      salePrice: v.salePrice === null ? '' : formatBrlInput(v.salePrice),
      stock: String(v.stock),
      manageInventory: v.manageInventory,
    })),
    purchasable: p.purchasable,
    hidden: p.hidden,
  };
}

/** Creates a product (then offers its pictures) or edits one; the shared schema checks the fields as the server will. */
export function ProductEditor({
  brandId,
  product,
  onSaved,
  onDone,
}: {
  brandId: string;
  product: StudioProduct | null;
  onSaved: (id: string) => void;
  onDone: () => void;
}) {
  const create = useCreateProduct(brandId);
  const update = useUpdateProduct(brandId, product?.id ?? '');
  const remove = useDeleteProduct(brandId);
  const [images, setImages] = useState(product?.images ?? []);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StudioProductFormValues, unknown, StudioProductData>({
    resolver: zodResolver(studioProductFormSchema),
    defaultValues: toForm(product),
    mode: 'onTouched',
  });
  const options = useFieldArray({ control, name: 'options' });
  const optionTitles = useWatch({ control, name: 'options' }).map((o) => o.title);

  const addOption = () => {
    options.append({ title: '' });
    getValues('variants').forEach((v, i) => setValue(`variants.${i}.values`, [...v.values, '']));
  };
  const removeOption = (j: number) => {
    options.remove(j);
    getValues('variants').forEach((v, i) =>
      setValue(
        `variants.${i}.values`,
        v.values.filter((_, k) => k !== j),
      ),
    );
  };

  const onSubmit = handleSubmit(async (body) => {
    setProblem(undefined);
    try {
      if (product) {
        await update.mutateAsync({ ...body, imageIds: images.map((i) => i.id) });
        toast({ title: t.saved, variant: 'success' });
        onDone();
      } else {
        const reply = await create.mutateAsync(body);
        toast({ title: t.created, variant: 'success' });
        onSaved(reply.product.id);
      }
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      for (const [key, message] of Object.entries(fields ?? {}))
        setError(key.replace(/^variants\.(\d+)\.options/, 'variants.$1.values') as 'title', { message });
      setProblem(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-5">
      <TextField label={t.fieldTitle} error={errors.title?.message} {...register('title')} />
      <TextField label={t.fieldSubtitle} error={errors.subtitle?.message} {...register('subtitle')} />
      <RichTextField
        label={t.fieldDescription}
        initial={product?.description ?? ''}
        error={errors.description?.message}
        onChange={(html) => setValue('description', html, { shouldDirty: true })}
      />
      {product ? (
        <ProductImages brandId={brandId} productId={product.id} images={images} onChange={setImages} />
      ) : (
        <p className="text-sm text-fg-muted">{t.imagesAfterSave}</p>
      )}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t.options}</legend>
        <p className="text-xs text-fg-muted">{t.optionsHint}</p>
        {options.fields.map((field, j) => (
          <div key={field.id} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t.optionTitle(j + 1)}
              error={errors.options?.[j]?.title?.message}
              {...register(`options.${j}.title`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t.removeOption(j + 1)}
              onClick={() => removeOption(j)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.options?.message ? <p className="text-xs text-destructive">{errors.options.message}</p> : null}
        {options.fields.length < STUDIO_PRODUCT_OPTIONS_MAX ? (
          <Button type="button" variant="outline" className="justify-self-start" onClick={addOption}>
            <Plus aria-hidden="true" />
            {t.addOption}
          </Button>
        ) : null}
      </fieldset>
      <VariantFields control={control} register={register} errors={errors} optionTitles={optionTitles} />
      {(
        [
          ['purchasable', t.purchasable, t.purchasableHint],
          ['hidden', t.hiddenField, t.hiddenHint],
        ] as const
      ).map(([name, label, hint]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <label className="flex items-start gap-3 text-sm">
              <Switch checked={field.value} onCheckedChange={field.onChange} aria-label={label} />
              <span className="grid gap-0.5">
                <span className="font-medium">{label}</span>
                <span className="text-xs text-fg-muted">{hint}</span>
              </span>
            </label>
          )}
        />
      ))}
      {problem ? (
        <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <BusyButton type="submit" busy={isSubmitting}>
          {t.save}
        </BusyButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t.back}
        </Button>
        {product ? (
          <>
            <Button asChild variant="link">
              <Link to={`/product/${encodeURIComponent(product.id)}`}>
                <ExternalLink aria-hidden="true" />
                {t.viewInStore}
              </Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              className="text-destructive sm:ml-auto"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
              {t.delete}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t.deleteTitle(product.title)}
              description={t.deleteDescription}
              confirmLabel={t.delete}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(product.id, {
                  onSuccess: () => {
                    toast({ title: t.deleted, variant: 'success' });
                    onDone();
                  },
                  onError: (error) => setProblem(errorMessage(error)),
                })
              }
            />
          </>
        ) : null}
      </div>
    </form>
  );
}
