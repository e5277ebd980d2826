import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { SegmentIcon } from '@client/features/catalog/SegmentIcon';
import { useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { FeaturedVideos } from '@client/features/videos/FeaturedVideos';
import { Card, CardContent, CardHeader, CardTitle } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { FeaturedBrandCard } from './FeaturedBrandCard';
import { QueryError } from '@client/ui/query-error';

const t = ptBR.rightPanel;
const POPULAR_SEGMENT_COUNT = 5;

function PopularSegmentsCard() {
  const segments = useSegmentsQuery();
  return (
    <Card aria-labelledby="segmentos-populares">
      <CardHeader>
        <CardTitle id="segmentos-populares">{t.popularSegments}</CardTitle>
        <Link to="/segments" className="text-xs font-semibold text-accent-fg hover:underline">
          {t.seeAllSegments}
        </Link>
      </CardHeader>
      <CardContent className="pt-2">
        {segments.isPending ? (
          <ul aria-busy="true" className="grid gap-3">
            {Array.from({ length: POPULAR_SEGMENT_COUNT }, (_, i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-xl" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))}
          </ul>
        ) : segments.isError ? (
          <QueryError error={segments.error} onRetry={() => void segments.refetch()} />
        ) : (
          <ul className="-mx-2 grid gap-0.5">
            {segments.data.slice(0, POPULAR_SEGMENT_COUNT).map((segment) => (
              <li key={segment.id}>
                <Link
                  to="/segments"
                  className="group flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted"
                >
                  <span
                    className="grid size-9 place-items-center rounded-xl text-white"
                    style={{ backgroundColor: segment.color }}
                  >
                    <SegmentIcon name={segment.icon} className="size-4" />
                  </span>
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{segment.label}</span>
                    <span className="truncate text-xs text-fg-muted">
                      {t.followers(formatThousands(segment.followers))}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 text-fg-muted group-hover:text-fg" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RightPanel() {
  return (
    <aside className="flex flex-col gap-4">
      <FeaturedBrandCard />
      <PopularSegmentsCard />
      <FeaturedVideos />
    </aside>
  );
}
