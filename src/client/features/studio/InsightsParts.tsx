import { Suspense, useId, useState, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { dayLabel } from './insights-format';

const t = ptBR.insights;
export const CHART_HEIGHT = 'h-[220px]';

/** A plain data table: the numbers of a chart, for screen readers and for anyone who asks to see them. */
export function DataTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  className?: string;
}) {
  return (
    // Smaller on a phone, so a four-column day table fits the screen without scrolling sideways.
    <table className={cn('w-full text-xs sm:text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-fg-muted">
          {columns.map((c, i) => (
            <th key={c} scope="col" className={cn('px-1.5 py-1.5 font-semibold sm:px-2', i > 0 && 'text-right')}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-1.5 py-1.5 text-left font-normal whitespace-nowrap sm:px-2">
                  {cell}
                </th>
              ) : (
                <td key={i} className="px-1.5 py-1.5 text-right tabular-nums whitespace-nowrap sm:px-2">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The figures of a day table after its date: each column's label, and its figure for a day. */
export type DayColumns<D> = readonly (readonly [label: string, figure: (day: D) => string])[];

/** A chart's days as a table: the date, then each column's figure for the day. */
export function DayTable<D extends { date: string }>(props: {
  caption: string;
  days: readonly D[];
  columns: DayColumns<D>;
}) {
  return (
    <DataTable
      caption={props.caption}
      columns={[t.date, ...props.columns.map(([label]) => label)]}
      rows={props.days.map((d) => [dayLabel(d.date), ...props.columns.map(([, figure]) => figure(d))])}
    />
  );
}

/**
 * A chart with its table alternative: the chart is hidden from screen readers, the table is always
 * there for them (visually hidden) and shows on screen at 'Ver tabela'.
 */
export function ChartFrame({
  title,
  summary,
  chart,
  table,
  empty,
}: {
  title: string;
  summary?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Said instead of the chart when there is nothing to draw; the table stays. */
  empty?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-table`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t.hideTable : t.showTable}
        </Button>
      </div>
      {summary}
      {empty ?? (
        <div aria-hidden="true" className={cn(CHART_HEIGHT, 'min-w-0')}>
          <Suspense fallback={<Skeleton className={cn(CHART_HEIGHT, 'w-full')} />}>{chart}</Suspense>
        </div>
      )}
      <div id={`${id}-table`} className={open ? 'max-h-72 overflow-auto rounded-xl border border-border' : 'sr-only'}>
        {table}
      </div>
    </section>
  );
}

/** One figure of the period: what it is, its value, and an optional line under it. */
export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="grid gap-0.5 rounded-xl bg-surface-muted px-3 py-2.5">
      <span className="text-xs text-fg-muted">{label}</span>
      <span className="text-lg font-bold tabular-nums">{value}</span>
      {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
    </div>
  );
}
