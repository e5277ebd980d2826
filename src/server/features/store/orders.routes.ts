import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderListSchema, orderSchema } from '../../../shared/store';
import { requireMemberId } from '../../platform/session';
import * as orders from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<
  orders.OrdersDeps & { sweeper: orders.Sweeper; secret: string }
> = async (app, deps) => {
  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['store'],
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: orderListSchema },
      },
    },
    async (request) => {
      const memberId = requireMemberId(request);
      await deps.sweeper.lazily();
      return orders.listMemberOrders(deps, memberId, request.query.cursor);
    },
  );

  app.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags: ['store'],
        params: z.object({ orderId: z.string().min(1).max(100) }),
        response: { 200: z.object({ order: orderSchema }) },
      },
    },
    async (request) => {
      const memberId = requireMemberId(request);
      await deps.sweeper.lazily();
      return { order: await orders.getMemberOrder(deps, memberId, request.params.orderId) };
    },
  );

  // 'Continuar pagamento': back to the payment page of one's own order while its hold lasts.
  app.post(
    '/api/orders/:orderId/resume',
    {
      schema: {
        tags: ['store'],
        params: z.object({ orderId: z.string().min(1).max(100) }),
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const memberId = requireMemberId(request);
      await deps.sweeper.lazily();
      return orders.resumeOrder(deps, memberId, request.params.orderId);
    },
  );
};
