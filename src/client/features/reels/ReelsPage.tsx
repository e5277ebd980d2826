import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clapperboard, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { reelPaths } from '@shared/api-paths';
import { REEL_VISIBLE_THRESHOLD, type ReelReply } from '@shared/reels';
import { usePageTitle } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { api } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { CreateReelDialog } from './CreateReelDialog';
import { ReelComments } from './ReelComments';
import { ReelItem } from './ReelItem';
import { reelKeys, useReelsMuted, useReelsQuery } from './use-reels';

const t = ptBR.reels;
/** The query parameter the Criar menus use to open 'Criar Novo Reel' here. */
export const CREATE_PARAM = 'criar';

/**
 * Phones and tablets: the whole screen, the shell's bars hidden (AppShell), as in the video apps.
 * Desktop: a centred 9:16 column in the window below the top bar.
 */
const frame = 'h-dvh max-w-[calc(100dvh*9/16)] lg:h-[calc(100dvh-6rem)] lg:max-w-[calc((100dvh-6rem)*9/16)]';

/**
 * Which reel is at least 70% on screen, by IntersectionObserver on the feed: that one plays and
 * every other one pauses. Between two reels (neither at 70%) none plays.
 */
function useActiveReel(root: HTMLElement | null) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const observer = useMemo(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return null;
    const ratios = new Map<string, number>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.reelId;
          if (id) ratios.set(id, entry.intersectionRatio);
        }
        let best: string | null = null;
        let bestRatio = REEL_VISIBLE_THRESHOLD - 0.001;
        for (const [id, ratio] of ratios) {
          if (ratio > bestRatio) [best, bestRatio] = [id, ratio];
        }
        setActiveId(best);
      },
      { root, threshold: [0, 0.25, 0.5, REEL_VISIBLE_THRESHOLD, 0.85, 1] },
    );
    return { io, ratios };
  }, [root]);
  useEffect(() => () => observer?.io.disconnect(), [observer]);
  const observe = useCallback(
    (el: Element | null) => {
      if (!el || !observer) return () => undefined;
      observer.io.observe(el);
      return () => {
        observer.io.unobserve(el);
        const id = (el as HTMLElement).dataset.reelId;
        if (id) observer.ratios.delete(id);
      };
    },
    [observer],
  );
  return { activeId, observe };
}

/** /reels: an endless vertical feed of reels, one per screen, snapping into place. */
export function ReelsPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const creating = params.get(CREATE_PARAM) === 'reel';
  const focusId = params.get('reel');
  const [feed, setFeed] = useState<HTMLDivElement | null>(null);
  const [commentsId, setCommentsId] = useState<string | null>(null);
  const muted = useReelsMuted();
  const query = useReelsQuery();
  const focused = useQuery({
    queryKey: reelKeys.detail(focusId ?? ''),
    enabled: Boolean(focusId),
    queryFn: ({ signal }) => api.get<ReelReply>(reelPaths.one(focusId!), signal),
  });
  const { activeId, observe } = useActiveReel(feed);

  const reels = useMemo(() => {
    const list = query.data?.pages.flatMap((p) => p.reels) ?? [];
    const first = focused.data?.reel;
    return first ? [first, ...list.filter((r) => r.id !== first.id)] : list;
  }, [query.data, focused.data]);
  const activeIndex = reels.findIndex((r) => r.id === activeId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // The next page is asked for two reels before the end, so the scroll never waits on it.
  useEffect(() => {
    if (activeIndex >= 0 && activeIndex >= reels.length - 2 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [activeIndex, reels.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Back where the member came from; the feed when /reels was the first page of the visit.
  const { key: historyKey } = useLocation();
  // navigate returns a promise only under a data router; BrowserRouter navigates at once.
  const goBack = () => void (historyKey === 'default' ? navigate('/') : navigate(-1));

  const openCreate = () => setParams((p) => ({ ...Object.fromEntries(p), [CREATE_PARAM]: 'reel' }));
  const onCreated = () => {
    void navigate('/reels', { replace: true });
    // After the new reel is rendered at the head of the list.
    requestAnimationFrame(() => feed?.scrollTo({ top: 0 }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!feed || e.target !== feed) return;
    const step = { ArrowDown: 1, PageDown: 1, j: 1, ArrowUp: -1, PageUp: -1, k: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    feed.scrollBy({ top: step * feed.clientHeight, behavior: 'smooth' });
  };

  const commentsReel = commentsId ? (reels.find((r) => r.id === commentsId) ?? null) : null;

  return (
    <section
      className="fixed inset-0 z-30 bg-black lg:relative lg:inset-auto lg:z-auto lg:-mb-8 lg:bg-transparent"
      aria-labelledby="titulo-reels"
    >
      <div className={cn('relative mx-auto w-full overflow-hidden bg-slate-950 lg:rounded-3xl', frame)}>
        <div
          ref={setFeed}
          // A feed holds articles only: the loading, error and empty states are not one yet.
          {...(reels.length > 0 ? { role: 'feed', 'aria-label': t.feedLabel, 'aria-busy': isFetchingNextPage } : {})}
          tabIndex={0}
          onKeyDown={onKeyDown}
          // No scroll anchoring: a reel put first must show at the top, not push the view down with it.
          className="size-full snap-y snap-mandatory overflow-y-auto overscroll-contain outline-none [overflow-anchor:none] [scrollbar-width:none] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset [&::-webkit-scrollbar]:hidden"
        >
          {query.isPending ? (
            <div className="grid size-full animate-pulse place-items-center bg-gradient-to-b from-slate-800 to-slate-950">
              <Spinner label={ptBR.common.loading} className="size-10 border-4 text-white/80" />
            </div>
          ) : query.isError && reels.length === 0 ? (
            <div className="grid size-full place-items-center bg-slate-900 p-6 text-white">
              <QueryError error={query.error} onRetry={() => void query.refetch()} />
            </div>
          ) : reels.length === 0 ? (
            <div className="grid size-full place-items-center content-center gap-3 bg-gradient-to-b from-slate-800 to-slate-950 p-6 text-center text-white">
              <Clapperboard aria-hidden="true" className="size-12 text-white/70" />
              <p className="text-lg font-semibold">{t.empty}</p>
              <p className="text-sm text-white/75">{t.emptyDescription}</p>
            </div>
          ) : (
            <>
              {reels.map((reel, i) => (
                <ReelItem
                  key={reel.id}
                  reel={reel}
                  distance={activeIndex < 0 ? i : i - activeIndex}
                  active={reel.id === activeId}
                  muted={muted}
                  position={i + 1}
                  total={hasNextPage ? -1 : reels.length}
                  observe={observe}
                  onComments={(r) => setCommentsId(r.id)}
                />
              ))}
              <div className="grid h-24 snap-end place-items-center text-sm text-white/80">
                {/* The feed's aria-busy says it is loading more: a status inside a feed is not allowed. */}
                {isFetchingNextPage ? <Spinner className="size-6" /> : hasNextPage ? null : t.end}
              </div>
            </>
          )}
        </div>
        <p role="status" className="sr-only">
          {isFetchingNextPage ? t.loadingMore : ''}
        </p>
        <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center gap-1 bg-gradient-to-b from-black/50 to-transparent px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-8 lg:px-4 lg:pt-3">
          {/* The shell's bars are hidden here on phones: the way out stays in reach of the thumb. */}
          <button
            type="button"
            onClick={goBack}
            aria-label={t.back}
            className="pointer-events-auto grid size-11 place-items-center rounded-full text-white drop-shadow hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white lg:hidden"
          >
            <ArrowLeft aria-hidden="true" className="size-6" />
          </button>
          <h1 id="titulo-reels" className="mr-auto text-xl font-bold text-white drop-shadow">
            {t.title}
          </h1>
          <Button variant="brand" size="sm" className="pointer-events-auto rounded-full" onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t.newReel}
          </Button>
        </div>
      </div>

      <ReelComments reel={commentsReel} onClose={() => setCommentsId(null)} />
      <CreateReelDialog
        open={creating}
        onOpenChange={(open) => (open ? openCreate() : void navigate('/reels', { replace: true }))}
        onCreated={onCreated}
      />
    </section>
  );
}
