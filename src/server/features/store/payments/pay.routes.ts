import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { ptBR } from '../../../../shared/i18n/pt-BR';
import type { Order } from '../../../../shared/store';
import { getOrder, toOrder, cancelOrder, type OrdersDeps, type Sweeper } from '../orders.service';
import { brCode } from './pix';
import { withParams } from './provider';
import { checkCard, payTokenValid, sandboxEvent, SANDBOX_SIGNATURE_HEADER, type CardCheck } from './sandbox';
import { PAY_SCRIPT } from './pay-script';
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
function merchantKey(storeId: string): string {
  const h = crypto.createHash('sha256').update(`pix:${storeId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function timeIn(ms: number, zone: string | null): string {
  const opts: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat('pt-BR', { ...opts, timeZone: zone ?? 'America/Sao_Paulo' }).format(ms);
  } catch {
    return new Intl.DateTimeFormat('pt-BR', { ...opts, timeZone: 'America/Sao_Paulo' }).format(ms);
  }
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The app's policy, except that the page's forms may end at the storefront's own return pages: a
 * storefront on another origin gets its buyer back after paying or cancelling.
 */
function pagePolicy(returnUrls: string[]): string {
  const origins = [...new Set(returnUrls.map(originOf).filter((o): o is string => o !== null))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${origins.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}

const html = (reply: FastifyReply, status: number, body: string, returnUrls: string[] = []) =>
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
      await html(reply, 404, statePage(t.notFound));
      return null;
    }
    const order = toOrder(found.row, found.items);
    const { successUrl, cancelUrl } = returnsOf(request, found.row);
    if (order.status === 'paid') {
      await html(
        reply,
        200,
        statePage(t.alreadyPaid, { href: withParams(successUrl, { order_id: orderId }), label: t.continue }),
        [successUrl],
      );
      return null;
    }
    // A lapsed hold is over even before the sweep marks it: its stock may be someone else's by now.
    if (order.status !== 'pending' || found.row.expires_at <= deps.clock.now()) {
      await html(reply, 410, statePage(t.closed, { href: cancelUrl, label: ptBR.store.backToStore }), [cancelUrl]);
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
    extra: { error?: string; card?: Record<string, string> } = {},
  ) {
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
    return html(
      reply,
      status,
      payPage({ order: loaded.order, token, method, pix, reservedUntil, error: extra.error, card: extra.card }),
      [loaded.successUrl, loaded.cancelUrl],
    );
  }

  /** Settles through the signed webhook, exactly as a real provider's notification would arrive. */
  async function settle(orderId: string, method: 'card' | 'pix') {
    const { body, signature } = sandboxEvent(deps.secret, deps.clock, 'payment.succeeded', orderId, method);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}`);
  }

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
    const card = { number: form.number ?? '', name: form.name ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' };
    const result = checkCard(card, deps.clock.now());
    if (result !== 'approved') {
      return render(reply, loaded, form.token!, 'card', result === 'declined' ? 402 : 400, {
        error: cardMessages[result],
        card: { number: card.number, name: card.name, expiry: card.expiry },
      });
    }
    await settle(loaded.order.id, 'card');
    return reply.redirect(withParams(loaded.successUrl, { order_id: loaded.order.id }), 303);
  });

  app.post<{ Params: Params; Body: Form }>('/pay/:orderId/pix', { schema: { hide: true } }, async (request, reply) => {
    const loaded = await load(request, request.params.orderId, request.body?.token, reply);
    if (!loaded) return reply;
    await settle(loaded.order.id, 'pix');
    return reply.redirect(withParams(loaded.successUrl, { order_id: loaded.order.id }), 303);
  });

  const cancel = async (request: FastifyRequest, orderId: string, token: unknown, reply: FastifyReply) => {
    const found = payTokenValid(deps.secret, orderId, token) ? await getOrder(deps, orderId) : undefined;
    if (!found) return html(reply, 404, statePage(t.notFound));
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
