import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productTagsParamsSchema,
  productTagsReplySchema,
  setProductTagsSchema,
  tagCandidatesQuerySchema,
  tagCandidatesReplySchema,
  tagOpenSchema,
} from '../../../shared/product-tags';
import { requireMemberId } from '../../platform/session';
import * as shoppable from './shoppable.service';

/** Product tags on content: the picker's candidates, a change of an item's tags, and a tag's opening. */
export const shoppableRoutes: FastifyPluginAsyncZod<shoppable.ShoppableDeps> = async (app, deps) => {
  const tags = ['product-tags'];

  app.get(
    '/api/product-tags/candidates',
    { schema: { tags, querystring: tagCandidatesQuerySchema, response: { 200: tagCandidatesReplySchema } } },
    async (request) => shoppable.candidates(deps, requireMemberId(request), request.query),
  );

  app.put(
    '/api/product-tags/:kind/:id',
    {
      schema: {
        tags,
        params: productTagsParamsSchema,
        body: setProductTagsSchema,
        response: { 200: productTagsReplySchema },
      },
    },
    async (request) => shoppable.setItemTags(deps, requireMemberId(request), request.params, request.body.tags),
  );

  app.post('/api/product-tags/opens', { schema: { tags, body: tagOpenSchema } }, async (request, reply) => {
    await shoppable.recordOpen(deps, requireMemberId(request), request.body);
    return reply.status(204).send();
  });
};
