import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Card } from '@client/ui/card';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  hint?: ReactNode;
  /** A page that greets with the brand's colours (the store, what is coming) instead of a muted tile. */
  brand?: boolean;
  /** Inside a drawer, which is already a panel: no card of its own, centred in the space left. */
  bare?: boolean;
  /** The way on, usually a link button. */
  children?: ReactNode;
}

/** What a page or a list shows when it has nothing yet: an icon, what is missing, a hint, a way on. */
export function EmptyState({ icon: Icon, title, hint, brand = false, bare = false, children }: EmptyStateProps) {
  const content = (
    <>
      <span
        className={cn(
          'grid size-14 place-items-center rounded-2xl',
          brand ? 'bg-brand-gradient text-white shadow-lg shadow-primary/30' : 'bg-surface-muted',
        )}
      >
        <Icon aria-hidden="true" className={cn('size-7', !brand && 'text-fg-muted')} />
      </span>
      <p className={cn(brand && 'text-lg', 'font-semibold')}>{title}</p>
      {hint ? <p className={cn(bare ? 'max-w-60' : 'max-w-xs', 'text-sm text-fg-muted')}>{hint}</p> : null}
      {children}
    </>
  );
  return bare ? (
    <div className="grid flex-1 content-center justify-items-center gap-3 py-10 text-center">{content}</div>
  ) : (
    <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">{content}</Card>
  );
}
