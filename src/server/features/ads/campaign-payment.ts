import type { Kysely, Selectable } from 'kysely';
import type { CampaignCreateInput, CampaignPaymentMethod, CampaignPaymentReply } from '../../../shared/ads';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { PaymentMethod } from '../../../shared/store';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { withParams, type PaymentProvider, type PaymentTarget } from '../store/payments/provider';
import { payFromBalance } from '../wallet/wallet.service';
import * as q from './ads.queries';
import { checkPost, getCampaign, insertCampaign, loadOwn, type AdsDeps } from './ads.service';
import type { AdCampaignsTable } from './ads.tables';

/*
 * Campaigns are paid before they run: from the wallet balance in the same transaction that activates
 * them, or by card or Pix on the hosted payment page of the store's provider, whose signed event
 * activates them through the store's webhook.
 */

export interface CampaignPaymentDeps extends AdsDeps {
  secret: string;
  provider: PaymentProvider;
  /** This server's public address, when configured; else the request's own. */
  publicUrl: string | undefined;
}

type Row = Selectable<AdCampaignsTable>;

const t = ptBR.ads;
/** Campaign ids start so (newId('cmp')): the webhook hands their events to this feature. */
export const CAMPAIGN_ID_PREFIX = 'cmp_';
/** How long a hosted payment page stays open; the campaign itself waits for payment indefinitely. */
const HOSTED_PAGE_MS = 30 * 60 * 1000;

/** Where the member lands after the hosted page, paid or not: the ad centre, on that campaign. */
export const campaignReturnPath = (id: string) => `/advertise?campaign=${encodeURIComponent(id)}`;
export const campaignPayPath = (id: string) => `/pay/campaign/${encodeURIComponent(id)}`;

export const walletDescription = (row: Pick<Row, 'objective' | 'duration_days'>) => {
  const objective = t.objectives[row.objective as keyof typeof t.objectives]?.label ?? row.objective;
  return t.walletDebit(objective, t.days(row.duration_days));
};

/** Debits the wallet and activates the campaign in the caller's transaction: both happen, or neither. */
async function payWithWallet(trx: Kysely<Database>, clock: Clock, userId: string, row: Row) {
  const now = clock.now();
  if (!(await q.markPaid(trx, row.id, { method: 'wallet', now, durationDays: row.duration_days }))) {
    throw new AppError(409, 'campaign_not_payable');
  }
  await payFromBalance(trx, userId, Number(row.total_cents), walletDescription(row), now);
}

async function openHostedPage(deps: CampaignPaymentDeps, row: Row, method: 'card' | 'pix', baseUrl: string) {
  const total = Number(row.total_cents);
  const objective = t.objectives[row.objective as keyof typeof t.objectives]?.label ?? row.objective;
  let session;
  try {
    session = await deps.provider.createSession({
      orderId: row.id,
      currency: 'brl',
      totalInCents: total,
      items: [
        { title: t.payPageItem(objective), variantTitle: t.days(row.duration_days), quantity: 1, unitAmount: total },
      ],
      successUrl: `${baseUrl}${campaignReturnPath(row.id)}`,
      cancelUrl: `${baseUrl}${campaignReturnPath(row.id)}`,
      baseUrl,
      expiresAt: deps.clock.now() + HOSTED_PAGE_MS,
      locale: 'pt-BR',
      sandboxPath: campaignPayPath(row.id),
    });
  } catch {
    // The campaign stays waiting for payment: it can be paid later, another way.
    throw new AppError(502, 'payment_unavailable');
  }
  await q.recordPaymentSession(deps.db, row.id, { provider: deps.provider.name, ref: session.ref });
  // The sandbox's page opens on the method chosen; a provider's own page offers both.
  return deps.provider.name === 'sandbox' && method === 'pix' ? withParams(session.url, { method }) : session.url;
}

/** A provider page left open must not take a second payment once the campaign is paid or canceled. */
async function closeHostedPage(deps: CampaignPaymentDeps, row: Row) {
  if (!row.payment_ref || row.payment_provider !== deps.provider.name || !deps.provider.closeSession) return;
  await deps.provider.closeSession(row.payment_ref).catch(() => undefined);
}

async function settle(
  deps: CampaignPaymentDeps,
  userId: string,
  row: Row,
  method: CampaignPaymentMethod | undefined,
  baseUrl: string,
): Promise<CampaignPaymentReply> {
  let paymentUrl: string | null = null;
  if (method === 'card' || method === 'pix') paymentUrl = await openHostedPage(deps, row, method, baseUrl);
  if (method === 'wallet') await closeHostedPage(deps, row);
  return { campaign: await getCampaign(deps, userId, row.id), paymentUrl };
}

/**
 * Launches a campaign: it waits for payment, unless paid from the wallet in the same step (refused
 * whole, with nothing created, when the balance is short). Card and Pix answer with the hosted page.
 */
export async function launchCampaign(
  deps: CampaignPaymentDeps,
  userId: string,
  input: CampaignCreateInput,
  baseUrl: string,
): Promise<CampaignPaymentReply> {
  await checkPost(deps, userId, input);
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await insertCampaign(trx, deps, userId, input);
    if (input.paymentMethod === 'wallet') await payWithWallet(trx, deps.clock, userId, created);
    return created;
  });
  return settle(deps, userId, row, input.paymentMethod, baseUrl);
}

/** Pays a campaign still waiting for payment (an abandoned card or Pix page, or a short balance). */
export async function payCampaign(
  deps: CampaignPaymentDeps,
  userId: string,
  id: string,
  method: CampaignPaymentMethod,
  baseUrl: string,
): Promise<CampaignPaymentReply> {
  const row = await loadOwn(deps, userId, id);
  if (row.paid_at !== null || row.status !== 'awaiting_payment') throw new AppError(409, 'campaign_not_payable');
  if (method === 'wallet') {
    await deps.db.transaction().execute((trx) => payWithWallet(trx, deps.clock, userId, row));
  }
  return settle(deps, userId, row, method, baseUrl);
}

/** Gives up a campaign never paid; a paid one is ended instead. */
export async function cancelCampaign(deps: CampaignPaymentDeps, userId: string, id: string) {
  const row = await loadOwn(deps, userId, id);
  if (!(await q.cancelUnpaid(deps.db, id))) throw new AppError(409, 'campaign_not_payable');
  await closeHostedPage(deps, row);
  return getCampaign(deps, userId, id);
}

/**
 * The store webhook's handler for campaign ids. Only a payment of a campaign whose hosted page this
 * provider opened counts; markPaid changes a campaign once, so a repeated event changes nothing.
 */
export function campaignPaymentTarget(deps: { db: Kysely<Database>; clock: Clock }): PaymentTarget {
  return {
    prefix: CAMPAIGN_ID_PREFIX,
    async apply(providerName, event) {
      if (event.effect !== 'paid' || !event.orderId) return 'ignored';
      const row = await q.findCampaign(deps.db, event.orderId);
      if (!row || row.payment_provider !== providerName) return 'ignored';
      const method: PaymentMethod = event.method ?? 'card';
      const paid = await q.markPaid(deps.db, row.id, {
        method,
        now: deps.clock.now(),
        durationDays: row.duration_days,
      });
      return paid ? 'applied' : 'duplicate';
    },
  };
}
