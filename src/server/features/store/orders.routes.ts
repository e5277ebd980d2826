import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderListSchema, orderReplySchema, paymentUrlReplySchema } from '../../../shared/store';
import { pagedListRoute } from '../../platform/pagination';
import { requireMemberId } from '../../platform/session';
import * as orders from './orders.service';

const orderParams = z.object({ orderId: z.string().min(1).max(100) });

export const ordersRoutes: FastifyPluginAsyncZod<
  orders.OrdersDeps & { sweeper: orders.Sweeper; secret: string }
> = async (app, deps) => {
  // Every answer about one's orders first lets lapsed holds go, so no order shows as payable past its time.
  const sweptMemberId = async (request: FastifyRequest) => {
    const memberId = requireMemberId(request);
    await deps.sweeper.lazily();
    return memberId;
  };

  app.get('/api/orders', pagedListRoute('store', orderListSchema), async (request) =>
    orders.listMemberOrders(deps, await sweptMemberId(request), request.query.cursor),
  );

  app.get(
    '/api/orders/:orderId',
    { schema: { tags: ['store'], params: orderParams, response: { 200: orderReplySchema } } },
    async (request) => ({
      order: await orders.getMemberOrder(deps, await sweptMemberId(request), request.params.orderId),
    }),
  );

  // 'Continuar pagamento': back to the payment page of one's own order while its hold lasts.
  app.post(
    '/api/orders/:orderId/resume',
    { schema: { tags: ['store'], params: orderParams, response: { 200: paymentUrlReplySchema } } },
    async (request) => orders.resumeOrder(deps, await sweptMemberId(request), request.params.orderId),
  );
};
