import type { Segment } from '@shared/catalog';
import { cn } from '@client/lib/cn';
import { SegmentIcon } from './SegmentIcon';

const sizes = {
  sm: { tile: 'size-9', icon: 'size-4' },
  md: { tile: 'size-10', icon: 'size-5' },
};

/** A segment's icon on a tile of its colour; the segment's name beside it says what it is. */
export function SegmentBadge({
  segment,
  size = 'md',
  className,
}: {
  segment: Pick<Segment, 'icon' | 'color'>;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-xl text-white', sizes[size].tile, className)}
      style={{ backgroundColor: segment.color }}
    >
      <SegmentIcon name={segment.icon} className={sizes[size].icon} />
    </span>
  );
}
