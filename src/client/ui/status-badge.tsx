import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** How a state reads at a glance: going on, waiting for someone, over, or gone wrong. */
export type Tone = 'good' | 'waiting' | 'over' | 'bad';

const toneClasses: Record<Tone, string> = {
  good: 'bg-success/15 text-success',
  waiting: 'bg-warning/15 text-warning',
  over: 'bg-fg/10 text-fg-muted',
  bad: 'bg-destructive/15 text-destructive',
};

/** The state of an order, a campaign…: its name on a pill of its tone's colour. */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap', toneClasses[tone])}>
      {children}
    </span>
  );
}
