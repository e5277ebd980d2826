import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessages } from '../../../shared/errors';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  likeReplySchema,
  MAX_PRODUCT_IMAGE_BYTES,
  myShopSchema,
  productPageSchema,
  shopProductSchema,
  storeNameSchema,
} from '../../../shared/shop';
import { AppError } from '../../platform/errors';
import { withUpload } from '../../platform/media/upload';
import { cursorQuery, pagedListRoute } from '../../platform/pagination';
import { requireMemberId } from '../../platform/session';
import { getMember } from '../auth/auth.service';
import * as shop from './shop.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const imageOnly = {
  accept: ['image' as const],
  limits: { image: MAX_PRODUCT_IMAGE_BYTES },
  invalidTypeMessage: `${ptBR.shop.imageInvalid.title}: ${ptBR.shop.imageInvalid.description}`,
};

export const shopRoutes: FastifyPluginAsyncZod<shop.ShopDeps> = async (app, deps) => {
  // Saving the store without a session is the spec's 'Erro de autenticação'; checked before any upload is read.
  app.addHook('onRequest', async (request) => {
    if (request.session) return;
    const saving = request.method !== 'GET' && request.method !== 'HEAD';
    throw new AppError(
      401,
      'unauthenticated',
      saving ? `${ptBR.shop.authError.title}: ${ptBR.shop.authError.description}` : errorMessages.unauthenticated,
    );
  });

  app.get('/api/shop', { schema: { tags: ['shop'], response: { 200: myShopSchema } } }, async (request) => {
    const userId = requireMemberId(request);
    const member = await getMember(deps, userId);
    return shop.getMyShop(deps, userId, member.name);
  });

  app.put(
    '/api/shop/name',
    { schema: { tags: ['shop'], body: storeNameSchema, response: { 200: myShopSchema } } },
    async (request) => {
      return shop.renameStore(deps, requireMemberId(request), request.body.storeName);
    },
  );

  app.get('/api/shop/products', pagedListRoute('shop', productPageSchema), async (request) => {
    const userId = requireMemberId(request);
    return shop.listProducts(deps, userId, userId, request.query.cursor);
  });

  app.get(
    '/api/shop/members/:userId/products',
    {
      schema: {
        tags: ['shop'],
        params: z.object({ userId: z.string().min(1).max(64) }),
        querystring: cursorQuery,
        response: { 200: productPageSchema },
      },
    },
    async (request) => shop.listProducts(deps, request.params.userId, requireMemberId(request), request.query.cursor),
  );

  app.post(
    '/api/shop/products',
    { schema: { tags: ['shop'], consumes: ['multipart/form-data'], response: { 201: shopProductSchema } } },
    async (request, reply) => {
      const userId = requireMemberId(request);
      const product = await withUpload(request, imageOnly, (upload, fields) =>
        shop.createProduct(deps, userId, fields, upload),
      );
      return reply.status(201).send(product);
    },
  );

  app.patch(
    '/api/shop/products/:id',
    {
      schema: {
        tags: ['shop'],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: shopProductSchema },
      },
    },
    async (request) => {
      const userId = requireMemberId(request);
      return withUpload(request, imageOnly, (upload, fields) =>
        shop.updateProduct(deps, userId, request.params.id, fields, upload),
      );
    },
  );

  app.delete('/api/shop/products/:id', { schema: { tags: ['shop'], params: idParams } }, async (request, reply) => {
    await shop.deleteProduct(deps, requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/api/shop/products/:id/like',
    { schema: { tags: ['shop'], params: idParams, response: { 200: likeReplySchema } } },
    async (request) => {
      return shop.setLike(deps, requireMemberId(request), request.params.id, true);
    },
  );

  app.delete(
    '/api/shop/products/:id/like',
    { schema: { tags: ['shop'], params: idParams, response: { 200: likeReplySchema } } },
    async (request) => {
      return shop.setLike(deps, requireMemberId(request), request.params.id, false);
    },
  );
};
