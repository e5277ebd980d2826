import { ArrowDown, ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBRL, formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { tagInsightsArea } from '@shared/i18n/pt-BR/tag-insights';
import {
  sortTagSales,
  taggedItemHref,
  tagSalesColumns,
  type TagSales,
  type TagSalesColumn,
  type TagSalesNumbers,
} from '@shared/tag-insights';
import { cn } from '@client/lib/cn';
import { itemTitle, publishedLabel } from './insights-format';

const t = tagInsightsArea.tagInsights;
const ti = ptBR.insights;

const columnLabel: Record<TagSalesColumn, string> = {
  taps: t.taps,
  cartAdds: t.cartAdds,
  orders: t.orders,
  units: t.units,
  revenueCents: t.revenue,
};
const cell = (column: TagSalesColumn, n: number) => (column === 'revenueCents' ? formatBRL(n) : formatCount(n));

/** One table of the tags' numbers: a heading cell per row, then the five numbers, sortable by each (highest first). */
function SalesTable<T extends TagSalesNumbers>({
  id,
  caption,
  firstColumn,
  rows,
  rowKey,
  rowHead,
}: {
  id: string;
  caption: string;
  firstColumn: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowHead: (row: T) => ReactNode;
}) {
  const [sortBy, setSortBy] = useState<TagSalesColumn>('revenueCents');
  const sorted = sortTagSales(rows, sortBy);
  return (
    <div className="max-h-96 overflow-auto rounded-xl border border-border" data-testid={id}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-strong">
          <tr className="border-b border-border text-left text-xs text-fg-muted">
            <th scope="col" className="w-full px-2 py-1.5 font-semibold">
              {firstColumn}
            </th>
            {tagSalesColumns.map((column) => (
              <th
                key={column}
                scope="col"
                aria-sort={sortBy === column ? 'descending' : undefined}
                className="px-1 py-1 text-right font-semibold"
              >
                <button
                  type="button"
                  onClick={() => setSortBy(column)}
                  aria-label={t.sortBy(columnLabel[column])}
                  className={cn(
                    'inline-flex items-center gap-0.5 rounded px-1 py-0.5 whitespace-nowrap hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
                    sortBy === column && 'text-fg',
                  )}
                >
                  {columnLabel[column]}
                  {sortBy === column ? <ArrowDown aria-hidden="true" className="size-3" /> : null}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {/* Whatever the numbers leave, and at least 8rem (the table scrolls sideways below that). */}
              <th scope="row" className="w-full max-w-0 min-w-32 px-2 py-1.5 text-left font-normal">
                {rowHead(row)}
              </th>
              {tagSalesColumns.map((column) => (
                <td
                  key={column}
                  className={cn(
                    'px-2 py-1.5 text-right tabular-nums',
                    column === 'revenueCents' && 'font-semibold whitespace-nowrap',
                  )}
                >
                  {cell(column, row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Vendas pelas marcações': per item of the brand, what its product tags did in the period (taps,
 * cart additions, paid orders, units, revenue), then the same per product; best sellers first.
 */
export function InsightsTagSales({ tagSales }: { tagSales: TagSales }) {
  return (
    <section aria-labelledby="insights-tag-sales" className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id="insights-tag-sales" className="text-sm font-semibold">
          {t.title}
        </h3>
        <p className="text-xs text-fg-muted">{t.description}</p>
      </div>
      {tagSales.content.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl bg-surface-muted px-4 py-6 text-center">
          <ShoppingBag aria-hidden="true" className="size-6 text-fg-muted" />
          <p className="text-sm font-semibold">{t.empty}</p>
          <p className="max-w-sm text-xs text-fg-muted">{t.emptyHint}</p>
        </div>
      ) : (
        <>
          <SalesTable
            id="tag-sales-content"
            caption={t.title}
            firstColumn={t.content}
            rows={tagSales.content}
            rowKey={(i) => `${i.kind}:${i.id}`}
            rowHead={(i) =>
              i.text === null ? (
                <>
                  <span className="block truncate text-fg-muted">{t.removed}</span>
                  <span className="block truncate text-xs text-fg-muted">{ti.kinds[i.kind]}</span>
                </>
              ) : (
                <>
                  <Link
                    to={taggedItemHref(i.kind, i.id)}
                    className="block truncate hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {itemTitle({ kind: i.kind, text: i.text })}
                  </Link>
                  <span className="block truncate text-xs text-fg-muted">
                    {ti.kinds[i.kind]}
                    {i.createdAt ? ` · ${publishedLabel(i.createdAt)}` : ''}
                  </span>
                </>
              )
            }
          />
          <div className="grid gap-0.5">
            <h4 className="text-sm font-semibold">{t.products}</h4>
            <p className="text-xs text-fg-muted">{t.productsDescription}</p>
          </div>
          <SalesTable
            id="tag-sales-products"
            caption={t.products}
            firstColumn={t.product}
            rows={tagSales.products}
            rowKey={(p) => p.productId}
            rowHead={(p) =>
              p.title === null ? (
                <span className="block truncate text-fg-muted">{t.removedProduct}</span>
              ) : (
                <Link
                  to={`/product/${encodeURIComponent(p.productId)}`}
                  className="block truncate hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {p.title}
                </Link>
              )
            }
          />
        </>
      )}
    </section>
  );
}
