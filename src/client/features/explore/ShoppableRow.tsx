import { CircleFadingPlus, Clapperboard, Film, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '@shared/format';
import { tagInsightsArea } from '@shared/i18n/pt-BR/tag-insights';
import type { TaggableKind } from '@shared/product-tags';
import { taggedItemHref, type TaggedCard } from '@shared/tag-insights';
import { QueryError } from '@client/ui/query-error';
import { Skeleton } from '@client/ui/skeleton';
import { VerifiedBadge } from '@client/ui/verified-badge';
import { useShoppableRowQuery } from './use-explore';

const t = tagInsightsArea.shoppableRow;
const kindIcon: Partial<Record<TaggableKind, typeof Film>> = {
  reel: Clapperboard,
  story: CircleFadingPlus,
  video: Film,
};
const rowClass = '-mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0';

function ShoppableCard({ card }: { card: TaggedCard }) {
  const Icon = kindIcon[card.kind];
  const tag = card.tag!;
  return (
    <Link
      to={taggedItemHref(card.kind, card.id)}
      aria-label={t.open(tagInsightsArea.taggedKinds[card.kind], tag.title)}
      className="group grid w-36 shrink-0 snap-start gap-1.5 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-40"
    >
      <span className="relative block aspect-[3/4] overflow-hidden rounded-2xl bg-surface-muted shadow-sm">
        <img
          src={card.media.src}
          srcSet={card.media.srcSet || undefined}
          sizes="160px"
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover transition-transform group-hover:scale-[1.03]"
          style={{ backgroundImage: `url("${card.media.placeholder}")`, backgroundSize: 'cover' }}
        />
        {Icon ? (
          <span className="absolute top-2 left-2 grid size-6 place-items-center rounded-full bg-black/50 text-white backdrop-blur">
            <Icon aria-hidden="true" className="size-3.5" />
          </span>
        ) : null}
        <span className="absolute inset-x-0 bottom-0 flex min-w-0 items-center gap-1 bg-gradient-to-t from-black/70 to-transparent px-2 pt-6 pb-1.5 text-[0.7rem] font-semibold text-white">
          <span className="truncate">{card.author.name}</span>
          {card.author.verified ? <VerifiedBadge className="size-3 shrink-0" /> : null}
        </span>
      </span>
      <span className="grid gap-0.5 px-0.5">
        <span className="flex min-w-0 items-center gap-1 text-xs text-fg-muted">
          <ShoppingBag aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">{tag.title}</span>
        </span>
        <span className="text-sm font-bold text-accent-fg">{formatBRL(tag.price)}</span>
      </span>
    </Link>
  );
}

/**
 * 'Compre pelo feed': a row of the newest content tagging products, each opening the item. Hidden
 * when there is none; its own failure says so without touching the rest of explore.
 */
export function ShoppableRow() {
  const query = useShoppableRowQuery();
  if (query.isSuccess && query.data.items.length === 0) return null;
  return (
    <section aria-labelledby="explore-shoppable" className="mb-6 grid gap-3" data-testid="shoppable-row">
      <div className="grid gap-0.5">
        <h2 id="explore-shoppable" className="flex items-center gap-1.5 text-sm font-semibold text-fg-muted">
          <ShoppingBag aria-hidden="true" className="size-4 text-primary" />
          {t.title}
        </h2>
        <p className="text-xs text-fg-muted">{t.description}</p>
      </div>
      {query.isPending ? (
        <div className={rowClass} aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="grid w-36 shrink-0 gap-1.5 sm:w-40">
              <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
              <Skeleton className="h-3 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className={rowClass}>
          {query.data.items.map((card) => (
            <li key={`${card.kind}:${card.id}`} className="shrink-0">
              <ShoppableCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
