import { SearchX, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatBRL, formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { SearchResults } from '@shared/search';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { SegmentChip } from '@client/features/catalog/SegmentChip';
import { InfinitePosts } from '@client/features/posts/InfinitePosts';
import { Skeleton } from '@client/ui/skeleton';
import { BrandSummary } from '@client/ui/brand-summary';
import { SearchBox } from './SearchBox';
import { useSearchPostsQuery, useSearchQuery } from './use-search';
import { Avatar, Thumb } from '@client/ui/thumb';
import { EmptyState } from '@client/ui/empty-state';

const t = ptBR.search;

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `busca-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One titled group of results, left out when it has none. */
function ListGroup<T extends { id: string }>({
  title,
  items,
  listClassName = 'grid gap-2 sm:grid-cols-2',
  children,
}: {
  title: string;
  items: readonly T[];
  listClassName?: string;
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <Group title={title}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </Group>
  );
}

const rowClass =
  'flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring';

function PostsGroup({ q, results }: { q: string; results: SearchResults }) {
  const posts = useSearchPostsQuery(q, { posts: results.posts, nextCursor: results.nextCursor });
  return (
    <Group title={t.posts}>
      <InfinitePosts query={posts} label={t.posts} empty={null} />
    </Group>
  );
}

function Results({ q, results }: { q: string; results: SearchResults }) {
  const { brands, segments, members, products, posts } = results;
  if (!brands.length && !segments.length && !members.length && !products.length && !posts.length) {
    return <EmptyState icon={SearchX} title={t.noResults(q)} hint={t.noResultsHint} />;
  }
  return (
    <div className="grid gap-6">
      <ListGroup title={t.brands} items={brands}>
        {(b) => (
          <Link to={`/brand/${b.id}`} className={rowClass}>
            <BrandSummary brand={b} />
          </Link>
        )}
      </ListGroup>
      <ListGroup title={t.segments} items={segments} listClassName="flex flex-wrap gap-2">
        {(s) => <SegmentChip segment={s} />}
      </ListGroup>
      <ListGroup title={t.products} items={products}>
        {(p) => (
          <Link to={`/product/${p.id}`} className={rowClass}>
            {p.imageUrl ? (
              <Thumb src={p.imageUrl} alt="" size={48} className="shrink-0 rounded-xl" />
            ) : (
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-surface-muted">
                <ShoppingBag aria-hidden="true" className="size-5 text-fg-muted" />
              </span>
            )}
            <span className="grid min-w-0 flex-1">
              <span className="truncate font-semibold">{p.title}</span>
              {p.subtitle ? <span className="truncate text-xs text-fg-muted">{p.subtitle}</span> : null}
            </span>
            <span className="shrink-0 text-sm font-semibold">{formatBRL(p.priceInCents)}</span>
          </Link>
        )}
      </ListGroup>
      <ListGroup title={t.members} items={members}>
        {(m) => (
          <Link to={`/u/${m.id}`} className={rowClass}>
            <Avatar src={m.avatarUrl} size={44} className="shrink-0" />
            <span className="grid min-w-0">
              <span className="truncate font-semibold">{m.name}</span>
              {m.followers === null ? null : (
                <span className="text-xs text-fg-muted">{t.followers(formatThousands(m.followers, 1))}</span>
              )}
            </span>
          </Link>
        )}
      </ListGroup>
      {posts.length ? <PostsGroup q={q} results={results} /> : null}
    </div>
  );
}

/** /search?q=: brands, segments, products, members and posts matching the query, accents and case aside. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const query = useSearchQuery(q);
  return (
    <>
      <PageHeader
        title={q ? ptBR.pages.searchResults(q) : ptBR.pages.search}
        description={q ? undefined : ptBR.pages.searchHint}
      />
      <SearchBox className="mb-5 md:hidden" autoFocus={!q} />
      {!q ? null : query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-16 w-full rounded-2xl" />
          <Skeleton className="h-16 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Results key={q} q={q} results={query.data} />
      )}
    </>
  );
}
