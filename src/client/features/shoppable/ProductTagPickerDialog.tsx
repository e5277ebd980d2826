import { useState } from 'react';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import type { ProductTag, TaggableKind } from '@shared/product-tags';
import { errorMessage } from '@client/lib/api';
import { Dialog } from '@client/ui/dialog';
import { FormActions } from '@client/ui/form-actions';
import { FormProblem } from '@client/ui/form-problem';
import { toast } from '@client/ui/use-toast';
import { samePicks, toTagInputs, type PickedTag } from './product-tag-picker';
import { ProductTagPicker } from './ProductTagPicker';
import type { TagImage } from './ProductTagPickerPlacement';
import { useSetProductTagsMutation } from './use-tag-candidates';

const t = productTagPickerText;

export interface EditProductTagsDialogProps {
  kind: TaggableKind;
  id: string;
  /** The item's tags as its view carries them. */
  tags: ProductTag[];
  /** Whose products may be tagged: the brand the item was published as, or '' for the member's own. */
  asBrandId: string;
  /** A post's picture, where the tags may sit. */
  image?: TagImage | null;
  onOpenChange: (open: boolean) => void;
  /** The server's tags after saving, for the caller's caches. */
  onSaved: (tags: ProductTag[]) => void;
  /** Opened from a full-screen viewer (a story), which says the outcome itself: a toast would take its Esc. */
  overViewer?: boolean;
}

/** 'Editar produtos marcados' on a published item: the picker, prefilled, saved as a whole. */
export function EditProductTagsDialog({
  kind,
  id,
  tags,
  asBrandId,
  image = null,
  onOpenChange,
  onSaved,
  overViewer = false,
}: EditProductTagsDialogProps) {
  const [picks, setPicks] = useState<PickedTag[]>(tags);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetProductTagsMutation(kind, id);

  const submit = () => {
    setProblem(null);
    save.mutate(toTagInputs(picks, Boolean(image)), {
      onSuccess: ({ productTags }) => {
        onSaved(productTags);
        if (!overViewer) toast({ title: t.saved, variant: 'success', duration: 2500 });
        onOpenChange(false);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !save.isPending && onOpenChange(open)}
      title={t.edit}
      description={t.editDescription}
      restoreFocus
      overViewer={overViewer}
      className="sm:w-[min(34rem,92vw)]"
    >
      <ProductTagPicker
        asBrandId={asBrandId}
        value={picks}
        onChange={setPicks}
        image={image}
        disabled={save.isPending}
        overViewer={overViewer}
      />
      <FormProblem message={problem} />
      <FormActions
        cancelLabel={t.cancel}
        submitLabel={t.save}
        pending={save.isPending}
        disabled={samePicks(picks, tags)}
        onSubmit={submit}
      />
    </Dialog>
  );
}
