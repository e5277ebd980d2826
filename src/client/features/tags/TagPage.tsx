import { Hash } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { isTagBody, tagSorts, type TagSort } from '@shared/tag-rules';
import { usePageTitle } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { ExploreTile } from '@client/features/explore/ExploreTile';
import { cn } from '@client/lib/cn';
import { Skeleton } from '@client/ui/skeleton';
import { useTagPageQuery } from './use-tags';
import { LoadMore } from '@client/ui/load-more';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.tags;
const sortLabels: Record<TagSort, string> = { recent: t.recent, top: t.top };
const noStory = () => {};

function SortToggle({ sort, onChange }: { sort: TagSort; onChange: (sort: TagSort) => void }) {
  return (
    <div
      role="group"
      aria-label={t.sortLabel}
      className="inline-grid grid-cols-2 rounded-full border border-border bg-surface p-1 shadow-sm"
    >
      {tagSorts.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={sort === s}
          onClick={() => onChange(s)}
          className={cn(
            'h-9 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            sort === s ? 'bg-primary text-primary-fg' : 'text-fg-muted hover:bg-surface-muted',
          )}
        >
          {sortLabels[s]}
        </button>
      ))}
    </div>
  );
}

function Message({ title, description, action }: { title: string; description: string; action?: boolean }) {
  return (
    <EmptyState icon={Hash} title={title} hint={description}>
      {action ? (
        <ButtonLink to="/" variant="outline" size="sm" className="mt-2">
          {t.backToFeed}
        </ButtonLink>
      ) : null}
    </EmptyState>
  );
}

/** /tag/{tag}: the posts and reels with a hashtag, 'Recentes' or 'Populares'. */
export function TagPage() {
  const written = (useParams().tag ?? '').replace(/^#/u, '').normalize('NFC');
  const valid = isTagBody(written);
  const [params, setParams] = useSearchParams();
  const sort: TagSort = params.get('ordem') === 'populares' ? 'top' : 'recent';
  const query = useTagPageQuery(written, sort, valid);
  usePageTitle(valid ? t.title(written) : t.invalidTitle);
  const setSort = (next: TagSort) =>
    setParams(next === 'top' ? { ordem: 'populares' } : {}, { replace: true, preventScrollReset: true });

  if (!valid)
    return (
      <>
        <h1 className="mb-5 text-2xl font-bold tracking-tight sm:text-3xl">{t.invalidTitle}</h1>
        <Message title={t.invalidTitle} description={t.invalidHint} action />
      </>
    );

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <header className="mb-4 grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{t.title(written)}</h1>
        <p className="text-fg-muted">{t.description}</p>
      </header>
      <div className="mb-4">
        <SortToggle sort={sort} onChange={setSort} />
      </div>
      <section aria-label={t.title(written)} aria-busy={query.isPending}>
        {query.isPending ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="tag-skeleton">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="aspect-square w-full rounded-2xl" />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 && !query.hasNextPage ? (
          <Message title={t.empty} description={t.emptyDescription} />
        ) : (
          <>
            <ul className="grid grid-cols-2 items-start gap-3 lg:grid-cols-3" data-testid="tag-grid">
              {items.map((item) => (
                <li key={item.kind === 'post' ? item.post.id : item.reel.id}>
                  <ExploreTile item={item} onOpenStory={noStory} />
                </li>
              ))}
            </ul>
            <LoadMore list={query} variant="outline" size="sm" frame="grid place-items-center p-4" />
          </>
        )}
      </section>
    </>
  );
}
