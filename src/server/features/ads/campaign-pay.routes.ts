import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { formatBRL } from '../../../shared/format';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { merchantKey, sendPage } from '../store/payments/pay.routes';
import { brCode } from '../store/payments/pix';
import { checkCard, payTokenValid, settleThroughWebhook } from '../store/payments/sandbox';
import { escapeHtml, hostedPaymentPage, statePage, type HostedPageInput } from '../store/payments/sandbox-page';
import * as q from './ads.queries';
import { campaignStatus, type AdsDeps } from './ads.service';
import { campaignPayPath, campaignReturnPath } from './campaign-payment';
import { campaignPosts } from './campaign-post';

/*
 * The sandbox's hosted payment page for a campaign: the store's page (same look, card test numbers,
 * Pix) with the campaign as its summary. It settles through the same signed webhook as an order.
 * Giving up leaves the campaign waiting for payment: the member pays it later or cancels it.
 */

export interface CampaignPayRoutesDeps extends AdsDeps {
  secret: string;
  storeId: string;
}

const t = ptBR.ads;
const page = ptBR.store.pay_page;

const cardMessages = {
  declined: page.declined,
  invalid_number: page.invalidCard,
  invalid_expiry: page.invalidExpiry,
  invalid_cvc: page.invalidCvc,
} as const;

type Form = Record<string, string | undefined>;
type Params = { campaignId: string };

export async function campaignPayRoutes(app: FastifyInstance, deps: CampaignPayRoutesDeps): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The campaign behind a link, or an answer already sent when the link is bad or it cannot be paid. */
  async function load(id: string, token: unknown, reply: FastifyReply) {
    const row = payTokenValid(deps.secret, id, token) ? await q.findCampaign(deps.db, id) : undefined;
    if (!row || row.payment_provider !== 'sandbox') {
      await sendPage(reply, 404, statePage(t.payPageNotFound));
      return null;
    }
    const back = { href: campaignReturnPath(id), label: t.payPageBack };
    if (row.paid_at !== null) {
      await sendPage(reply, 200, statePage(t.payPageAlreadyPaid, back));
      return null;
    }
    if (campaignStatus(row, deps.clock.now()) !== 'awaiting_payment') {
      await sendPage(reply, 410, statePage(t.payPageClosed, back));
      return null;
    }
    return row;
  }

  type Row = NonNullable<Awaited<ReturnType<typeof load>>>;

  async function summary(row: Row) {
    const post = row.post_id ? (await campaignPosts(deps, row.user_id, [row.post_id])).get(row.post_id) : undefined;
    const objective = t.objectives[row.objective as keyof typeof t.objectives]?.label ?? row.objective;
    const total = escapeHtml(formatBRL(Number(row.total_cents)));
    const image = post?.imageUrl
      ? `<img src="${escapeHtml(post.imageUrl)}" alt="${escapeHtml(t.promotedPost)}" width="56" height="56">`
      : '<span class="ph"></span>';
    const meta = `${t.perDay(formatBRL(row.daily_budget_cents))} · ${t.days(row.duration_days)}`;
    return `<section class="card" aria-labelledby="summary-title"><h1 id="summary-title">${escapeHtml(t.payPageSummary)}</h1>${
      post ? `<p class="muted">${escapeHtml(post.content.slice(0, 120))}</p>` : ''
    }<ul class="items"><li class="item">${image}<div><div class="name">${escapeHtml(t.payPageItem(objective))}</div><div class="meta">${escapeHtml(meta)}</div></div><div class="price">${total}</div></li></ul>
<div class="totals"><div class="grand"><span>${escapeHtml(t.total)}</span><span>${total}</span></div></div></section>`;
  }

  async function render(
    reply: FastifyReply,
    row: Row,
    token: string,
    method: 'card' | 'pix',
    status = 200,
    extra: Partial<Pick<HostedPageInput, 'error' | 'card'>> = {},
  ) {
    let pix;
    if (method === 'pix') {
      const payload = brCode({
        key: merchantKey(deps.storeId),
        merchantName: 'BrandSocial',
        merchantCity: 'Sao Paulo',
        amountInCents: Number(row.total_cents),
        txid: row.id,
      });
      const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      pix = { payload, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    }
    const body = hostedPaymentPage({
      base: campaignPayPath(row.id),
      summary: await summary(row),
      total: formatBRL(Number(row.total_cents)),
      token,
      method,
      pix,
      cancelLabel: t.payPageBack,
      ...extra,
    });
    return sendPage(reply, status, body);
  }

  /** Settles a paid campaign as the provider's webhook would, then sends the member back to the ad centre. */
  async function settle(reply: FastifyReply, id: string, method: 'card' | 'pix') {
    await settleThroughWebhook(app, deps, id, method);
    return reply.redirect(campaignReturnPath(id), 303);
  }

  app.get<{ Params: Params; Querystring: Form }>(
    '/pay/campaign/:campaignId',
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await load(request.params.campaignId, request.query.token, reply);
      if (!row) return reply;
      return render(reply, row, request.query.token!, request.query.method === 'pix' ? 'pix' : 'card');
    },
  );

  app.post<{ Params: Params; Body: Form }>(
    '/pay/campaign/:campaignId/card',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = request.body ?? {};
      const row = await load(request.params.campaignId, form.token, reply);
      if (!row) return reply;
      const card = { number: form.number ?? '', name: form.name ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
      const result = checkCard(card, deps.clock.now());
      if (result !== 'approved') {
        return render(reply, row, form.token!, 'card', result === 'declined' ? 402 : 400, {
          error: cardMessages[result],
          card: { number: card.number, name: card.name, expiry: card.expiry },
        });
      }
      return settle(reply, row.id, 'card');
    },
  );

  app.post<{ Params: Params; Body: Form }>(
    '/pay/campaign/:campaignId/pix',
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await load(request.params.campaignId, request.body?.token, reply);
      if (!row) return reply;
      return settle(reply, row.id, 'pix');
    },
  );

  // Giving up on the page leaves the campaign waiting for payment; the member decides in the ad centre.
  app.post<{ Params: Params; Body: Form }>(
    '/pay/campaign/:campaignId/cancel',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!payTokenValid(deps.secret, request.params.campaignId, request.body?.token)) {
        return sendPage(reply, 404, statePage(t.payPageNotFound));
      }
      return reply.redirect(campaignReturnPath(request.params.campaignId), 303);
    },
  );
}
