import { STORY_TITLE_MAX } from '@shared/story-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { sayUploadFailure } from '@client/ui/say-problem';
import { toast } from '@client/ui/use-toast';
import { useState } from 'react';
import { useDiscardGuard } from '@client/features/create/use-discard-guard';
import { PublishAsField } from '@client/features/create/PublishAsField';
import { LazyProductTagPicker } from '@client/features/shoppable/ProductTagPickerLazy';
import { productTagsFieldValue, type PickedTag } from '@client/features/shoppable/product-tag-picker';
import { Dialog } from '@client/ui/dialog';
import { FormActions } from '@client/ui/form-actions';
import { MediaWithTitle, useMediaUpload } from './MediaPicker';
import { useAddStoryMutation } from './use-stories';

const t = ptBR.stories;

interface AddStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: () => void;
}

/** 'Adicionar à sua História': a picture or a video, with the same checks as a post. */
export function AddStoryDialog({ open, onOpenChange, onAdded }: AddStoryDialogProps) {
  const upload = useMediaUpload();
  const { picked, title } = upload;
  const add = useAddStoryMutation(upload.setProgress);
  const [asBrandId, setAsBrandId] = useState('');
  const [productTags, setProductTags] = useState<PickedTag[]>([]);
  const clear = () => {
    upload.reset();
    setAsBrandId('');
    setProductTags([]);
  };
  // Another publisher has other products: the picks made for the first one go.
  const choosePublisher = (brandId: string) => {
    setAsBrandId(brandId);
    setProductTags([]);
  };

  const guard = useDiscardGuard({
    dirty: Boolean(picked || title.trim() || productTags.length),
    busy: add.isPending,
    onDiscard: clear,
    onOpenChange,
  });

  const submit = () => {
    if (!picked) return;
    add.mutate(
      { file: picked.file, title: title.trim(), asBrandId, productTags: productTagsFieldValue(productTags, false) },
      {
        onSuccess: () => {
          toast({ title: t.added, description: t.addedDescription, variant: 'success' });
          clear();
          onOpenChange(false);
          onAdded?.();
        },
        onError: (error) => {
          upload.setProgress(0);
          sayUploadFailure(upload.setProblem, error);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={guard.onOpenChange} title={t.addTitle} description={t.addDescription}>
      <MediaWithTitle
        upload={upload}
        titleLabel={t.titleLabel}
        titleMax={STORY_TITLE_MAX}
        placeholder={t.titlePlaceholder}
        pending={add.isPending}
      />
      <PublishAsField value={asBrandId} onChange={choosePublisher} disabled={add.isPending} />
      <LazyProductTagPicker
        asBrandId={asBrandId}
        value={productTags}
        onChange={setProductTags}
        disabled={add.isPending}
      />
      <FormActions
        cancelLabel={ptBR.posts.cancel}
        onCancel={() => guard.onOpenChange(false)}
        submitLabel={add.isPending ? t.publishing : t.publish}
        pending={add.isPending}
        disabled={!picked}
        onSubmit={submit}
      />
      {guard.prompt}
    </Dialog>
  );
}
