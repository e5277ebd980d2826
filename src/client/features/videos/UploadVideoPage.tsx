import { zodResolver } from '@hookform/resolvers/zod';
import { Film, Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ptBR } from '@shared/i18n/pt-BR';
import { createVideoFieldsSchema, VIDEO_DESCRIPTION_MAX } from '@shared/videos';
import { PageHeader } from '@client/ui/page-header';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { toast, toastError } from '@client/ui/use-toast';
import { acceptVideo } from './pick-video';
import { UploadProgress } from '@client/ui/upload-progress';
import { ComposerText } from '@client/ui/composer-text';
import { FilePicker, PickedVideo, usePickedFile } from '@client/ui/file-picker';
import { useUploadVideoMutation } from './use-videos';
import { PublishAsField } from '@client/features/create/PublishAsField';
import { LazyProductTagPicker } from '@client/features/shoppable/ProductTagPickerLazy';
import { productTagsFieldValue, type PickedTag } from '@client/features/shoppable/product-tag-picker';
import { ReplyControlField } from '@client/ui/reply-control';
import { DEFAULT_REPLY_CONTROL, effectiveReplyControl, type ReplyControl } from '@shared/reply-rules';

const t = ptBR.videos;
type FieldsIn = z.input<typeof createVideoFieldsSchema>;
type Fields = z.output<typeof createVideoFieldsSchema>;

function requiredToast() {
  toast({ title: t.required.title, description: t.required.description, variant: 'destructive' });
}

/** /upload-video: a long video with a title (required), a description (optional) and progress while it uploads. */
export function UploadVideoPage() {
  const navigate = useNavigate();
  const [picked, setPicked] = usePickedFile();
  const [progress, setProgress] = useState(0);
  // The browser reads a chosen file's duration before it is taken; sending waits for that answer.
  const [checking, setChecking] = useState(false);
  const [asBrandId, setAsBrandId] = useState('');
  const [replyControl, setReplyControl] = useState<ReplyControl>(DEFAULT_REPLY_CONTROL);
  const [productTags, setProductTags] = useState<PickedTag[]>([]);
  // Another publisher has other products: the picks made for the first one go.
  const choosePublisher = (brandId: string) => {
    setAsBrandId(brandId);
    setProductTags([]);
  };
  const upload = useUploadVideoMutation(setProgress);
  const form = useForm<FieldsIn, unknown, Fields>({
    resolver: zodResolver(createVideoFieldsSchema),
    defaultValues: { title: '', description: '' },
  });
  const description = useWatch({ control: form.control, name: 'description' });
  const file = picked?.file ?? null;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setChecking(true);
    const ok = await acceptVideo(chosen, 'longVideo');
    setChecking(false);
    if (ok) setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const submit = form.handleSubmit(
    (values) => {
      if (!file) return requiredToast();
      upload.mutate(
        {
          ...values,
          asBrandId,
          file,
          replyControl: effectiveReplyControl(replyControl, asBrandId ? 'brand' : 'member'),
          productTags: productTagsFieldValue(productTags, false),
        },
        {
          onSuccess: ({ video }) => {
            toast({ title: t.uploaded, description: t.uploadedDescription, variant: 'success' });
            void navigate(`/video/${video.id}`); // BrowserRouter navigates at once
          },
          onError: (error) => {
            setProgress(0);
            toastError(error);
          },
        },
      );
    },
    () => requiredToast(),
  );

  const busy = upload.isPending;
  return (
    <>
      <PageHeader title={t.uploadTitle} description={t.uploadDescription} />
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-5" aria-busy={busy}>
          <TextField
            label={t.titleLabel}
            placeholder={t.titlePlaceholder}
            autoComplete="off"
            maxLength={120}
            required
            disabled={busy}
            error={form.formState.errors.title?.message}
            {...form.register('title')}
          />

          <ComposerText
            label={t.descriptionLabel}
            count={(description ?? '').length}
            rows={4}
            maxLength={VIDEO_DESCRIPTION_MAX}
            placeholder={t.descriptionPlaceholder}
            disabled={busy}
            resize="y"
            {...form.register('description')}
          />

          <div className="grid gap-1.5">
            <span className="text-sm font-medium">{t.videoLabel}</span>
            <FilePicker
              accept="video/*"
              label={t.chooseVideo}
              icon={<Film aria-hidden="true" className="size-8 text-accent-fg" />}
              onFile={(f) => void choose(f)}
              busy={checking}
              preview={
                picked ? (
                  <PickedVideo picked={picked} preload="metadata" className="aspect-video w-full object-contain" />
                ) : null
              }
              removeLabel={t.changeVideo}
              onRemove={() => setPicked(null)}
              disabled={busy}
            />
          </div>

          <PublishAsField value={asBrandId} onChange={choosePublisher} disabled={busy} />
          <LazyProductTagPicker asBrandId={asBrandId} value={productTags} onChange={setProductTags} disabled={busy} />
          <ReplyControlField
            value={replyControl}
            onChange={setReplyControl}
            asBrand={Boolean(asBrandId)}
            disabled={busy}
          />

          {busy ? <UploadProgress fraction={progress} caption /> : null}

          <div className="flex justify-end">
            <Button type="submit" variant="brand" size="lg" disabled={busy || checking}>
              {busy ? <Spinner /> : <Upload aria-hidden="true" />}
              {busy ? t.uploading : t.submit}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
