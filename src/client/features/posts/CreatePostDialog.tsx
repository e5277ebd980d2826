import { ImagePlus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { POST_CONTENT_MAX } from '@shared/post-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { videoProblem } from '@client/features/videos/pick-video';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useDiscardGuard } from '@client/features/create/use-discard-guard';
import { useCreatePostMutation } from './use-posts';

const t = ptBR.posts;
const m = ptBR.media;
const MB = 1024 * 1024;

interface CreatePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: () => void;
}

/** 'Criar Novo Post': a picture or a video plus text. The server checks the file's real type again. */
export function CreatePostDialog({ open, onOpenChange, onCreated }: CreatePostDialogProps) {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const file = picked?.file ?? null;
  const preview = picked?.url ?? null;
  const [content, setContent] = useState('');
  const [alt, setAlt] = useState('');
  const [segmentId, setSegmentId] = useState('');
  const segments = useSegmentsQuery();
  const [progress, setProgress] = useState(0);
  // Shown inside the dialog as well as in a toast: a modal dialog hides the toast region from screen readers.
  const [problem, setProblem] = useState<string | null>(null);
  const [unviewable, setUnviewable] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  const altId = useId();
  const segmentFieldId = useId();
  const create = useCreatePostMutation(setProgress);

  // The preview's object URL is freed when it is replaced or the dialog goes away.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const fail = (title: string, description: string) => {
    setProblem(`${title}: ${description}`);
    toast({ title, description, variant: 'destructive' });
  };

  const reset = () => {
    setPicked(null);
    setProblem(null);
    setUnviewable(false);
    setContent('');
    setAlt('');
    setSegmentId('');
    setProgress(0);
    if (input.current) input.current.value = '';
  };

  const guard = useDiscardGuard({
    dirty: Boolean(picked || content.trim() || alt.trim()),
    busy: create.isPending,
    onDiscard: reset,
    onOpenChange,
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setUnviewable(false);
    const kind = chosen.type.startsWith('image/') ? 'image' : chosen.type.startsWith('video/') ? 'video' : null;
    if (!kind) {
      fail(m.invalidFile.title, m.invalidFile.description);
      if (input.current) input.current.value = '';
      return;
    }
    const problem =
      kind === 'video' ? await videoProblem(chosen, 'post') : chosen.size > 15 * MB ? m.imageTooLarge(15) : null;
    if (problem) {
      fail(ptBR.common.error, problem);
      if (input.current) input.current.value = '';
      return;
    }
    setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const submit = () => {
    if (!file) return;
    create.mutate(
      { file, content: content.trim(), alt: alt.trim(), segmentId },
      {
        onSuccess: () => {
          toast({ title: t.created, description: t.createdDescription, variant: 'success' });
          reset();
          onOpenChange(false);
          onCreated?.();
        },
        onError: (error) => {
          setProgress(0);
          if (isApiError(error) && error.code === 'invalid_file_type')
            fail(m.invalidFile.title, m.invalidFile.description);
          else fail(ptBR.common.error, errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={guard.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 grid max-h-[94dvh] gap-4 overflow-y-auto rounded-t-3xl border border-border bg-surface-strong p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(34rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <Dialog.Title className="text-lg font-bold">{t.createTitle}</Dialog.Title>
              <Dialog.Description className="text-sm text-fg-muted">{t.createDescription}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={ptBR.common.close}
              className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <input
            ref={input}
            type="file"
            accept="image/*,video/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t.chooseFile}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {file && preview ? (
            <div className="relative min-h-24 overflow-hidden rounded-2xl bg-black">
              {unviewable ? (
                <p className="grid min-h-24 place-items-center px-4 text-center text-sm text-white/80">{file.name}</p>
              ) : file.type.startsWith('video/') ? (
                <video
                  src={preview}
                  controls
                  playsInline
                  onError={() => setUnviewable(true)}
                  className="max-h-80 w-full object-contain"
                  aria-label={file.name}
                />
              ) : (
                <img
                  src={preview}
                  alt={file.name}
                  onError={() => setUnviewable(true)}
                  className="max-h-80 w-full object-contain"
                />
              )}
              <Button
                variant="secondary"
                size="sm"
                className="absolute top-2 right-2 rounded-full"
                onClick={reset}
                disabled={create.isPending}
              >
                <X aria-hidden="true" />
                {t.removeFile}
              </Button>
            </div>
          ) : (
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="grid place-items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-surface-muted px-4 py-10 text-center text-sm font-medium text-fg-muted transition-colors hover:border-primary hover:text-fg"
            >
              <ImagePlus aria-hidden="true" className="size-8 text-accent-fg" />
              {t.chooseFile}
            </button>
          )}

          <div className="grid gap-1.5">
            <label htmlFor={textId} className="text-sm font-medium">
              {t.contentLabel}
            </label>
            <textarea
              id={textId}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              maxLength={POST_CONTENT_MAX}
              rows={3}
              placeholder={t.contentPlaceholder}
              className="w-full resize-none rounded-xl border border-border bg-surface-muted px-3.5 py-2.5 text-base text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
            />
            <p className="text-right text-xs text-fg-muted tabular-nums">
              {content.length}/{POST_CONTENT_MAX}
            </p>
          </div>

          <div className="grid gap-1.5">
            <label htmlFor={altId} className="text-sm font-medium">
              {t.altLabel}
            </label>
            <input
              id={altId}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              maxLength={300}
              aria-describedby={`${altId}-dica`}
              className="w-full rounded-xl border border-border bg-surface-muted px-3.5 py-2.5 text-base text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
            />
            <p id={`${altId}-dica`} className="text-xs text-fg-muted">
              {t.altHint}
            </p>
          </div>

          <div className="grid gap-1.5">
            <label htmlFor={segmentFieldId} className="text-sm font-medium">
              {t.segmentLabel}
            </label>
            <select
              id={segmentFieldId}
              value={segmentId}
              onChange={(e) => setSegmentId(e.target.value)}
              aria-describedby={`${segmentFieldId}-dica`}
              className="h-11 w-full rounded-xl border border-border bg-surface-muted px-3 text-base text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
            >
              <option value="">{t.segmentNone}</option>
              {(segments.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
            <p id={`${segmentFieldId}-dica`} className="text-xs text-fg-muted">
              {t.segmentHint}
            </p>
          </div>

          {problem ? (
            <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}

          {create.isPending ? (
            <div
              role="progressbar"
              aria-label={t.uploading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
            >
              <div
                className="h-full bg-brand-gradient transition-[width]"
                style={{ width: `${Math.max(4, progress * 100)}%` }}
              />
            </div>
          ) : null}

          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={create.isPending}>
                {t.cancel}
              </Button>
            </Dialog.Close>
            <Button variant="brand" disabled={!file || create.isPending} onClick={submit}>
              {create.isPending ? <Spinner /> : null}
              {create.isPending ? t.uploading : t.upload}
            </Button>
          </div>
          {guard.prompt}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
