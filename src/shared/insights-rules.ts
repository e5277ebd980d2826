// The rules of a brand's insights apart from the schemas (zod): days, follower totals, engagement.

/** The periods the studio offers, in days; the first screen shows the middle one. */
export const insightPeriods = [7, 30, 90] as const;
export type InsightPeriod = (typeof insightPeriods)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;

/** Every day of the insights is a calendar day in this zone, whatever the viewer's clock says. */
export const INSIGHTS_TIME_ZONE = 'America/Sao_Paulo';

/** The order states that count as a sale: the money was taken. */
export const PAID_ORDER_STATES = ['paid'] as const;

/** How many of the newest items of each kind a period's content list holds. */
export const INSIGHT_CONTENT_LIMIT = 100;
/** How many items the top content shows. */
export const INSIGHT_TOP_LIMIT = 5;

const HOUR = 60 * 60 * 1000;

export interface LocalDay {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** The instant (epoch ms) the day starts, inclusive. */
  start: number;
  /** The instant the next day starts, exclusive. */
  end: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time of `instant` in `timeZone`, read as if it were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const { type, value } of formatFor(timeZone).formatToParts(instant)) p[type] = Number(value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** The calendar date ('YYYY-MM-DD') of an instant in a zone. */
export function localDate(instant: number, timeZone = INSIGHTS_TIME_ZONE): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant a calendar date begins in a zone (its local midnight). */
export function startOfLocalDate(date: string, timeZone = INSIGHTS_TIME_ZONE): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Guess with the offset at UTC midnight, then correct once with the offset at the guess: exact
  // for any zone whose offset does not change within the hours between the two.
  const guess = midnightUtc - (wallClock(midnightUtc, timeZone) - midnightUtc);
  return midnightUtc - (wallClock(guess, timeZone) - guess);
}

/** The `days` calendar days ending with today (in the zone), oldest first. */
export function localDays(now: number, days: number, timeZone = INSIGHTS_TIME_ZONE): LocalDay[] {
  const today = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`);
  const dates = Array.from({ length: days + 1 }, (_, i) =>
    new Date(today - (days - 1 - i) * 24 * HOUR).toISOString().slice(0, 10),
  );
  const starts = dates.map((d) => startOfLocalDate(d, timeZone));
  return dates.slice(0, days).map((date, i) => ({ date, start: starts[i]!, end: starts[i + 1]! }));
}

/**
 * Spreads counts kept per hour since `from` (hour 0 is [from, from + 1 h)) over the days they fall
 * in. Hours are the unit the database groups by: in a zone whose offset is a whole number of hours
 * (São Paulo's is −3 h, with no daylight saving since 2019), an hour never straddles two local days.
 */
export function hoursToDays<T extends Record<string, number>>(
  days: readonly LocalDay[],
  hourly: readonly ({ hour: number } & T)[],
  zero: () => T,
): T[] {
  const from = days[0]?.start ?? 0;
  const out = days.map(() => zero());
  for (const row of hourly) {
    const at = from + row.hour * HOUR;
    const i = days.findIndex((d) => at >= d.start && at < d.end);
    if (i < 0) continue;
    const target = out[i]! as Record<string, number>;
    for (const key of Object.keys(target)) target[key] = target[key]! + (row[key] ?? 0);
  }
  return out;
}

/**
 * Follower totals at the end of each day, counted back from today's total through each day's net
 * change (follows less unfollows): a day's total is today's less what changed after it. Exact, as
 * the count and the events are written in one transaction (decision 021).
 */
export function followerTotals(current: number, netPerDay: readonly number[]): number[] {
  const totals = new Array<number>(netPerDay.length);
  let running = current;
  for (let i = netPerDay.length - 1; i >= 0; i--) {
    totals[i] = Math.max(0, running);
    running -= netPerDay[i]!;
  }
  return totals;
}

/** A day's follows and unfollows, and the followers at its end. */
export interface FollowerDayCounts {
  date: string;
  gained: number;
  lost: number;
  total: number;
}

/**
 * The follower table of a period: the follows and unfollows of each day (summed per hour by the
 * database, `hoursToDays`) and each day's closing total, counted back from `current`.
 */
export function followerDays(
  days: readonly LocalDay[],
  hourly: readonly { hour: number; gained: number; lost: number }[],
  current: number,
): FollowerDayCounts[] {
  const changes = hoursToDays(days, hourly, () => ({ gained: 0, lost: 0 }));
  const totals = followerTotals(
    current,
    changes.map((c) => c.gained - c.lost),
  );
  return days.map((d, i) => ({ date: d.date, ...changes[i]!, total: totals[i]! }));
}

export interface EngagementCounts {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
}

/** What an item's engagement adds up: every interaction its kind keeps (null: the kind has none). */
export function engagementOf(c: EngagementCounts): number {
  return (c.likes ?? 0) + (c.comments ?? 0) + (c.shares ?? 0) + (c.saves ?? 0);
}
