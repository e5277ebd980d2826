import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { SegmentBadge } from '@client/features/catalog/SegmentBadge';
import { useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { FeaturedVideos } from '@client/features/videos/FeaturedVideos';
import { Card, CardContent, CardHeader, CardTitle } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { FeaturedBrandCard } from './FeaturedBrandCard';
import { QueryList } from '@client/ui/query-list';

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
        <QueryList
          query={segments}
          className="-mx-2 grid gap-0.5"
          loadingClassName="grid gap-3"
          placeholders={{
            count: POPULAR_SEGMENT_COUNT,
            className: 'flex items-center gap-3',
            item: (
              <>
                <Skeleton className="size-9 rounded-xl" />
                <Skeleton className="h-4 flex-1" />
              </>
            ),
          }}
          limit={POPULAR_SEGMENT_COUNT}
        >
          {(segment) => (
            <Link
              to="/segments"
              className="group flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted"
            >
              <SegmentBadge segment={segment} size="sm" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium">{segment.label}</span>
                <span className="truncate text-xs text-fg-muted">
                  {t.followers(formatThousands(segment.followers))}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-fg-muted group-hover:text-fg" />
            </Link>
          )}
        </QueryList>
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
