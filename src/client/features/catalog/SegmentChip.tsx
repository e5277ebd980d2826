import { Link } from 'react-router';
import type { Segment } from '@shared/catalog';
import { cn } from '@client/lib/cn';
import { SegmentIcon } from './SegmentIcon';

/** A segment's pill (its coloured icon and name) leading to the segment's page. */
export function SegmentChip({ segment, className }: { segment: Segment; className?: string }) {
  return (
    <Link
      to={`/segment/${segment.id}`}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold hover:bg-surface-muted',
        className,
      )}
    >
      <span
        className="grid size-6 place-items-center rounded-full text-white"
        style={{ backgroundColor: segment.color }}
      >
        <SegmentIcon name={segment.icon} className="size-3.5" />
      </span>
      {segment.label}
    </Link>
  );
}
