import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/*
 * Cards have no backdrop blur: over the page's smooth gradient it showed nothing, and each blurred
 * card is a layer the compositor filters again on every frame (decision 044).
 */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cn('rounded-2xl border border-border bg-surface text-fg shadow-sm', className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center justify-between gap-2 px-4 pt-4', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-sm font-semibold tracking-tight', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4', className)} {...props} />;
}
