import { Clapperboard, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { REEL_DESCRIPTION_MAX, type Reel } from '@shared/reels';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { acceptVideo } from '@client/features/videos/pick-video';
import { UploadProgress } from '@client/features/videos/UploadProgress';
import { useDiscardGuard } from '@client/features/create/use-discard-guard';
import { useCreateReelMutation } from './use-reels';

const t = ptBR.reels;

interface CreateReelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (reel: Reel) => void;
}

/** 'Criar Novo Reel': one video (nothing else), up to 90 s, and a description. */
export function CreateReelDialog({ open, onOpenChange, onCreated }: CreateReelDialogProps) {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [description, setDescription] = useState('');
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  const create = useCreateReelMutation(setProgress);

  // The preview's object URL is let go when another file replaces it or the dialog goes away.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const file = picked?.file ?? null;

  const reset = () => {
    setPicked(null);
    setDescription('');
    setProgress(0);
    if (input.current) input.current.value = '';
  };

  const guard = useDiscardGuard({
    dirty: Boolean(picked || description.trim()),
    busy: create.isPending,
    onDiscard: reset,
    onOpenChange,
  });

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setChecking(true);
    const ok = await acceptVideo(chosen, 'reel');
    setChecking(false);
    if (ok) setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const submit = () => {
    if (!file) return;
    create.mutate(
      { file, description: description.trim() },
      {
        onSuccess: ({ reel }) => {
          toast({ title: t.published, description: t.publishedDescription, variant: 'success' });
          reset();
          onCreated(reel);
        },
        onError: (error) => {
          setProgress(0);
          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  const busy = create.isPending;
  return (
    <Dialog.Root open={open} onOpenChange={guard.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 grid max-h-[94dvh] gap-4 overflow-y-auto rounded-t-3xl border border-border bg-surface-strong p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(30rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6">
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
            accept="video/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t.chooseVideo}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {picked ? (
            <div className="relative mx-auto aspect-[9/16] max-h-[45dvh] overflow-hidden rounded-2xl bg-black">
              <video
                src={picked.url}
                controls
                playsInline
                muted
                className="size-full object-contain"
                aria-label={picked.file.name}
              />
              <Button
                variant="secondary"
                size="sm"
                className="absolute top-2 right-2 rounded-full"
                onClick={reset}
                disabled={busy}
              >
                <X aria-hidden="true" />
                {t.removeVideo}
              </Button>
            </div>
          ) : (
            <button
              type="button"
              disabled={checking}
              onClick={() => input.current?.click()}
              className="grid place-items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-surface-muted px-4 py-10 text-center text-sm font-medium text-fg-muted transition-colors hover:border-primary hover:text-fg"
            >
              {checking ? (
                <Spinner className="size-8" />
              ) : (
                <Clapperboard aria-hidden="true" className="size-8 text-accent-fg" />
              )}
              {t.chooseVideo}
            </button>
          )}

          <div className="grid gap-1.5">
            <label htmlFor={textId} className="text-sm font-medium">
              {t.descriptionLabel}
            </label>
            <textarea
              id={textId}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={REEL_DESCRIPTION_MAX}
              rows={2}
              placeholder={t.descriptionPlaceholder}
              disabled={busy}
              className="w-full resize-none rounded-xl border border-border bg-surface-muted px-3.5 py-2.5 text-base text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
            />
          </div>

          {busy ? <UploadProgress fraction={progress} /> : null}

          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={busy}>
                {t.cancel}
              </Button>
            </Dialog.Close>
            <Button variant="brand" disabled={!file || busy} onClick={submit}>
              {busy ? <Spinner /> : null}
              {busy ? t.publishing : t.publish}
            </Button>
          </div>
          {guard.prompt}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
