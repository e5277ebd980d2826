import { Check, PackageSearch, Search, ShoppingBag, Store } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import { tagStockLabel } from '@shared/product-tag-rules';
import type { ProductTag } from '@shared/product-tags';
import { cn } from '@client/lib/cn';
import { ButtonLink } from '@client/ui/button-link';
import { EmptyState } from '@client/ui/empty-state';
import { FormProblem } from '@client/ui/form-problem';
import { Input } from '@client/ui/input';
import { QueryError } from '@client/ui/query-error';
import { useSearchText } from '@client/ui/search-list';
import { SkeletonMediaRow } from '@client/ui/skeleton';
import { Thumb } from '@client/ui/thumb';
import { addPick, nextActive, removePick, type PickedTag } from './product-tag-picker';
import { useTagCandidatesQuery } from './use-tag-candidates';

const t = ptBR.productTags;
const SEARCH_MAX = 100;

interface ProductTagPickerSearchProps {
  /** The publisher: a brand's id, or '' for the member's own shop. */
  asBrandId: string;
  picks: PickedTag[];
  onChange: (picks: PickedTag[]) => void;
}

/** A product's price as a tag shows it: the sale price, the normal one struck through beside it. */
export function TagPrice({ tag }: { tag: Pick<ProductTag, 'price' | 'listPrice'> }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5 tabular-nums">
      <span className="font-semibold text-fg">{formatBRL(tag.price)}</span>
      {tag.listPrice !== null && tag.listPrice > tag.price ? (
        <s className="text-xs text-fg-muted">{formatBRL(tag.listPrice)}</s>
      ) : null}
    </span>
  );
}

/** A product's picture, or a bag where it has none. */
export function TagThumb({ tag, size }: { tag: Pick<ProductTag, 'image'>; size: 32 | 48 }) {
  return tag.image ? (
    <Thumb src={tag.image} alt="" size={size} loading="lazy" className="shrink-0 rounded-lg" />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-lg bg-surface-muted text-fg-muted',
        size === 32 ? 'size-8' : 'size-12',
      )}
    >
      <ShoppingBag className="size-4" />
    </span>
  );
}

/**
 * The search for products to tag, as a combobox: typing filters (debounced), the arrow keys walk the
 * results, Enter or a tap picks or unpicks one, and a live region says what was found and picked.
 */
export function ProductTagPickerSearch({ asBrandId, picks, onChange }: ProductTagPickerSearchProps) {
  const search = useSearchText();
  const candidates = useTagCandidatesQuery(asBrandId, search.query);
  const rows = candidates.data ?? [];
  const [active, setActive] = useState<{ query: string; index: number }>({ query: '', index: -1 });
  const activeIndex = active.query === search.query && active.index < rows.length ? active.index : -1;
  const [said, setSaid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLInputElement>(null);
  // The dialog opens for the search, so the words go straight into it. Not `autoFocus`: the dialog
  // beneath still holds the focus trap while this one mounts, and would pull the focus back.
  useEffect(() => {
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const id = useId();
  const listId = `${id}-lista`;
  const optionId = (index: number) => `${id}-opcao-${index}`;
  const picked = new Set(picks.map((p) => p.productId));

  const toggle = (product: ProductTag) => {
    if (picked.has(product.productId)) {
      onChange(removePick(picks, product.productId));
      setRefusal(null);
      setSaid(productTagPickerText.unpicked(product.title));
      return;
    }
    const result = addPick(picks, product);
    if ('refused' in result) {
      setRefusal(result.refused === 'tooMany' ? t.tooMany : t.duplicated);
      return;
    }
    onChange(result.picks);
    setRefusal(null);
    setSaid(productTagPickerText.picked(product.title, result.picks.length));
  };

  const moveTo = (index: number) => {
    setActive({ query: search.query, index });
    list.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Never the form around the composer.
      e.preventDefault();
      const row = rows[activeIndex];
      if (row) toggle(row);
      return;
    }
    // Home and End keep moving the caret until the member walks the list.
    if ((e.key === 'Home' || e.key === 'End') && activeIndex < 0) return;
    const next = nextActive(activeIndex, rows.length, e.key);
    if (next === null) return;
    e.preventDefault();
    moveTo(next);
  };

  const settled = !candidates.isFetching && !candidates.isPending;
  const announcement = said ?? (settled && !candidates.isError ? productTagPickerText.found(rows.length) : '');
  const showList = rows.length > 0;

  return (
    <div className="grid gap-3">
      <label className="relative block">
        <span className="sr-only">{productTagPickerText.searchLabel}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-muted"
        />
        <Input
          type="search"
          ref={box}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={search.text}
          maxLength={SEARCH_MAX}
          placeholder={productTagPickerText.searchPlaceholder}
          onChange={(e) => {
            search.setText(e.target.value);
            setSaid(null);
          }}
          onKeyDown={onKeyDown}
          className="pl-10"
          data-testid="product-tag-search"
        />
      </label>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FormProblem message={refusal} />

      {candidates.isError && !showList ? (
        <QueryError error={candidates.error} onRetry={() => void candidates.refetch()} className="py-2" />
      ) : candidates.isPending ? (
        <div className="grid gap-1" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <SkeletonMediaRow key={i} className="flex items-center gap-3 p-2" media="size-12 shrink-0 rounded-lg" />
          ))}
        </div>
      ) : (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label={productTagPickerText.results}
          aria-multiselectable="true"
          aria-busy={candidates.isFetching}
          className={cn(
            'grid max-h-[min(22rem,50dvh)] gap-1 overflow-y-auto overscroll-contain',
            !showList && 'hidden',
            candidates.isFetching && 'opacity-70',
          )}
        >
          {rows.map((product, index) => {
            const isPicked = picked.has(product.productId);
            const stock = tagStockLabel(product.stock);
            return (
              <li
                key={product.productId}
                id={optionId(index)}
                role="option"
                aria-selected={isPicked}
                data-testid="product-tag-option"
                onClick={() => toggle(product)}
                onPointerMove={() => activeIndex !== index && setActive({ query: search.query, index })}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border border-transparent p-2 text-sm',
                  index === activeIndex && 'border-primary bg-primary/5',
                  isPicked && 'bg-primary/10',
                )}
              >
                <TagThumb tag={product} size={48} />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-medium">{product.title}</span>
                  <span className="flex flex-wrap items-center gap-x-2 text-fg-muted">
                    <TagPrice tag={product} />
                    {stock ? (
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-medium',
                          product.stock === 'low'
                            ? 'bg-amber-500/15 text-amber-700 dark:text-amber-300'
                            : 'bg-surface-muted',
                        )}
                      >
                        {stock}
                      </span>
                    ) : null}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full border',
                    isPicked ? 'border-primary bg-primary text-primary-fg' : 'border-border',
                  )}
                >
                  {isPicked ? <Check className="size-4" /> : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {settled && !candidates.isError && !showList ? (
        <NoCandidates asBrandId={asBrandId} searched={search.query} />
      ) : null}
    </div>
  );
}

/** Nothing to show: nothing matches the words, or the publisher has no products yet (and where to add them). */
function NoCandidates({ asBrandId, searched }: { asBrandId: string; searched: string }) {
  if (searched)
    return (
      <EmptyState bare icon={PackageSearch} title={productTagPickerText.none} hint={productTagPickerText.noneHint} />
    );
  return asBrandId ? (
    <EmptyState bare icon={Store} title={productTagPickerText.emptyBrand} hint={productTagPickerText.emptyBrandHint}>
      <ButtonLink to={`/studio/${encodeURIComponent(asBrandId)}`} variant="outline" size="sm">
        {productTagPickerText.emptyBrandLink}
      </ButtonLink>
    </EmptyState>
  ) : (
    <EmptyState bare icon={Store} title={productTagPickerText.emptyMember} hint={productTagPickerText.emptyMemberHint}>
      <ButtonLink to="/settings/store" variant="outline" size="sm">
        {productTagPickerText.emptyMemberLink}
      </ButtonLink>
    </EmptyState>
  );
}
