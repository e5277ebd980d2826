import { useState, type FormEvent } from 'react';
import {
  BRAND_BIO_MAX,
  BRAND_CATEGORY_MAX,
  BRAND_NAME_MAX,
  brandInputSchema,
  type AdminBrand,
  type BrandInput,
} from '@shared/admin-brands';
import { segmentIds, type SegmentId } from '@shared/catalog';
import { adminBrandsText } from '@shared/i18n/pt-BR/admin-brands-text';
import { errorMessage, isApiError } from '@client/lib/api';
import { Dialog } from '@client/ui/dialog';
import { Field } from '@client/ui/field';
import { FormActions } from '@client/ui/form-actions';
import { FormProblem } from '@client/ui/form-problem';
import { TextField } from '@client/ui/text-field';
import { TextareaField } from '@client/ui/textarea';
import { toast } from '@client/ui/use-toast';
import { useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { useSaveBrandMutation, type BrandImages } from './use-admin-brands';

const t = adminBrandsText;
const selectClass =
  'h-11 w-full rounded-xl border border-border bg-surface-strong/70 px-3 text-base text-fg aria-invalid:border-destructive sm:text-sm';

type Fields = Required<Omit<BrandInput, 'segmentId'>> & { segmentId: SegmentId | '' };
type Problems = Partial<Record<keyof Fields | 'logo' | 'cover', string>>;

function initial(brand: AdminBrand | null): Fields {
  return {
    name: brand?.name ?? '',
    category: brand?.category ?? '',
    segmentId: brand?.segmentId ?? '',
    bio: brand?.bio ?? '',
    website: brand?.website ?? '',
  };
}

/** The shared schema's first message for each field, as the server would answer it. */
function problemsOf(fields: Fields): Problems | null {
  const parsed = brandInputSchema.safeParse(fields);
  if (parsed.success) return null;
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Problems;
    problems[key] ??= issue.message;
  }
  return problems;
}

function ImageField({
  label,
  onFile,
  error,
}: {
  label: string;
  onFile: (f: File | undefined) => void;
  error?: string;
}) {
  return (
    <Field label={label} hint={t.imageHint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(e) => onFile(e.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface-muted file:px-4 file:py-2 file:font-semibold file:text-fg"
        />
      )}
    </Field>
  );
}

/**
 * Creates a brand (`brand` null) or edits one. Checked with the shared schema before sending; what
 * the server refuses shows under its field, and the form keeps everything typed.
 */
export function BrandFormDialog({
  brand,
  open,
  onOpenChange,
}: {
  brand: AdminBrand | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState<Fields>(() => initial(brand));
  const [images, setImages] = useState<BrandImages>({});
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string>();
  const save = useSaveBrandMutation(brand?.id ?? null);
  const segments = useSegmentsQuery();
  const labelOf = (id: SegmentId) => segments.data?.find((s) => s.id === id)?.label ?? id;
  // A field's problem goes as soon as it is edited; the others stay until the next try.
  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setProblems(({ [key]: _, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    const found = problemsOf(fields);
    setProblems(found ?? {});
    if (found) return;
    save.mutate(
      { fields: fields as BrandInput, images },
      {
        onSuccess: () => {
          toast({ title: brand ? t.saved : t.created, variant: 'success' });
          onOpenChange(false);
          if (!brand) {
            setFields(initial(null));
            setImages({});
          }
        },
        onError: (error) => {
          const server = isApiError(error) ? (error.fields as Problems | undefined) : undefined;
          if (server && Object.keys(server).length > 0) setProblems(server);
          else setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={brand ? t.editTitle(brand.name) : t.createTitle}
      description={brand ? t.editDescription : t.createDescription}
      restoreFocus
    >
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <TextField
          label={t.name}
          value={fields.name}
          maxLength={BRAND_NAME_MAX}
          onChange={(e) => set('name')(e.target.value)}
          error={problems.name}
          required
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t.category}
            placeholder={t.categoryPlaceholder}
            value={fields.category}
            maxLength={BRAND_CATEGORY_MAX}
            onChange={(e) => set('category')(e.target.value)}
            error={problems.category}
            required
          />
          <Field label={t.segment} error={problems.segmentId}>
            {(control) => (
              <select
                {...control}
                value={fields.segmentId}
                onChange={(e) => set('segmentId')(e.target.value)}
                className={selectClass}
              >
                <option value="">{t.noSegment}</option>
                {segmentIds.map((id) => (
                  <option key={id} value={id}>
                    {labelOf(id)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <TextareaField
          label={t.bio}
          value={fields.bio}
          maxLength={BRAND_BIO_MAX}
          onChange={(e) => set('bio')(e.target.value)}
          error={problems.bio}
        />
        <TextField
          label={t.website}
          type="url"
          inputMode="url"
          placeholder={t.websitePlaceholder}
          value={fields.website}
          onChange={(e) => set('website')(e.target.value)}
          error={problems.website}
        />
        <div className="grid gap-3">
          <ImageField label={t.logo} onFile={(logo) => setImages((i) => ({ ...i, logo }))} error={problems.logo} />
          <ImageField label={t.cover} onFile={(cover) => setImages((i) => ({ ...i, cover }))} error={problems.cover} />
        </div>
        <FormProblem message={problem ?? null} />
        <FormActions cancelLabel={t.cancel} submitLabel={brand ? t.save : t.create} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
