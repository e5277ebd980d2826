import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { mediaProblem } from '@client/features/videos/pick-media';
import { FilePicker, usePickedFile, type PickedFile } from '@client/ui/file-picker';
import { FormProblem } from '@client/ui/form-problem';
import { TextField } from '@client/ui/text-field';
import { UploadProgress } from '@client/ui/upload-progress';
import { sayProblem } from '@client/ui/say-problem';

interface MediaPickerProps {
  picked: PickedFile | null;
  onPick: (picked: PickedFile | null) => void;
  /** Shown in the dialog as well: a modal hides the toast region from screen readers. */
  onProblem: (message: string | null) => void;
  disabled?: boolean;
}

/** Picks a picture or a video (checked by type and size here, by content on the server) and previews it upright. */
export function MediaPicker({ picked, onPick, onProblem, disabled }: MediaPickerProps) {
  const choose = async (file: File | undefined) => {
    if (!file) return;
    onProblem(null);
    // Highlights take the stories' limits.
    const problem = await mediaProblem(file, 'story');
    if (problem) return sayProblem(onProblem, ...problem);
    onPick({ file, url: URL.createObjectURL(file) });
  };
  return (
    <FilePicker
      accept="image/*,video/*"
      label={ptBR.posts.chooseFile}
      icon={<ImagePlus aria-hidden="true" className="size-8 text-accent-fg" />}
      onFile={(f) => void choose(f)}
      preview={
        picked ? (
          picked.file.type.startsWith('video/') ? (
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
          )
        ) : null
      }
      previewClassName="mx-auto aspect-[9/16] w-full max-w-56"
      removeLabel={ptBR.posts.removeFile}
      onRemove={() => onPick(null)}
      disabled={disabled ?? false}
      iconOnly
    />
  );
}

/** What a story's or a highlight's upload form holds: the file, its name, how much has gone, what went wrong. */
export function useMediaUpload() {
  const [picked, setPicked] = usePickedFile();
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const reset = () => {
    setPicked(null);
    setTitle('');
    setProgress(0);
    setProblem(null);
  };
  return { picked, setPicked, title, setTitle, progress, setProgress, problem, setProblem, reset };
}

interface MediaWithTitleProps {
  upload: ReturnType<typeof useMediaUpload>;
  titleLabel: string;
  titleMax: number;
  placeholder?: string;
  pending: boolean;
}

/** The upload form's fields: the picture or video, its name, what went wrong and how the upload goes. */
export function MediaWithTitle({ upload, titleLabel, titleMax, placeholder, pending }: MediaWithTitleProps) {
  return (
    <>
      <MediaPicker picked={upload.picked} onPick={upload.setPicked} onProblem={upload.setProblem} disabled={pending} />
      <TextField
        label={titleLabel}
        value={upload.title}
        maxLength={titleMax}
        placeholder={placeholder}
        onChange={(e) => upload.setTitle(e.target.value)}
      />
      <FormProblem message={upload.problem} />
      {pending ? <UploadProgress label={ptBR.stories.publishing} fraction={upload.progress} /> : null}
    </>
  );
}
