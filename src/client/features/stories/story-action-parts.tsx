import { useEffect, useState, type ComponentProps, type ReactNode, type SyntheticEvent } from 'react';
import { formatThousands } from '@shared/format';
import { cn } from '@client/lib/cn';

/** A round action of the story viewer's bar, white on the picture. */
export function Action({
  icon,
  count,
  label,
  active,
  ...props
}: ComponentProps<'button'> & { icon: ReactNode; count?: number; label: string; active?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50 [&_svg]:size-6',
        active && 'text-rose-400',
      )}
      {...props}
    >
      {icon}
      {count !== undefined ? <span className="tabular-nums">{formatThousands(count, 1)}</span> : null}
    </button>
  );
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

/**
 * Keys and taps inside it stay there: the story viewer around a menu or a dialog would take them to
 * change story or close.
 */
export function OverViewer({ children }: { children: ReactNode }) {
  return (
    <div className="contents" onKeyDown={stop} onPointerDown={stop} onPointerUp={stop} onClick={stop}>
      {children}
    </div>
  );
}

export interface Said {
  text: string;
  error: boolean;
}

/**
 * What an action says, for a moment. Said inside the viewer rather than in a toast: a toast over the
 * viewer would take its Esc, and the modal hides the toast region from screen readers.
 */
export function useSaid(): [Said | null, (text: string, error?: boolean) => void] {
  const [said, setSaid] = useState<Said | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), 2500);
    return () => clearTimeout(timer);
  }, [said]);
  return [said, (text, error = false) => setSaid({ text, error })];
}

export function SaidBubble({ said }: { said: Said | null }) {
  return (
    <p
      role="status"
      className={cn(
        'pointer-events-none absolute bottom-full left-1/2 mb-2 max-w-[90%] -translate-x-1/2 rounded-full px-3 py-1.5 text-center text-xs font-semibold shadow-lg',
        !said && 'sr-only',
        said?.error ? 'bg-destructive text-white' : 'bg-white/90 text-black',
      )}
    >
      {said?.text}
    </p>
  );
}
