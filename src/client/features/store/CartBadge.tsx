import { cn } from '@client/lib/cn';

/** The item count on a cart button; the button's own label says it to screen readers. */
export function CartBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.7rem] leading-none font-bold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
