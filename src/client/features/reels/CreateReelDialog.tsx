import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { REEL_DESCRIPTION_MAX, type Reel } from '@shared/reels';
import { Dialog } from '@client/ui/dialog';
import { ComposerText } from '@client/ui/composer-text';
import { FilePicker, PickedVideo, usePickedFile } from '@client/ui/file-picker';
import { FormActions } from '@client/ui/form-actions';
import { ReplyControlField } from '@client/ui/reply-control';
import { DEFAULT_REPLY_CONTROL, effectiveReplyControl, type ReplyControl } from '@shared/reply-rules';
import { UploadProgress } from '@client/ui/upload-progress';
import { toast, toastError } from '@client/ui/use-toast';
import { acceptVideo } from '@client/features/videos/pick-video';
import { useDiscardGuard } from '@client/features/create/use-discard-guard';
import { PublishAsField } from '@client/features/create/PublishAsField';
import { LazyProductTagPicker } from '@client/features/shoppable/ProductTagPickerLazy';
import { productTagsFieldValue, type PickedTag } from '@client/features/shoppable/product-tag-picker';
import { useCreateReelMutation } from './use-reels';

const t = ptBR.reels;

interface CreateReelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (reel: Reel) => void;
}

/** 'Criar Novo Reel': one video (nothing else), up to 90 s, and a description. */
export function CreateReelDialog({ open, onOpenChange, onCreated }: CreateReelDialogProps) {
  const [picked, setPicked] = usePickedFile();
  const [description, setDescription] = useState('');
  const [asBrandId, setAsBrandId] = useState('');
  const [replyControl, setReplyControl] = useState<ReplyControl>(DEFAULT_REPLY_CONTROL);
  const [productTags, setProductTags] = useState<PickedTag[]>([]);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState(0);
  const create = useCreateReelMutation(setProgress);

  const file = picked?.file ?? null;

  const reset = () => {
    setPicked(null);
    setDescription('');
    setAsBrandId('');
    setReplyControl(DEFAULT_REPLY_CONTROL);
    setProductTags([]);
    setProgress(0);
  };

  // Another publisher has other products: the picks made for the first one go.
  const choosePublisher = (brandId: string) => {
    setAsBrandId(brandId);
    setProductTags([]);
  };

  const guard = useDiscardGuard({
    dirty: Boolean(picked || description.trim() || productTags.length),
    busy: create.isPending,
    onDiscard: reset,
    onOpenChange,
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setChecking(true);
    const ok = await acceptVideo(chosen, 'reel');
    setChecking(false);
    if (ok) setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const submit = () => {
    if (!file) return;
    create.mutate(
      {
        file,
        description: description.trim(),
        asBrandId,
        replyControl: effectiveReplyControl(replyControl, asBrandId ? 'brand' : 'member'),
        productTags: productTagsFieldValue(productTags, false),
      },
      {
        onSuccess: ({ reel }) => {
          toast({ title: t.published, description: t.publishedDescription, variant: 'success' });
          reset();
          onCreated(reel);
        },
        onError: (error) => {
          setProgress(0);
          toastError(error);
        },
      },
    );
  };

  const busy = create.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange}
      title={t.createTitle}
      description={t.createDescription}
      className="sm:w-[min(30rem,92vw)]"
    >
      <FilePicker
        accept="video/*"
        label={t.chooseVideo}
        icon={<Clapperboard aria-hidden="true" className="size-8 text-accent-fg" />}
        onFile={(f) => void choose(f)}
        busy={checking}
        preview={picked ? <PickedVideo picked={picked} muted className="size-full object-contain" /> : null}
        previewClassName="mx-auto aspect-[9/16] max-h-[45dvh]"
        removeLabel={t.removeVideo}
        onRemove={reset}
        disabled={busy}
      />

      <ComposerText
        label={t.descriptionLabel}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={REEL_DESCRIPTION_MAX}
        rows={2}
        placeholder={t.descriptionPlaceholder}
        disabled={busy}
      />

      <PublishAsField value={asBrandId} onChange={choosePublisher} disabled={busy} />
      <LazyProductTagPicker asBrandId={asBrandId} value={productTags} onChange={setProductTags} disabled={busy} />
      <ReplyControlField value={replyControl} onChange={setReplyControl} asBrand={Boolean(asBrandId)} disabled={busy} />

      {busy ? <UploadProgress fraction={progress} caption /> : null}
      <FormActions
        cancelLabel={t.cancel}
        submitLabel={busy ? t.publishing : t.publish}
        pending={busy}
        disabled={!file}
        onSubmit={submit}
      />
      {guard.prompt}
    </Dialog>
  );
}
