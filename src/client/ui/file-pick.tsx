import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@client/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

interface FileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  label: string;
  onFile: (file: File | undefined) => void;
}

/** The hidden file input behind a pick button; kept out of the tab order, the button takes focus. */
export function FileInput({ ref, accept, label, onFile }: FileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(e) => onFile(e.target.files?.[0])}
    />
  );
}

/** The dashed area a member taps to choose a file; a spinner replaces its icon while the file is checked. */
export function PickButton({
  icon,
  label,
  busy = false,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onClick}
      className="grid place-items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-surface-muted px-4 py-10 text-center text-sm font-medium text-fg-muted transition-colors hover:border-primary hover:text-fg"
    >
      {busy ? <Spinner className="size-8" /> : icon}
      {label}
    </button>
  );
}

/** A chosen file's preview with a button to let it go; `iconOnly` keeps the button small on narrow previews. */
export function PickedPreview({
  className,
  removeLabel,
  onRemove,
  disabled,
  iconOnly = false,
  children,
}: {
  className?: string;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  iconOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('relative overflow-hidden rounded-2xl bg-black', className)}>
      {children}
      <Button
        variant="secondary"
        size={iconOnly ? 'icon-sm' : 'sm'}
        className="absolute top-2 right-2 rounded-full"
        {...(iconOnly ? { 'aria-label': removeLabel } : {})}
        onClick={onRemove}
        disabled={disabled}
      >
        <X aria-hidden="true" />
        {iconOnly ? null : removeLabel}
      </Button>
    </div>
  );
}
