import type { InsightItem } from '@shared/insights';
import { ptBR } from '@shared/i18n/pt-BR';

// A day of the insights is a calendar date ('YYYY-MM-DD', already São Paulo's): read it at UTC
// midnight and format it in UTC, so the viewer's own zone cannot move it to the day before.
const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const publishedFormat = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

const atMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** '25 de nov.' */
export const dayLabel = (date: string): string => dayFormat.format(atMidnight(date));
/** '25/11', for a chart's axis. */
export const shortDay = (date: string): string => shortFormat.format(atMidnight(date));
/** When an item was published, in São Paulo like every day of the insights. */
export const publishedLabel = (iso: string): string => publishedFormat.format(Date.parse(iso));

/** An item's text, or what it is when it has none. */
export function itemTitle(item: Pick<InsightItem, 'kind' | 'text'>): string {
  const text = item.text.trim();
  return text || ptBR.insights.untitled[item.kind];
}
