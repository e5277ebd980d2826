import type { Kysely, Selectable } from 'kysely';
import {
  adAudiences,
  adObjectives,
  campaignPaymentMethods,
  campaignSpentCents,
  campaignTotalCents,
  DAY_MS,
  estimatedReach,
  objectiveNeedsPost,
  type AdAudience,
  type AdAudienceSize,
  type AdObjective,
  type Campaign,
  type CampaignCreateInput,
  type CampaignPaymentMethod,
  type CampaignPost,
  type CampaignStatus,
} from '../../../shared/ads';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { ADULT_AGE, bornOnOrBefore, todayInSaoPaulo } from '../../../shared/minors';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { EventBus } from '../../platform/event-bus';
import type { Storage } from '../../platform/storage';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import * as q from './ads.queries';
import type { AdCampaignsTable } from './ads.tables';
import { campaignPosts, mustOwnPost } from './campaign-post';
import { credit } from '../wallet/wallet.service';
import type { ReadCache } from '../../platform/read-cache';

export interface AdsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  bus: EventBus;
  cache: ReadCache;
}

const PAGE_SIZE = 20;
const t = ptBR.ads;

type Row = Selectable<AdCampaignsTable>;

const walletRefundDescription = (row: Pick<Row, 'objective'>) =>
  t.walletRefund(t.objectives[row.objective as AdObjective]?.label ?? row.objective);

const isObjective = (v: string): v is AdObjective => (adObjectives as readonly string[]).includes(v);
const isPaymentMethod = (v: string | null): v is CampaignPaymentMethod =>
  (campaignPaymentMethods as readonly (string | null)[]).includes(v);

export function campaignStatus(row: Row, now: number): CampaignStatus {
  if (row.paid_at === null) return row.status === 'canceled' ? 'canceled' : 'awaiting_payment';
  return row.status === 'ended' || now >= Number(row.ends_at) ? 'ended' : 'active';
}

export function toCampaign(row: Row, now: number, post: CampaignPost | null): Campaign {
  const status = campaignStatus(row, now);
  const paid = row.paid_at !== null;
  const endsAt = Number(row.ends_at);
  const total = Number(row.total_cents);
  const spent = campaignSpentCents(
    {
      dailyBudgetCents: row.daily_budget_cents,
      durationDays: row.duration_days,
      startedAt: row.started_at === null ? null : Number(row.started_at),
    },
    Math.min(now, endsAt),
  );
  // Ended by its owner before its last day: what it had not spent went back to the wallet.
  const refunded = paid && row.status === 'ended' ? total - spent : 0;
  return {
    id: row.id,
    objective: isObjective(row.objective) ? row.objective : 'reach',
    audience: (adAudiences as readonly string[]).includes(row.audience) ? (row.audience as AdAudience) : 'auto',
    dailyBudgetCents: row.daily_budget_cents,
    durationDays: row.duration_days,
    totalCents: total,
    reachMin: Number(row.reach_min),
    reachMax: Number(row.reach_max),
    spentCents: spent,
    remainingCents: paid ? total - spent - refunded : 0,
    refundedCents: refunded,
    daysLeft: status === 'active' ? Math.max(1, Math.ceil((endsAt - now) / DAY_MS)) : 0,
    status,
    paymentMethod: isPaymentMethod(row.payment_method) ? row.payment_method : null,
    post,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    paidAt: paid ? new Date(Number(row.paid_at)).toISOString() : null,
    endsAt: paid ? new Date(endsAt).toISOString() : null,
  };
}

async function views(deps: AdsDeps, userId: string, rows: Row[]): Promise<Campaign[]> {
  const postIds = rows.flatMap((r) => (r.post_id ? [r.post_id] : []));
  const posts = postIds.length ? await campaignPosts(deps, userId, postIds) : new Map<string, CampaignPost>();
  const now = deps.clock.now();
  return rows.map((r) => toCampaign(r, now, (r.post_id && posts.get(r.post_id)) || null));
}

/** How many members a campaign of this advertiser may reach today: adults only (decision 028). */
export async function audience(deps: Pick<AdsDeps, 'db' | 'clock'>, userId: string): Promise<AdAudienceSize> {
  const adultsBornBy = bornOnOrBefore(todayInSaoPaulo(deps.clock.now()), ADULT_AGE);
  return { members: await q.audienceSize(deps.db, userId, adultsBornBy) };
}

/** The objectives that promote a post need one, and it must be the member's own. */
export async function checkPost(deps: AdsDeps, userId: string, input: CampaignCreateInput): Promise<void> {
  if (input.postId) await mustOwnPost(deps, userId, input.postId);
  else if (objectiveNeedsPost(input.objective)) {
    throw new AppError(400, 'campaign_post_required', t.postRequiredFor(t.objectives[input.objective].label));
  }
}

/** A new campaign waits for payment (checkPost first, outside the transaction). */
export async function insertCampaign(
  trx: Kysely<Database>,
  deps: Pick<AdsDeps, 'clock'>,
  userId: string,
  input: CampaignCreateInput,
): Promise<Row> {
  const now = deps.clock.now();
  const total = campaignTotalCents(input.dailyBudgetCents, input.durationDays);
  const reach = estimatedReach(total);
  const values = {
    id: newId('cmp', now),
    user_id: userId,
    objective: input.objective,
    audience: input.audience ?? 'auto',
    daily_budget_cents: input.dailyBudgetCents,
    duration_days: input.durationDays,
    total_cents: total,
    reach_min: reach.min,
    reach_max: reach.max,
    post_id: input.postId ?? null,
    status: 'awaiting_payment',
    created_at: now,
    ends_at: now + input.durationDays * DAY_MS,
    paid_at: null,
    started_at: null,
    payment_method: null,
    payment_provider: null,
    payment_ref: null,
  };
  await q.insertCampaign(trx, values);
  return values;
}

export async function toView(deps: AdsDeps, userId: string, row: Row): Promise<Campaign> {
  return (await views(deps, userId, [row]))[0]!;
}

export async function loadOwn(deps: Pick<AdsDeps, 'db'>, userId: string, id: string) {
  const row = await q.findCampaign(deps.db, id);
  // Another member's campaign answers as if it did not exist.
  if (!row || row.user_id !== userId) throw new AppError(404, 'not_found');
  return row;
}

export async function getCampaign(deps: AdsDeps, userId: string, id: string) {
  return (await views(deps, userId, [await loadOwn(deps, userId, id)]))[0]!;
}

export async function listCampaigns(deps: AdsDeps, userId: string, cursor?: string) {
  const rows = await q.listCampaigns(deps.db, userId, PAGE_SIZE, decodeKeyset(cursor));
  const page = pageOf(rows, PAGE_SIZE);
  return { items: await views(deps, userId, page.rows), nextCursor: page.nextCursor };
}

/**
 * Ends a running campaign now. The days not run are not spent: their budget goes back to the owner's
 * wallet in the same transaction, and only the call that actually ended it pays it back.
 */
export async function endCampaign(deps: AdsDeps, userId: string, id: string) {
  const row = await loadOwn(deps, userId, id);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await q.endCampaign(trx, id, now)) || row.started_at === null) return;
    const spent = campaignSpentCents(
      { dailyBudgetCents: row.daily_budget_cents, durationDays: row.duration_days, startedAt: Number(row.started_at) },
      now,
    );
    const unspent = Number(row.total_cents) - spent;
    if (unspent > 0) await credit(trx, userId, unspent, walletRefundDescription(row), now);
  });
  return getCampaign(deps, userId, id);
}
