import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { ptBR } from '../../../../shared/i18n/pt-BR';
import type { Order } from '../../../../shared/store';
import { installmentLimit, installmentOptions } from '../../../../shared/store-delivery';
import { setOrderDelivery } from '../delivery.service';
import { getOrder, toOrder, cancelOrder, type OrdersDeps, type Sweeper } from '../orders.service';
import { setInstallments } from '../orders.queries';
import { AppError } from '../../../platform/errors';
import { deliveryPage, typedDelivery } from './delivery-page';
import { brCode } from './pix';
import { withParams } from './provider';
import { checkCard, payTokenValid, settleThroughWebhook, type CardCheck } from './sandbox';
import { PAY_SCRIPT } from './pay-script';
import { pagePolicy } from './page-policy';
import { payPage, statePage } from './sandbox-page';
import { returnOrigins, safeReturnUrl } from '../return-urls';

export interface PayRoutesDeps extends OrdersDeps {
  secret: string;
  storeId: string;
  sweeper: Sweeper;
  publicUrl: string | undefined;
  allowedOrigins: string[];
}

const t = ptBR.store.pay_page;

const cardMessages: Record<Exclude<CardCheck, 'approved'>, string> = {
  declined: t.declined,
  invalid_number: t.invalidCard,
  invalid_expiry: t.invalidExpiry,
  invalid_cvc: t.invalidCvc,
};

/** The sandbox merchant's Pix key: a stable random-looking key (EVP) per store. */
export function merchantKey(storeId: string): string {
  const h = crypto.createHash('sha256').update(`pix:${storeId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function timeIn(ms: number, zone: string | null): string {
  const opts: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat('pt-BR', { ...opts, timeZone: zone ?? 'America/Sao_Paulo' }).format(ms);
  } catch {
    return new Intl.DateTimeFormat('pt-BR', { ...opts, timeZone: 'America/Sao_Paulo' }).format(ms);
  }
}

/** Sends one of the hosted pages: never cached, under the page policy. */
export const sendPage = (reply: FastifyReply, status: number, body: string, returnUrls: string[] = []) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', pagePolicy(returnUrls))
    .type('text/html; charset=utf-8')
    .send(body);

/** The hosted payment pages: the sandbox's /pay/{orderId}?token=… (card, Pix, cancel), and the cancel return of any provider. */
export async function payRoutes(app: FastifyInstance, deps: PayRoutesDeps): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get('/pay/pay.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(PAY_SCRIPT),
  );

  type Row = NonNullable<Awaited<ReturnType<typeof getOrder>>>['row'];
  type Loaded = { order: Order; row: Row; successUrl: string; cancelUrl: string };

  /**
   * The order's return URLs, held again to this site and ALLOWED_ORIGINS: an order stored before
   * checkout checked them, or under other settings, never makes these pages send anyone elsewhere.
   */
  function returnsOf(request: FastifyRequest, row: Row) {
    const origins = returnOrigins(request, deps);
    const home = `${deps.publicUrl ?? `${request.protocol}://${request.host}`}/`;
    return {
      successUrl: safeReturnUrl(row.success_url, origins, home),
      cancelUrl: safeReturnUrl(row.cancel_url, origins, home),
    };
  }

  /** The order behind a link, or an answer already sent when the link is bad or the order is over. */
  async function load(
    request: FastifyRequest,
    orderId: string,
    token: unknown,
    reply: FastifyReply,
    sandboxOnly = true,
  ): Promise<Loaded | null> {
    await deps.sweeper.lazily();
    const found = payTokenValid(deps.secret, orderId, token) ? await getOrder(deps, orderId) : undefined;
    if (!found || (sandboxOnly && found.row.provider !== 'sandbox')) {
      await sendPage(reply, 404, statePage(t.notFound));
      return null;
    }
    const order = toOrder(found.row, found.items);
    const { successUrl, cancelUrl } = returnsOf(request, found.row);
    if (order.status === 'paid') {
      await sendPage(
        reply,
        200,
        statePage(t.alreadyPaid, { href: withParams(successUrl, { order_id: orderId }), label: t.continue }),
        [successUrl],
      );
      return null;
    }
    // A lapsed hold is over even before the sweep marks it: its stock may be someone else's by now.
    if (order.status !== 'pending' || found.row.expires_at <= deps.clock.now()) {
      await sendPage(reply, 410, statePage(t.closed, { href: cancelUrl, label: ptBR.store.backToStore }), [cancelUrl]);
      return null;
    }
    return { order, row: found.row, successUrl, cancelUrl };
  }

  async function render(
    reply: FastifyReply,
    loaded: Loaded,
    token: string,
    method: 'card' | 'pix',
    status = 200,
    extra: { error?: string; card?: Record<string, string>; values?: Record<string, string> } = {},
  ) {
    const returnUrls = [loaded.successUrl, loaded.cancelUrl];
    // An order placed without a delivery (a storefront client's) gets it here before paying.
    if (!loaded.order.delivery) {
      const page = deliveryPage({
        order: loaded.order,
        token,
        method,
        values: extra.values,
        error: extra.error,
        parcelGrams: loaded.row.parcel_grams,
      });
      return sendPage(reply, status, page, returnUrls);
    }
    const installments = installmentOptions(
      loaded.order.totalInCents,
      installmentLimit([loaded.row.installments_max], loaded.order.totalInCents),
    );
    const reservedUntil = timeIn(loaded.row.expires_at, loaded.row.time_zone);
    let pix;
    if (method === 'pix') {
      const payload = brCode({
        key: merchantKey(deps.storeId),
        merchantName: 'BrandSocial',
        merchantCity: 'Sao Paulo',
        amountInCents: loaded.order.totalInCents,
        txid: loaded.order.id,
      });
      const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      pix = { payload, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    }
    return sendPage(
      reply,
      status,
      payPage({
        order: loaded.order,
        token,
        method,
        pix,
        reservedUntil,
        error: extra.error,
        card: extra.card,
        installments,
        chosenInstallments: Number(extra.card?.installments) || undefined,
      }),
      returnUrls,
    );
  }

  const settle = (orderId: string, method: 'card' | 'pix') => settleThroughWebhook(app, deps, orderId, method);

  type Params = { orderId: string };
  type Form = Record<string, string | undefined>;

  app.get<{ Params: Params; Querystring: Form }>(
    '/pay/:orderId',
    { schema: { hide: true } },
    async (request, reply) => {
      const loaded = await load(request, request.params.orderId, request.query.token, reply);
      if (!loaded) return reply;
      return render(reply, loaded, request.query.token!, request.query.method === 'pix' ? 'pix' : 'card');
    },
  );

  // The way to a provider's own hosted page, for URLs that cannot take the `&lang=…` clients append.
  app.get<{ Params: Params; Querystring: Form }>(
    '/pay/:orderId/go',
    { schema: { hide: true } },
    async (request, reply) => {
      const loaded = await load(request, request.params.orderId, request.query.token, reply, false);
      if (!loaded) return reply;
      const target =
        loaded.row.provider_url ??
        `/pay/${encodeURIComponent(loaded.order.id)}?token=${encodeURIComponent(request.query.token!)}`;
      return reply.redirect(target, 303);
    },
  );

  app.post<{ Params: Params; Body: Form }>('/pay/:orderId/card', { schema: { hide: true } }, async (request, reply) => {
    const form = request.body ?? {};
    const loaded = await load(request, request.params.orderId, form.token, reply);
    if (!loaded) return reply;
    if (!loaded.order.delivery)
      return render(reply, loaded, form.token!, 'card', 409, { error: ptBR.delivery.missing });
    const card = { number: form.number ?? '', name: form.name ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
    const kept = { number: card.number, name: card.name, expiry: card.expiry, installments: form.installments ?? '1' };
    // The plan is the order's own: no more installments than its products and total allow.
    const installments = Number(form.installments ?? '1');
    const limit = installmentLimit([loaded.row.installments_max], loaded.order.totalInCents);
    if (!Number.isInteger(installments) || installments < 1 || installments > limit) {
      return render(reply, loaded, form.token!, 'card', 400, { error: ptBR.installments.invalid, card: kept });
    }
    const result = checkCard(card, deps.clock.now());
    if (result !== 'approved') {
      return render(reply, loaded, form.token!, 'card', result === 'declined' ? 402 : 400, {
        error: cardMessages[result],
        card: kept,
      });
    }
    await setInstallments(deps.db, loaded.order.id, installments, deps.clock.now());
    await settle(loaded.order.id, 'card');
    return reply.redirect(withParams(loaded.successUrl, { order_id: loaded.order.id }), 303);
  });

  app.post<{ Params: Params; Body: Form }>('/pay/:orderId/pix', { schema: { hide: true } }, async (request, reply) => {
    const loaded = await load(request, request.params.orderId, request.body?.token, reply);
    if (!loaded) return reply;
    if (!loaded.order.delivery) {
      return render(reply, loaded, request.body!.token!, 'pix', 409, { error: ptBR.delivery.missing });
    }
    await settle(loaded.order.id, 'pix');
    return reply.redirect(withParams(loaded.successUrl, { order_id: loaded.order.id }), 303);
  });

  app.post<{ Params: Params; Body: Form }>(
    '/pay/:orderId/delivery',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = request.body ?? {};
      const loaded = await load(request, request.params.orderId, form.token, reply);
      if (!loaded) return reply;
      const method = form.method === 'pix' ? 'pix' : 'card';
      try {
        if (!loaded.order.delivery) await setOrderDelivery(deps, loaded.row, form);
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 400) throw err;
        return render(reply, loaded, form.token!, method, 400, { error: err.message, values: typedDelivery(form) });
      }
      const next = `/pay/${encodeURIComponent(loaded.order.id)}?token=${encodeURIComponent(form.token!)}&method=${method}`;
      return reply.redirect(next, 303);
    },
  );

  const cancel = async (request: FastifyRequest, orderId: string, token: unknown, reply: FastifyReply) => {
    const found = payTokenValid(deps.secret, orderId, token) ? await getOrder(deps, orderId) : undefined;
    if (!found) return sendPage(reply, 404, statePage(t.notFound));
    await cancelOrder(deps, orderId);
    return reply.redirect(returnsOf(request, found.row).cancelUrl, 303);
  };
  app.post<{ Params: Params; Body: Form }>('/pay/:orderId/cancel', { schema: { hide: true } }, async (request, reply) =>
    cancel(request, request.params.orderId, request.body?.token, reply),
  );
  // A provider's hosted page sends the buyer back here with a plain link when they give up.
  app.get<{ Params: Params; Querystring: Form }>(
    '/pay/:orderId/cancel',
    { schema: { hide: true } },
    async (request, reply) => cancel(request, request.params.orderId, request.query.token, reply),
  );
}
