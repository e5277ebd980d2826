import type { Kysely } from 'kysely';
import {
  engagementOf,
  followerTotals,
  hoursToDays,
  INSIGHT_TOP_LIMIT,
  INSIGHTS_TIME_ZONE,
  localDays,
  type InsightItem,
  type InsightKind,
  type InsightPeriod,
  type Insights,
} from '../../../shared/insights';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import * as q from './insights.queries';

export interface InsightsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

function toItem(kind: InsightKind, row: q.ContentRow): InsightItem {
  const counts = {
    likes: Number(row.likes),
    comments: row.comments === null ? null : Number(row.comments),
    shares: Number(row.shares),
    saves: row.saves === null ? null : Number(row.saves),
  };
  return {
    kind,
    id: row.id,
    text: row.text ?? '',
    createdAt: new Date(Number(row.created_at)).toISOString(),
    ...counts,
    views: row.views === null ? null : Number(row.views),
    engagement: engagementOf(counts),
  };
}

/** Most engaging first; on a tie, the newer one. */
export function topItems(items: readonly InsightItem[], limit = INSIGHT_TOP_LIMIT): InsightItem[] {
  return [...items]
    .filter((i) => i.engagement > 0)
    .sort((a, b) => b.engagement - a.engagement || b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

/**
 * A brand's insights over the last `days` calendar days in São Paulo, today included. Every read is
 * bounded by the brand and the window, and grouped in the database (decision 021).
 */
export async function brandInsights(deps: InsightsDeps, brandId: string, days: InsightPeriod): Promise<Insights> {
  const calendar = localDays(deps.clock.now(), days);
  const window = { from: calendar[0]!.start, to: calendar[calendar.length - 1]!.end };
  const [current, follows, sales, posts, reels, stories] = await Promise.all([
    q.followersCount(deps.db, brandId),
    q.followsPerHour(deps.db, brandId, window),
    q.salesPerHour(deps.db, brandId, window),
    q.brandPosts(deps.db, brandId, window),
    q.brandReels(deps.db, brandId, window),
    q.brandStories(deps.db, brandId, window),
  ]);

  const gained = hoursToDays(calendar, follows, () => ({ gained: 0 })).map((d) => d.gained);
  const totals = followerTotals(current, gained);
  const salesDays = hoursToDays(calendar, sales, () => ({ orders: 0, units: 0, revenueCents: 0 }));
  const items = [
    ...posts.map((r) => toItem('post', r)),
    ...reels.map((r) => toItem('reel', r)),
    ...stories.map((r) => toItem('story', r)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((n, row) => n + pick(row), 0);

  return {
    period: {
      days,
      from: calendar[0]!.date,
      to: calendar[calendar.length - 1]!.date,
      timeZone: INSIGHTS_TIME_ZONE,
    },
    followers: {
      current,
      gained: sum(gained, (g) => g),
      days: calendar.map((d, i) => ({ date: d.date, gained: gained[i]!, total: totals[i]! })),
    },
    content: {
      items,
      top: topItems(items),
      engagement: sum(items, (i) => i.engagement),
      views: sum(items, (i) => i.views ?? 0),
    },
    sales: {
      orders: sum(salesDays, (d) => d.orders),
      units: sum(salesDays, (d) => d.units),
      revenueCents: sum(salesDays, (d) => d.revenueCents),
      days: calendar.map((d, i) => ({ date: d.date, ...salesDays[i]! })),
    },
  };
}
