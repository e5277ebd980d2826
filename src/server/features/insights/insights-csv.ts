import { localDate, type Insights } from '../../../shared/insights';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { tagInsightsArea } from '../../../shared/i18n/pt-BR/tag-insights';

const t = ptBR.insights;

/** The byte-order mark that makes Excel read the file as UTF-8 (accents and all). */
export const CSV_BOM = '\uFEFF';
/** Excel in pt-BR splits on semicolons: the comma is the decimal separator there. */
export const CSV_SEPARATOR = ';';

/**
 * One cell, safe to open in a spreadsheet: text a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return that some programs skip before reading one) gets a
 * leading apostrophe, and a cell holding the separator, a quote or a line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n');
}

/** Cents as Excel in pt-BR reads a number: '1234,50'. */
export function csvMoney(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When an item was published, in São Paulo: '2026-11-25 14:05'. */
function publishedAt(iso: string): string {
  const at = Date.parse(iso);
  return `${localDate(at)} ${timeFormat.format(at)}`;
}

/**
 * The insights as a CSV file: one table per day (followers and sales), a blank line, then one
 * table per item of content, and then, when tags did anything, the sales by the tags per item. Headers in pt-BR, a BOM first, lines ended with CRLF as RFC 4180 says.
 */
export function insightsCsv(insights: Insights): string {
  const daily = [
    [t.date, t.newFollowers, t.unfollows, t.totalFollowers, t.orders, t.units, t.revenueCsv],
    ...insights.followers.days.map((f, i) => {
      const s = insights.sales.days[i]!;
      return [f.date, f.gained, f.lost, f.total, s.orders, s.units, csvMoney(s.revenueCents)];
    }),
  ];
  const content = [
    [t.kind, t.publishedAt, t.text, t.reach, t.likes, t.comments, t.shares, t.saves, t.engagement],
    ...insights.content.items.map((i) => [
      t.kinds[i.kind],
      publishedAt(i.createdAt),
      i.text,
      i.reach,
      i.likes,
      i.comments,
      i.shares,
      i.saves,
      i.engagement,
    ]),
  ];
  const tables = [daily, content];
  // The tags' sales follow only when some tag was opened or sold: most brands' files stay as they were.
  if (insights.tagSales.content.length > 0) {
    const tt = tagInsightsArea.tagInsights;
    tables.push([
      [t.kind, t.publishedAt, t.text, tt.csvTaps, tt.csvCartAdds, t.orders, t.units, t.revenueCsv],
      ...insights.tagSales.content.map((i) => [
        t.kinds[i.kind],
        i.createdAt ? publishedAt(i.createdAt) : null,
        i.text ?? tt.removed,
        i.taps,
        i.cartAdds,
        i.orders,
        i.units,
        csvMoney(i.revenueCents),
      ]),
    ]);
  }
  return `${CSV_BOM}${tables.map(csvLines).join('\r\n\r\n')}\r\n`;
}

/** `insights-nexo-tech-30-dias-2026-11-25.csv`: the brand, the period and its last day. */
export function insightsFileName(brandId: string, insights: Insights): string {
  const safe = brandId.replace(/[^a-z0-9-]/gi, '');
  return `insights-${safe}-${insights.period.days}-dias-${insights.period.to}.csv`;
}
