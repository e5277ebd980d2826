import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { FileInput, PickButton, PickedPreview } from './file-pick';

/** A chosen file and the object URL its preview shows. */
export interface PickedFile {
  file: File;
  url: string;
}

/** The chosen file with its preview URL, freed when another replaces it or the form goes away. */
export function usePickedFile() {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  return [picked, setPicked] as const;
}

interface FilePickerProps {
  accept: string;
  /** The pick button's words, and the hidden input's name. */
  label: string;
  icon: ReactNode;
  onFile: (file: File | undefined) => void;
  /** The chosen file is being checked. */
  busy?: boolean;
  /** The chosen file's preview; while there is none, the pick button shows. */
  preview: ReactNode;
  previewClassName?: string;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  iconOnly?: boolean;
}

/**
 * A file field: a dashed button to choose the file, then its preview with a way to let it go. The input
 * forgets each choice at once, so choosing the same file again (after a refusal, say) is seen again.
 */
export function FilePicker({
  accept,
  label,
  icon,
  onFile,
  busy,
  preview,
  previewClassName,
  removeLabel,
  onRemove,
  disabled,
  iconOnly,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    onFile(file);
  };
  return (
    <>
      <FileInput ref={input} accept={accept} label={label} onFile={choose} />
      {preview ? (
        <PickedPreview
          className={previewClassName}
          removeLabel={removeLabel}
          onRemove={onRemove}
          disabled={disabled}
          iconOnly={iconOnly}
        >
          {preview}
        </PickedPreview>
      ) : (
        <PickButton icon={icon} label={label} busy={busy} onClick={() => input.current?.click()} />
      )}
    </>
  );
}

/** A chosen video, playable before it is sent; named by its file. */
export function PickedVideo({ picked, ...props }: { picked: PickedFile } & ComponentProps<'video'>) {
  return <video src={picked.url} controls playsInline aria-label={picked.file.name} {...props} />;
}
