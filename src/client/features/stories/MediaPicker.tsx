import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { videoProblem } from '@client/features/videos/pick-video';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';

const m = ptBR.media;
const MB = 1024 * 1024;
const IMAGE_MAX_BYTES = 15 * MB;

/** The chosen file with its preview URL, freed when replaced or unmounted. */
export function usePickedFile() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  return [picked, setPicked] as const;
}

interface MediaPickerProps {
  picked: { file: File; url: string } | null;
  onPick: (picked: { file: File; url: string } | null) => void;
  /** Shown in the dialog as well: a modal hides the toast region from screen readers. */
  onProblem: (message: string | null) => void;
  disabled?: boolean;
}

/** Picks a picture or a video (checked by type and size here, by content on the server) and previews it upright. */
export function MediaPicker({ picked, onPick, onProblem, disabled }: MediaPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const fail = (title: string, description: string) => {
    onProblem(`${title}: ${description}`);
    toast({ title, description, variant: 'destructive' });
    if (input.current) input.current.value = '';
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    onProblem(null);
    const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
    if (!kind) return fail(m.invalidFile.title, m.invalidFile.description);
    if (kind === 'image' && file.size > IMAGE_MAX_BYTES) return fail(ptBR.common.error, m.imageTooLarge(15));
    // Highlights take the stories' limits.
    const problem = kind === 'video' ? await videoProblem(file, 'story') : null;
    if (problem) return fail(ptBR.common.error, problem);
    onPick({ file, url: URL.createObjectURL(file) });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*,video/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={ptBR.posts.chooseFile}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {picked ? (
        <div className="relative mx-auto aspect-[9/16] w-full max-w-56 overflow-hidden rounded-2xl bg-black">
          {picked.file.type.startsWith('video/') ? (
            <video
              src={picked.url}
              muted
              playsInline
              autoPlay
              loop
              aria-label={picked.file.name}
              className="size-full object-cover"
            />
          ) : (
            <img src={picked.url} alt={picked.file.name} className="size-full object-cover" />
          )}
          <Button
            variant="secondary"
            size="icon-sm"
            className="absolute top-2 right-2 rounded-full"
            aria-label={ptBR.posts.removeFile}
            disabled={disabled}
            onClick={() => {
              onPick(null);
              if (input.current) input.current.value = '';
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="grid place-items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-surface-muted px-4 py-10 text-center text-sm font-medium text-fg-muted transition-colors hover:border-primary hover:text-fg"
        >
          <ImagePlus aria-hidden="true" className="size-8 text-accent-fg" />
          {ptBR.posts.chooseFile}
        </button>
      )}
    </>
  );
}

export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
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
  );
}

export function Problem({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}
