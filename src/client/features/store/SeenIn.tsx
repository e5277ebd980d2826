import { CircleFadingPlus, Clapperboard, Film } from 'lucide-react';
import { Link } from 'react-router';
import { tagInsightsArea } from '@shared/i18n/pt-BR/tag-insights';
import type { TaggableKind } from '@shared/product-tags';
import { taggedItemHref } from '@shared/tag-insights';
import { Skeleton } from '@client/ui/skeleton';
import { useSeenInQuery } from './use-seen-in';

const t = tagInsightsArea.seenIn;
const kindIcon: Partial<Record<TaggableKind, typeof Film>> = {
  reel: Clapperboard,
  story: CircleFadingPlus,
  video: Film,
};

/**
 * 'Visto em': small pictures of the content that tags this product, each opening the item. Hidden
 * when none shows (or the list cannot be read: the product page stands without it).
 */
export function SeenIn({ productId }: { productId: string }) {
  const query = useSeenInQuery(productId);
  if (query.isError || (query.isSuccess && query.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="visto-em" className="grid gap-2" data-testid="seen-in">
      <h2 id="visto-em" className="text-lg font-semibold">
        {t.title}
      </h2>
      {query.isPending ? (
        <div className="flex gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="size-20 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : (
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
          {query.data.items.map((card) => {
            const Icon = kindIcon[card.kind];
            return (
              <li key={`${card.kind}:${card.id}`} className="shrink-0">
                <Link
                  to={taggedItemHref(card.kind, card.id)}
                  aria-label={t.open(tagInsightsArea.taggedKinds[card.kind], card.author.name)}
                  className="relative block size-20 overflow-hidden rounded-xl bg-surface-muted shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <img
                    src={card.media.src}
                    srcSet={card.media.srcSet || undefined}
                    sizes="80px"
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-full object-cover"
                    style={{ backgroundImage: `url("${card.media.placeholder}")`, backgroundSize: 'cover' }}
                  />
                  {Icon ? (
                    <span className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-black/50 text-white">
                      <Icon aria-hidden="true" className="size-3" />
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
