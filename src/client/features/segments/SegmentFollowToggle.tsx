import { Bookmark } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { SegmentCard } from '@shared/segments';
import { cn } from '@client/lib/cn';
import { useFollowSegmentMutation } from './use-segments';

const t = ptBR.segmentsPage;

/** The bookmark that follows a segment: 'Segmento seguido' / 'Deixou de seguir'. */
export function SegmentFollowToggle({ segment, className }: { segment: SegmentCard; className?: string }) {
  const follow = useFollowSegmentMutation();
  return (
    <button
      type="button"
      aria-pressed={segment.followedByMe}
      aria-label={segment.followedByMe ? t.unfollow(segment.label) : t.follow(segment.label)}
      onClick={() => follow.mutate({ segment, follow: !segment.followedByMe })}
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-black/25 text-white backdrop-blur transition-colors hover:bg-black/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
    >
      <Bookmark aria-hidden="true" className={cn('size-5', segment.followedByMe && 'fill-current')} />
    </button>
  );
}
