import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { FollowerDay, InsightItem, SalesDay } from '@shared/insights';
import { ptBR } from '@shared/i18n/pt-BR';
import { formatBRL, formatCount, formatThousands } from '@shared/format';
import { dayLabel, itemTitle, shortDay } from './insights-format';

/*
 * The insights' charts, drawn with recharts and loaded only when the insights show (recharts is
 * heavy). Each chart is a picture for sighted readers: its numbers are in the table beside it, so the
 * chart itself is hidden from screen readers and takes no keyboard focus. Colours are the theme's
 * variables, so every theme, light or dark, draws them legibly.
 */

const t = ptBR.insights;
const HEIGHT = 220;
const axis = { stroke: 'var(--fg-muted)', fontSize: 12, tickLine: false, axisLine: false } as const;
const grid = <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />;
/** Follows and unfollows of a day stacked on one bar, on the chart's right axis. */
const changeBar = { yAxisId: 'change', stackId: 'change', maxBarSize: 10, isAnimationActive: false } as const;

const legend = {
  iconType: 'circle',
  iconSize: 8,
  wrapperStyle: { fontSize: 12, color: 'var(--fg-muted)' },
} as const;

type TooltipBoxProps = Partial<Pick<TooltipContentProps<number, string>, 'active' | 'payload' | 'label'>> & {
  value: (v: number) => string;
  title?: (label: string) => string;
};

function TooltipBox({ active, payload, label, value, title = dayLabel }: TooltipBoxProps) {
  if (!active || !payload?.length) return null;
  return (
    <div className="max-w-64 rounded-xl border border-border bg-surface-strong px-3 py-2 text-xs text-fg shadow-md">
      <p className="font-semibold">{title(String(label))}</p>
      {payload.map((p) => (
        <p key={String(p.dataKey)}>
          {p.name}: {value(Number(p.value))}
        </p>
      ))}
    </div>
  );
}

/**
 * The followers at the end of each day (the area), over the day's follows and unfollows (bars above
 * and below a hidden axis of their own, so a quiet day's changes still show beside a large total).
 */
export function FollowersChart({ days }: { days: readonly FollowerDay[] }) {
  const data = days.map((d) => ({ date: d.date, total: d.total, gained: d.gained, lost: -d.lost }));
  const widest = Math.max(1, ...days.map((d) => Math.max(d.gained, d.lost)));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart
        data={data}
        stackOffset="sign"
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        {grid}
        <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} {...axis} />
        <YAxis
          yAxisId="total"
          width={44}
          allowDecimals={false}
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => formatThousands(v, 1)}
          {...axis}
        />
        {/* Zero sits low, so follows rise and unfollows drop within the chart's lower part. */}
        <YAxis yAxisId="change" orientation="right" hide domain={[-widest * 1.5, widest * 4]} />
        <Tooltip
          content={<TooltipBox value={(v) => formatCount(Math.abs(v))} />}
          cursor={{ stroke: 'var(--border)' }}
        />
        <Bar {...changeBar} dataKey="gained" name={t.newFollowers} fill="var(--success)" />
        <Bar {...changeBar} dataKey="lost" name={t.unfollows} fill="var(--destructive)" />
        <Legend {...legend} />
        <Area
          yAxisId="total"
          type="monotone"
          dataKey="total"
          name={t.totalFollowers}
          stroke="var(--accent-fg)"
          strokeWidth={2}
          fill="var(--accent-fg)"
          fillOpacity={0.15}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={[...days]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {grid}
        <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} {...axis} />
        <YAxis width={64} tickFormatter={(v: number) => formatBRL(v)} {...axis} />
        <Tooltip content={<TooltipBox value={formatBRL} />} cursor={{ fill: 'var(--surface-muted)' }} />
        <Bar
          dataKey="revenueCents"
          name={t.revenue}
          fill="var(--success)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function EngagementChart({ items }: { items: readonly InsightItem[] }) {
  const data = items.map((i) => ({ name: itemTitle(i), engagement: i.engagement, reach: i.reach }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      >
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis type="category" dataKey="name" width={120} tickFormatter={(v: string) => clip(v, 16)} {...axis} />
        <Tooltip
          content={<TooltipBox value={formatCount} title={String} />}
          cursor={{ fill: 'var(--surface-muted)' }}
        />
        <Bar
          dataKey="engagement"
          name={t.engagement}
          fill="var(--primary)"
          radius={[0, 4, 4, 0]}
          maxBarSize={14}
          isAnimationActive={false}
        />
        <Bar
          dataKey="reach"
          name={t.reach}
          fill="var(--success)"
          radius={[0, 4, 4, 0]}
          maxBarSize={14}
          isAnimationActive={false}
        />
        <Legend {...legend} />
      </BarChart>
    </ResponsiveContainer>
  );
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
