import { BadgeCheck, Check } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { SegmentBadge } from '@client/features/catalog/SegmentBadge';
import { useBrandsQuery, useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { cn } from '@client/lib/cn';
import { SkeletonMediaRow, SkeletonPage } from '@client/ui/skeleton';
import { Thumb } from '@client/ui/thumb';

interface ChoicesProps {
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  renderError: (error: unknown, retry: () => void) => ReactNode;
}

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3';

function ChoiceButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        // On a phone the picture sits above the name, which then has the card's whole width.
        'relative flex h-full min-h-16 w-full flex-col items-start gap-2 rounded-2xl border bg-surface p-3 text-left transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:gap-3',
        pressed ? 'border-primary bg-primary/8 ring-1 ring-primary' : 'border-border',
      )}
    >
      {children}
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-2 right-2 grid size-5 place-items-center rounded-full',
          pressed ? 'bg-primary text-primary-fg' : 'border border-border',
        )}
      >
        {pressed ? <Check className="size-3.5" /> : null}
      </span>
    </button>
  );
}

function ChoicesSkeleton({ count }: { count: number }) {
  return (
    <SkeletonPage className={grid}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonMediaRow
          key={i}
          className="flex min-h-16 flex-col items-start gap-2 rounded-2xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:gap-3"
          media="size-10 shrink-0 rounded-xl"
          lines={['h-3.5 w-3/4', 'h-3 w-1/2']}
          textClassName="grid w-full flex-1 gap-2"
        />
      ))}
    </SkeletonPage>
  );
}

/** A step's list: every item a toggle button; the welcome steps read the catalogue's cache entries. */
function ChoiceList<T extends { id: string }>({
  query,
  chosen,
  onToggle,
  renderError,
  children,
}: ChoicesProps & { query: UseQueryResult<T[]>; children: (item: T) => ReactNode }) {
  if (query.isPending) return <ChoicesSkeleton count={12} />;
  if (query.isError) return renderError(query.error, () => void query.refetch());
  return (
    <ul className={grid}>
      {query.data.map((item) => (
        <li key={item.id}>
          <ChoiceButton pressed={chosen.has(item.id)} onClick={() => onToggle(item.id)}>
            {children(item)}
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}

export function SegmentChoices(props: ChoicesProps) {
  const segments = useSegmentsQuery(true);
  return (
    <ChoiceList query={segments} {...props}>
      {(segment) => (
        <>
          <SegmentBadge segment={segment} />
          <span className="grid w-full min-w-0 sm:pr-5">
            <span className="truncate font-semibold">{segment.label}</span>
            <span className="truncate text-xs text-fg-muted">
              {ptBR.search.followers(formatThousands(segment.followers))}
            </span>
          </span>
        </>
      )}
    </ChoiceList>
  );
}

export function BrandChoices(props: ChoicesProps) {
  const brands = useBrandsQuery(true);
  return (
    <ChoiceList query={brands} {...props}>
      {(brand) => (
        <>
          <Thumb src={brand.logoUrl} alt="" size={40} className="shrink-0 rounded-xl" />
          <span className="grid w-full min-w-0 sm:pr-5">
            <span className="flex min-w-0 items-center gap-1 font-semibold">
              <span className="truncate">{brand.name}</span>
              {brand.verified ? (
                <BadgeCheck aria-label={ptBR.common.verified} className="size-4 shrink-0 text-sky-500" />
              ) : null}
            </span>
            <span className="truncate text-xs text-fg-muted">{brand.category}</span>
          </span>
        </>
      )}
    </ChoiceList>
  );
}
