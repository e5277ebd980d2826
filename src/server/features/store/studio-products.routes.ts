import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PRODUCT_IMAGE_BYTES } from '../../../shared/shop';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  studioProductInputSchema,
  studioProductPageSchema,
  studioProductParams,
  studioProductReplySchema,
} from '../../../shared/studio-products';
import { brandParams, okReplySchema } from '../../../shared/teams';
import { withUpload } from '../../platform/media/upload';
import { cursorQuery } from '../../platform/pagination';
import { requireTeamAction, type TeamAccess } from '../teams/team-guard';
import { addImage } from './studio-product-images';
import * as studio from './studio-products.service';

const tags = ['studio-products'];
const imageOnly = {
  accept: ['image' as const],
  limits: { image: MAX_PRODUCT_IMAGE_BYTES },
  invalidTypeMessage: `${ptBR.shop.imageInvalid.title}: ${ptBR.shop.imageInvalid.description}`,
};

/**
 * A brand's products in its studio, for the team members whose role edits products. The guard runs
 * on request, before a body or an upload is read: someone off the team gets the 404 whatever they send.
 */
export const studioProductsRoutes: FastifyPluginAsyncZod<studio.StudioProductsDeps> = async (app, deps) => {
  const granted = new WeakMap<FastifyRequest, TeamAccess>();
  const guard = {
    onRequest: async (request: FastifyRequest) => {
      granted.set(request, await requireTeamAction(deps.db, request, 'editProducts'));
    },
  };
  const accessOf = (request: FastifyRequest) => granted.get(request)!;
  const base = '/api/studio/brands/:brandId/products';

  app.get(
    base,
    {
      ...guard,
      schema: { tags, params: brandParams, querystring: cursorQuery, response: { 200: studioProductPageSchema } },
    },
    async (request) => studio.listProducts(deps, accessOf(request).brandId, request.query.cursor),
  );

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        params: brandParams,
        body: studioProductInputSchema,
        response: { 201: studioProductReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ product: await studio.createProduct(deps, accessOf(request), request.body) }),
  );

  app.get(
    `${base}/:productId`,
    { ...guard, schema: { tags, params: studioProductParams, response: { 200: studioProductReplySchema } } },
    async (request) => ({
      product: await studio.getProduct(deps, accessOf(request).brandId, request.params.productId),
    }),
  );

  app.put(
    `${base}/:productId`,
    {
      ...guard,
      schema: {
        tags,
        params: studioProductParams,
        body: studioProductInputSchema,
        response: { 200: studioProductReplySchema },
      },
    },
    async (request) => ({
      product: await studio.updateProduct(deps, accessOf(request), request.params.productId, request.body),
    }),
  );

  app.delete(
    `${base}/:productId`,
    { ...guard, schema: { tags, params: studioProductParams, response: { 200: okReplySchema } } },
    async (request) => {
      await studio.deleteProduct(deps, accessOf(request), request.params.productId);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/:productId/images`,
    {
      ...guard,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: studioProductParams,
        response: { 201: studioProductReplySchema },
      },
    },
    async (request, reply) => {
      const product = await withUpload(request, imageOnly, (upload) =>
        addImage(deps, accessOf(request), request.params.productId, upload),
      );
      return reply.code(201).send({ product });
    },
  );
};
