import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { applyPaymentEvent, type OrdersDeps } from '../orders.service';
import { SignatureError, type PaymentProvider, type PaymentTarget } from './provider';

/**
 * POST /api/payments/webhook/{provider}: providers call it server to server, with no session and no
 * Origin. The body stays raw bytes here, since the signature covers them exactly as sent.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  deps: OrdersDeps & { providers: Record<string, PaymentProvider>; targets: PaymentTarget[] },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { provider: string }; Body: Buffer }>(
    '/api/payments/webhook/:provider',
    { schema: { tags: ['store'] } },
    async (request) => {
      const provider = Object.hasOwn(deps.providers, request.params.provider)
        ? deps.providers[request.params.provider]
        : undefined;
      if (!provider) throw new AppError(404, 'not_found');
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'invalid_signature');
      let event;
      try {
        event = provider.parseWebhook(request.body, request.headers);
      } catch (err) {
        if (err instanceof SignatureError) {
          request.log.warn({ provider: provider.name, reason: err.message }, 'webhook refused');
          throw new AppError(400, 'invalid_signature');
        }
        throw err;
      }
      const target = deps.targets.find((t) => event.orderId?.startsWith(t.prefix));
      const outcome = target
        ? await target.apply(provider.name, event)
        : await applyPaymentEvent({ ...deps, log: request.log }, provider.name, event);
      return { received: true, outcome };
    },
  );
}
