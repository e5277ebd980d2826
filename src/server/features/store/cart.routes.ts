import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartAddSchema, cartSchema, cartSetQuantitySchema } from '../../../shared/store';
import { requireMemberId } from '../../platform/session';
import * as cart from './cart.service';

const params = z.object({ variantId: z.string().min(1).max(100) });
const reply = { 200: cartSchema };

export const cartRoutes: FastifyPluginAsyncZod<cart.CartDeps> = async (app, deps) => {
  app.get('/api/cart', { schema: { tags: ['store'], response: reply } }, async (request) =>
    cart.getCart(deps, requireMemberId(request)),
  );

  app.post('/api/cart/items', { schema: { tags: ['store'], body: cartAddSchema, response: reply } }, async (request) =>
    cart.addItem(deps, requireMemberId(request), request.body),
  );

  app.patch(
    '/api/cart/items/:variantId',
    { schema: { tags: ['store'], params, body: cartSetQuantitySchema, response: reply } },
    async (request) =>
      cart.setItemQuantity(deps, requireMemberId(request), request.params.variantId, request.body.quantity),
  );

  app.delete('/api/cart/items/:variantId', { schema: { tags: ['store'], params, response: reply } }, async (request) =>
    cart.removeItem(deps, requireMemberId(request), request.params.variantId),
  );

  app.delete('/api/cart', { schema: { tags: ['store'], response: reply } }, async (request) =>
    cart.clearCart(deps, requireMemberId(request)),
  );
};
