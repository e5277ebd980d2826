import { cn } from '@client/lib/cn';
import { Skeleton } from './skeleton';

/** A page's parts still loading, one under another, each block in the shape of what will come there. */
export function SkeletonStack({ blocks, className }: { blocks: readonly string[]; className?: string }) {
  return (
    <div className={cn('grid', className)} aria-busy="true">
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}
