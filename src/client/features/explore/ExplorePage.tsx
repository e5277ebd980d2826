import { useQueryClient } from '@tanstack/react-query';
import { Compass, Flame } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Story } from '@shared/stories';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { SegmentChip } from '@client/features/catalog/SegmentChip';
import { singleGroup } from '@client/features/stories/StoryStrip';
import { StoryViewer } from '@client/features/stories/StoryViewer';
import { Skeleton } from '@client/ui/skeleton';
import { ExploreTile } from './ExploreTile';
import { ShoppableRow } from './ShoppableRow';
import { exploreKeys, useExploreQuery } from './use-explore';
import { EmptyState } from '@client/ui/empty-state';

const t = ptBR.explore;

/** /explore: the five trending segments and a masonry of top posts, top reels and the newest stories. */
export function ExplorePage() {
  const query = useExploreQuery();
  const queryClient = useQueryClient();
  const [story, setStory] = useState<Story | null>(null);

  return (
    <>
      <PageHeader title={t.title} />
      <section aria-labelledby="explore-trending" className="mb-6 grid gap-3">
        <h2 id="explore-trending" className="flex items-center gap-1.5 text-sm font-semibold text-fg-muted">
          <Flame aria-hidden="true" className="size-4 text-orange-500" />
          {t.trending}
        </h2>
        {query.isPending ? (
          <div className="flex gap-2" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10 w-28 rounded-full" />
            ))}
          </div>
        ) : query.data ? (
          <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
            {query.data.segments.map((s) => (
              <li key={s.id} className="shrink-0">
                <SegmentChip
                  segment={s}
                  className="shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ShoppableRow />

      <section aria-labelledby="explore-grid" className="grid gap-3">
        <h2 id="explore-grid" className="sr-only">
          {t.grid}
        </h2>
        {query.isPending ? (
          <div className="columns-2 gap-3 lg:columns-3" aria-busy="true">
            {[1.25, 0.56, 1, 0.8, 0.56, 1.25].map((r, i) => (
              <Skeleton key={i} className="mb-3 w-full rounded-2xl" style={{ aspectRatio: String(r) }} />
            ))}
          </div>
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={Compass} title={t.empty} hint={t.emptyDescription} />
        ) : (
          <ul className="columns-2 gap-3 lg:columns-3" data-testid="explore-grid">
            {query.data.items.map((item) => (
              <li
                key={`${item.kind}:${item.kind === 'post' ? item.post.id : item.kind === 'reel' ? item.reel.id : item.story.id}`}
                className="mb-3 break-inside-avoid"
              >
                <ExploreTile item={item} onOpenStory={setStory} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {story ? (
        <StoryViewer
          groups={[singleGroup(story)]}
          startGroup={0}
          onClose={() => {
            setStory(null);
            void queryClient.invalidateQueries({ queryKey: exploreKeys.all });
          }}
        />
      ) : null}
    </>
  );
}
