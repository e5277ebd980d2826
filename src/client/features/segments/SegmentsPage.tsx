import { Link } from 'react-router';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { SegmentCard } from '@shared/segments';
import { PageHeader } from '@client/ui/page-header';
import { QueryList } from '@client/ui/query-list';
import { SegmentIcon } from '@client/features/catalog/SegmentIcon';
import { Skeleton } from '@client/ui/skeleton';
import { SegmentFollowToggle } from './SegmentFollowToggle';
import { useSegmentCardsQuery } from './use-segments';

const t = ptBR.segmentsPage;

function SegmentTile({ segment }: { segment: SegmentCard }) {
  return (
    <div
      className="relative flex aspect-[4/3] flex-col justify-between overflow-hidden rounded-2xl p-4 text-white shadow-md"
      style={{
        background: `linear-gradient(135deg, ${segment.color}, color-mix(in oklab, ${segment.color} 45%, #111827))`,
      }}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="grid size-11 place-items-center rounded-xl bg-white/20">
          <SegmentIcon name={segment.icon} className="size-6" />
        </span>
        <SegmentFollowToggle segment={segment} className="relative z-10" />
      </div>
      <div className="grid">
        <h2 className="text-lg font-bold">
          {/* The whole card opens the segment; the toggle sits above the link. */}
          <Link
            to={`/segment/${segment.id}`}
            aria-label={t.open(segment.label)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-white"
          >
            {segment.label}
          </Link>
        </h2>
        <p className="text-sm text-white/85">{t.followers(formatThousands(segment.followers, 1))}</p>
      </div>
    </div>
  );
}

/** /segments 'Explorar Segmentos': the twelve segment cards, each with a bookmark toggle to follow it. */
export function SegmentsPage() {
  const query = useSegmentCardsQuery();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <QueryList
        query={query}
        className="grid grid-cols-2 gap-3 lg:grid-cols-3"
        placeholders={{ count: 6, item: <Skeleton className="aspect-[4/3] rounded-2xl" /> }}
      >
        {(s) => <SegmentTile segment={s} />}
      </QueryList>
    </>
  );
}
