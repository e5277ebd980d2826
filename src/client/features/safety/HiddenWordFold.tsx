import { EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { hiddenWordIn } from '@shared/safety-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { useHiddenWords } from './use-safety';

const t = ptBR.safetyScreens;

interface HiddenWordFoldProps {
  /** The text compared with the member's hidden words. */
  text: string;
  /** What shows once unfolded (or at once, when no word matches). */
  children: ReactNode;
  /** A comment folds into a smaller line than a post. */
  size?: 'post' | 'comment';
  className?: string;
  /** A comment stands in a list: the fold takes its place as the list's item. */
  as?: 'div' | 'li';
}

/**
 * Folds a post or a comment whose text holds one of the member's hidden words, behind a line saying
 * why and 'Mostrar mesmo assim'. The word itself is not repeated: the member chose not to read it.
 */
export function HiddenWordFold({ text, children, size = 'post', className, as: Tag = 'div' }: HiddenWordFoldProps) {
  const words = useHiddenWords();
  const [shown, setShown] = useState(false);
  if (shown || hiddenWordIn(text, words) === null) return children;
  return (
    <Tag
      // A list's item keeps its own role; a post's fold is a group named by what it says.
      {...(Tag === 'div' ? { role: 'group', 'aria-label': t.folded } : {})}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 text-fg-muted',
        size === 'post'
          ? 'rounded-2xl border border-border bg-surface px-4 py-4 shadow-sm backdrop-blur-xl'
          : 'rounded-2xl bg-surface-muted px-3 py-2 text-sm',
        className,
      )}
    >
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{t.folded}</p>
      <Button variant="outline" size="sm" onClick={() => setShown(true)}>
        {t.showAnyway}
      </Button>
    </Tag>
  );
}
