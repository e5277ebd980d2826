import type { ComponentProps, ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';

/** One grey block in the shape of what will load there. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-fg/10', className)} {...props} />;
}

/**
 * One row of a list still loading: a picture beside two lines of text, then whatever the row ends
 * with (`children`). Each list passes the sizes of its real rows, so nothing moves when they arrive.
 */
export function SkeletonMediaRow({
  as: Row = 'div',
  className = 'flex items-center gap-3',
  media,
  lines = ['h-3.5 w-1/2', 'h-3 w-1/3'],
  textClassName = 'grid flex-1 gap-2',
  children,
}: {
  as?: 'div' | 'li';
  className?: string;
  /** The picture's size and shape; null for rows without one. */
  media: string | null;
  lines?: readonly [string, string];
  textClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Row className={className}>
      {media ? <Skeleton className={media} /> : null}
      <div className={textClassName}>
        <Skeleton className={lines[0]} />
        <Skeleton className={lines[1]} />
      </div>
      {children}
    </Row>
  );
}

/**
 * A labelled form field: its label over its input, and the lines of its hint when it has one. Each
 * block sits in a box of the real line's height, so the form takes the skeleton's place without moving.
 */
export function SkeletonField({ hintLines = 0 }: { hintLines?: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex h-5 items-center">
        <Skeleton className="h-3.5 w-24" />
      </div>
      <Skeleton className="h-11 rounded-xl" />
      {hintLines > 0 ? (
        <div className="grid">
          {Array.from({ length: hintLines }, (_, i) => (
            <div key={i} className="flex h-4 items-center">
              <Skeleton className={i === hintLines - 1 ? 'h-3 w-1/2' : 'h-3 w-full'} />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A page (or part of one) still loading, drawn in its own shape: screen readers hear 'Carregando…'
 * once, and the blocks inside stay silent. `data-skeleton` lets the journeys tell it from a spinner.
 */
export function SkeletonPage({
  label = ptBR.common.loading,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" data-skeleton="" className={cn('grid gap-5', className)}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A page's title and the line under it. */
export function SkeletonHeading({ subtitle = true, action = false }: { subtitle?: boolean; action?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-8 w-48 max-w-[60%]" />
        {subtitle ? <Skeleton className="h-4 w-72 max-w-[85%]" /> : null}
      </div>
      {action ? <Skeleton className="h-10 w-28 shrink-0 rounded-xl" /> : null}
    </div>
  );
}

/** A few lines of text, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn('grid gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-3.5', i === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

/** A grid of cards: a picture (of `media` proportions) over two lines of text. */
export function SkeletonCardGrid({
  count = 6,
  className = 'grid-cols-2 sm:grid-cols-3',
  media = 'aspect-square',
  lines = 2,
}: {
  count?: number;
  className?: string;
  media?: string | null;
  lines?: number;
}) {
  return (
    <div className={cn('grid gap-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-3 overflow-hidden rounded-2xl border border-border bg-surface p-0">
          {media ? <Skeleton className={cn('rounded-none', media)} /> : null}
          <div className={cn('grid gap-2 px-3 pb-3', !media && 'pt-3')}>
            {Array.from({ length: lines }, (_, j) => (
              <Skeleton key={j} className={cn('h-3.5', j === 0 ? 'w-3/4' : 'w-1/2')} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Rows of a list or a settings card: an optional round picture, two lines, an optional control. */
export function SkeletonRows({
  count = 4,
  avatar = true,
  control = false,
  className,
}: {
  count?: number;
  avatar?: boolean;
  control?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1 rounded-2xl border border-border bg-surface p-2', className)}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonMediaRow
          key={i}
          className="flex items-center gap-3 p-2"
          media={avatar ? 'size-10 shrink-0 rounded-full' : null}
        >
          {control ? <Skeleton className="h-8 w-16 shrink-0 rounded-xl" /> : null}
        </SkeletonMediaRow>
      ))}
    </div>
  );
}

/** A row of rounded chips (segments, filters, tabs). */
export function SkeletonChips({ count = 5, className }: { count?: number; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={cn('h-9 rounded-full', i % 3 === 0 ? 'w-28' : i % 3 === 1 ? 'w-20' : 'w-24')} />
      ))}
    </div>
  );
}

/** A form card: labelled fields and a button. */
export function SkeletonForm({ fields = 3, className }: { fields?: number; className?: string }) {
  return (
    <div className={cn('grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5', className)}>
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: fields }, (_, i) => (
        <SkeletonField key={i} />
      ))}
      <Skeleton className="h-10 w-32 rounded-xl" />
    </div>
  );
}
