import type { Kysely } from 'kysely';
import {
  engagementOf,
  followerDays,
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
import { brandTagSales } from './tag-sales';

export interface InsightsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const countOrNull = (n: number | null) => (n === null ? null : Number(n));

function toItem(kind: InsightKind, row: q.ContentRow): InsightItem {
  const counts = {
    likes: countOrNull(row.likes),
    comments: countOrNull(row.comments),
    shares: countOrNull(row.shares),
    saves: countOrNull(row.saves),
  };
  return {
    kind,
    id: row.id,
    text: row.text ?? '',
    createdAt: new Date(Number(row.created_at)).toISOString(),
    ...counts,
    reach: Number(row.reach ?? 0),
    engagement: engagementOf(counts),
  };
}

/** Most engaging first, then the most seen; on a tie, the newer one. An item nobody saw or touched is left out. */
export function topItems(items: readonly InsightItem[], limit = INSIGHT_TOP_LIMIT): InsightItem[] {
  return [...items]
    .filter((i) => i.engagement > 0 || i.reach > 0)
    .sort((a, b) => b.engagement - a.engagement || b.reach - a.reach || b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

/**
 * A brand's insights over the last `days` calendar days in São Paulo, today included. Every read is
 * bounded by the brand and the window, and grouped in the database (decision 021).
 */
export async function brandInsights(deps: InsightsDeps, brandId: string, days: InsightPeriod): Promise<Insights> {
  const calendar = localDays(deps.clock.now(), days);
  const window = { from: calendar[0]!.start, to: calendar[calendar.length - 1]!.end };
  // The count and the events are read from one snapshot, so no follow can land between the two reads.
  const [current, follows] = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) =>
      Promise.all([q.followersCount(trx, brandId), q.followEventsPerHour(trx, brandId, window)] as const),
    );
  const [sales, posts, reels, videos, stories, tagSales] = await Promise.all([
    q.salesPerHour(deps.db, brandId, window),
    q.brandPosts(deps.db, brandId, window),
    q.brandReels(deps.db, brandId, window),
    q.brandVideos(deps.db, brandId, window),
    q.brandStories(deps.db, brandId, window),
    brandTagSales(deps, brandId, window),
  ]);

  const followerTable = followerDays(calendar, follows, current);
  const salesDays = hoursToDays(calendar, sales, () => ({ orders: 0, units: 0, revenueCents: 0 }));
  const items = [
    ...posts.map((r) => toItem('post', r)),
    ...reels.map((r) => toItem('reel', r)),
    ...videos.map((r) => toItem('video', r)),
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
      gained: sum(followerTable, (d) => d.gained),
      lost: sum(followerTable, (d) => d.lost),
      days: followerTable,
    },
    content: {
      items,
      top: topItems(items),
      engagement: sum(items, (i) => i.engagement),
      reach: sum(items, (i) => i.reach),
    },
    sales: {
      orders: sum(salesDays, (d) => d.orders),
      units: sum(salesDays, (d) => d.units),
      revenueCents: sum(salesDays, (d) => d.revenueCents),
      days: calendar.map((d, i) => ({ date: d.date, ...salesDays[i]! })),
    },
    tagSales,
  };
}
