import { zodResolver } from '@hookform/resolvers/zod';
import { Film, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ptBR } from '@shared/i18n/pt-BR';
import { createVideoFieldsSchema, VIDEO_DESCRIPTION_MAX } from '@shared/videos';
import { PageHeader } from '@client/app/PageHeader';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Spinner } from '@client/ui/spinner';
import { TextField } from '@client/ui/text-field';
import { toast } from '@client/ui/use-toast';
import { acceptVideo } from './pick-video';
import { UploadProgress } from './UploadProgress';
import { useUploadVideoMutation } from './use-videos';

const t = ptBR.videos;
type FieldsIn = z.input<typeof createVideoFieldsSchema>;
type Fields = z.output<typeof createVideoFieldsSchema>;

function requiredToast() {
  toast({ title: t.required.title, description: t.required.description, variant: 'destructive' });
}

/** /upload-video: a long video with a title (required), a description (optional) and progress while it uploads. */
export function UploadVideoPage() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const upload = useUploadVideoMutation(setProgress);
  const form = useForm<FieldsIn, unknown, Fields>({
    resolver: zodResolver(createVideoFieldsSchema),
    defaultValues: { title: '', description: '' },
  });
  const description = useWatch({ control: form.control, name: 'description' });
  // The preview's object URL is let go when another file replaces it or the page goes away.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const file = picked?.file ?? null;

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (await acceptVideo(chosen, 'longVideo')) setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const submit = form.handleSubmit(
    (values) => {
      if (!file) return requiredToast();
      upload.mutate(
        { ...values, file },
        {
          onSuccess: ({ video }) => {
            toast({ title: t.uploaded, description: t.uploadedDescription, variant: 'success' });
            navigate(`/video/${video.id}`);
          },
          onError: (error) => {
            setProgress(0);
            toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
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

          <div className="grid gap-1.5">
            <label htmlFor={descriptionId} className="text-sm font-medium">
              {t.descriptionLabel}
            </label>
            <textarea
              id={descriptionId}
              rows={4}
              maxLength={VIDEO_DESCRIPTION_MAX}
              placeholder={t.descriptionPlaceholder}
              disabled={busy}
              className="w-full resize-y rounded-xl border border-border bg-surface-muted px-3.5 py-2.5 text-base text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
              {...form.register('description')}
            />
            <p className="text-right text-xs text-fg-muted tabular-nums">
              {(description ?? '').length}/{VIDEO_DESCRIPTION_MAX}
            </p>
          </div>

          <div className="grid gap-1.5">
            <span className="text-sm font-medium">{t.videoLabel}</span>
            <input
              ref={input}
              type="file"
              accept="video/*"
              className="sr-only"
              tabIndex={-1}
              aria-label={t.chooseVideo}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            {picked ? (
              <div className="relative overflow-hidden rounded-2xl bg-black">
                <video
                  src={picked.url}
                  controls
                  playsInline
                  preload="metadata"
                  className="aspect-video w-full object-contain"
                  aria-label={picked.file.name}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  className="absolute top-2 right-2 rounded-full"
                  onClick={() => setPicked(null)}
                  disabled={busy}
                >
                  <X aria-hidden="true" />
                  {t.changeVideo}
                </Button>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="grid place-items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-surface-muted px-4 py-10 text-center text-sm font-medium text-fg-muted transition-colors hover:border-primary hover:text-fg"
              >
                <Film aria-hidden="true" className="size-8 text-accent-fg" />
                {t.chooseVideo}
              </button>
            )}
          </div>

          {busy ? <UploadProgress fraction={progress} /> : null}

          <div className="flex justify-end">
            <Button type="submit" variant="brand" size="lg" disabled={busy}>
              {busy ? <Spinner /> : <Upload aria-hidden="true" />}
              {busy ? t.uploading : t.submit}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
