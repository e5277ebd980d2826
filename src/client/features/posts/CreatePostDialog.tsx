import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { POST_CONTENT_MAX } from '@shared/post-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { mediaProblem } from '@client/features/videos/pick-media';
import { Dialog } from '@client/ui/dialog';
import { ComposerInput, ComposerText } from '@client/ui/composer-text';
import { Field } from '@client/ui/field';
import { ReplyControlField } from '@client/ui/reply-control';
import { DEFAULT_REPLY_CONTROL, effectiveReplyControl, type ReplyControl } from '@shared/reply-rules';
import { FilePicker, PickedVideo, usePickedFile, type PickedFile } from '@client/ui/file-picker';
import { FormActions } from '@client/ui/form-actions';
import { FormProblem } from '@client/ui/form-problem';
import { UploadProgress } from '@client/ui/upload-progress';
import { sayProblem, sayUploadFailure } from '@client/ui/say-problem';
import { toast } from '@client/ui/use-toast';
import { useDiscardGuard } from '@client/features/create/use-discard-guard';
import { PublishAsField } from '@client/features/create/PublishAsField';
import { LazyProductTagPicker } from '@client/features/shoppable/ProductTagPickerLazy';
import { productTagsFieldValue, type PickedTag } from '@client/features/shoppable/product-tag-picker';
import { useCreatePostMutation } from './use-posts';

const t = ptBR.posts;

interface CreatePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: () => void;
}

/** The chosen picture or video; its name stands in when the browser cannot show it. */
function Preview({ picked }: { picked: PickedFile }) {
  const [unviewable, setUnviewable] = useState(false);
  if (unviewable) {
    return (
      <p className="grid min-h-24 place-items-center px-4 text-center text-sm text-white/80">{picked.file.name}</p>
    );
  }
  return picked.file.type.startsWith('video/') ? (
    <PickedVideo picked={picked} onError={() => setUnviewable(true)} className="max-h-80 w-full object-contain" />
  ) : (
    <img
      src={picked.url}
      alt={picked.file.name}
      onError={() => setUnviewable(true)}
      className="max-h-80 w-full object-contain"
    />
  );
}

/** 'Criar Novo Post': a picture or a video plus text. The server checks the file's real type again. */
export function CreatePostDialog({ open, onOpenChange, onCreated }: CreatePostDialogProps) {
  const [picked, setPicked] = usePickedFile();
  const file = picked?.file ?? null;
  const [content, setContent] = useState('');
  const [alt, setAlt] = useState('');
  const [segmentId, setSegmentId] = useState('');
  const [asBrandId, setAsBrandId] = useState('');
  const [replyControl, setReplyControl] = useState<ReplyControl>(DEFAULT_REPLY_CONTROL);
  const [productTags, setProductTags] = useState<PickedTag[]>([]);
  const segments = useSegmentsQuery();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePostMutation(setProgress);

  const reset = () => {
    setPicked(null);
    setProblem(null);
    setContent('');
    setAlt('');
    setSegmentId('');
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
  // Only a picture takes points; a video's tags are sent without them.
  const tagImage = picked && !picked.file.type.startsWith('video/') ? { src: picked.url, alt: picked.file.name } : null;

  const guard = useDiscardGuard({
    dirty: Boolean(picked || content.trim() || alt.trim() || productTags.length),
    busy: create.isPending,
    onDiscard: reset,
    onOpenChange,
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const problem = await mediaProblem(chosen, 'post');
    if (problem) return sayProblem(setProblem, ...problem);
    setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const submit = () => {
    if (!file) return;
    create.mutate(
      {
        file,
        content: content.trim(),
        alt: alt.trim(),
        segmentId,
        asBrandId,
        replyControl: effectiveReplyControl(replyControl, asBrandId ? 'brand' : 'member'),
        productTags: productTagsFieldValue(productTags, Boolean(tagImage)),
      },
      {
        onSuccess: () => {
          toast({ title: t.created, description: t.createdDescription, variant: 'success' });
          reset();
          onOpenChange(false);
          onCreated?.();
        },
        onError: (error) => {
          setProgress(0);
          sayUploadFailure(setProblem, error);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange}
      title={t.createTitle}
      description={t.createDescription}
      className="sm:w-[min(34rem,92vw)]"
    >
      <FilePicker
        accept="image/*,video/*"
        label={t.chooseFile}
        icon={<ImagePlus aria-hidden="true" className="size-8 text-accent-fg" />}
        onFile={(f) => void choose(f)}
        preview={picked ? <Preview key={picked.url} picked={picked} /> : null}
        previewClassName="min-h-24"
        removeLabel={t.removeFile}
        onRemove={reset}
        disabled={create.isPending}
      />

      <ComposerText
        label={t.contentLabel}
        count={content.length}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={POST_CONTENT_MAX}
        rows={3}
        placeholder={t.contentPlaceholder}
      />

      <ComposerInput
        label={t.altLabel}
        hint={t.altHint}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        maxLength={300}
      />

      <Field label={t.segmentLabel} hint={t.segmentHint}>
        {(control) => (
          <select
            {...control}
            value={segmentId}
            onChange={(e) => setSegmentId(e.target.value)}
            className="h-11 w-full rounded-xl border border-border bg-surface-muted px-3 text-base text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
          >
            <option value="">{t.segmentNone}</option>
            {(segments.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <PublishAsField value={asBrandId} onChange={choosePublisher} disabled={create.isPending} />
      <LazyProductTagPicker
        asBrandId={asBrandId}
        value={productTags}
        onChange={setProductTags}
        image={tagImage}
        disabled={create.isPending}
      />
      <ReplyControlField
        value={replyControl}
        onChange={setReplyControl}
        asBrand={Boolean(asBrandId)}
        disabled={create.isPending}
      />

      <FormProblem message={problem} />
      {create.isPending ? <UploadProgress fraction={progress} label={t.uploading} /> : null}
      <FormActions
        cancelLabel={t.cancel}
        submitLabel={create.isPending ? t.uploading : t.upload}
        pending={create.isPending}
        disabled={!file}
        onSubmit={submit}
      />
      {guard.prompt}
    </Dialog>
  );
}
