import type { Kysely, Selectable } from 'kysely';
import {
  adAudiences,
  adObjectives,
  campaignTotalCents,
  DAY_MS,
  estimatedReach,
  type AdAudience,
  type AdObjective,
  type Campaign,
  type CampaignCreateInput,
  type CampaignPost,
} from '../../../shared/ads';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { EventBus } from '../../platform/event-bus';
import type { Storage } from '../../platform/storage';
import { decodeCursor, pageOf } from '../settings/page-cursor';
import * as q from './ads.queries';
import type { AdCampaignsTable } from './ads.tables';
import { campaignPosts, mustOwnPost } from './campaign-post';
import type { ReadCache } from '../../platform/read-cache';

export interface AdsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  bus: EventBus;
  cache: ReadCache;
}

const PAGE_SIZE = 20;

type Row = Selectable<AdCampaignsTable>;

function toCampaign(row: Row, now: number, post: CampaignPost | null): Campaign {
  const endsAt = Number(row.ends_at);
  const createdAt = Number(row.created_at);
  const ended = row.status === 'ended' || now >= endsAt;
  const daysRun = Math.min(row.duration_days, Math.max(0, Math.floor((Math.min(now, endsAt) - createdAt) / DAY_MS)));
  return {
    id: row.id,
    objective: (adObjectives as readonly string[]).includes(row.objective) ? (row.objective as AdObjective) : 'reach',
    audience: (adAudiences as readonly string[]).includes(row.audience) ? (row.audience as AdAudience) : 'auto',
    dailyBudgetCents: row.daily_budget_cents,
    durationDays: row.duration_days,
    totalCents: Number(row.total_cents),
    reachMin: Number(row.reach_min),
    reachMax: Number(row.reach_max),
    spentCents: daysRun * row.daily_budget_cents,
    daysLeft: ended ? 0 : Math.max(1, Math.ceil((endsAt - now) / DAY_MS)),
    status: ended ? 'ended' : 'active',
    post,
    createdAt: new Date(createdAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  };
}

async function views(deps: AdsDeps, userId: string, rows: Row[]): Promise<Campaign[]> {
  const postIds = rows.flatMap((r) => (r.post_id ? [r.post_id] : []));
  const posts = postIds.length ? await campaignPosts(deps, userId, postIds) : new Map<string, CampaignPost>();
  const now = deps.clock.now();
  return rows.map((r) => toCampaign(r, now, (r.post_id && posts.get(r.post_id)) || null));
}

export async function launchCampaign(deps: AdsDeps, userId: string, input: CampaignCreateInput) {
  if (input.postId) await mustOwnPost(deps, userId, input.postId);
  const now = deps.clock.now();
  const total = campaignTotalCents(input.dailyBudgetCents, input.durationDays);
  const reach = estimatedReach(total);
  const id = newId('cmp', now);
  await q.insertCampaign(deps.db, {
    id,
    user_id: userId,
    objective: input.objective,
    audience: input.audience ?? 'auto',
    daily_budget_cents: input.dailyBudgetCents,
    duration_days: input.durationDays,
    total_cents: total,
    reach_min: reach.min,
    reach_max: reach.max,
    post_id: input.postId ?? null,
    status: 'active',
    created_at: now,
    ends_at: now + input.durationDays * DAY_MS,
  });
  return (await views(deps, userId, [(await q.findCampaign(deps.db, id))!]))[0]!;
}

async function loadOwn(deps: AdsDeps, userId: string, id: string) {
  const row = await q.findCampaign(deps.db, id);
  // Another member's campaign answers as if it did not exist.
  if (!row || row.user_id !== userId) throw new AppError(404, 'not_found');
  return row;
}

export async function getCampaign(deps: AdsDeps, userId: string, id: string) {
  return (await views(deps, userId, [await loadOwn(deps, userId, id)]))[0]!;
}

export async function listCampaigns(deps: AdsDeps, userId: string, cursor?: string) {
  const rows = await q.listCampaigns(deps.db, userId, PAGE_SIZE, decodeCursor(cursor));
  const page = pageOf(rows, PAGE_SIZE);
  return { items: await views(deps, userId, page.rows), nextCursor: page.nextCursor };
}

export async function endCampaign(deps: AdsDeps, userId: string, id: string) {
  await loadOwn(deps, userId, id);
  await q.endCampaign(deps.db, id, deps.clock.now());
  return getCampaign(deps, userId, id);
}

export async function exportFor(deps: AdsDeps, userId: string) {
  const now = deps.clock.now();
  return (await q.allCampaignsOf(deps.db, userId)).map((r) => ({ ...toCampaign(r, now, null), postId: r.post_id }));
}
