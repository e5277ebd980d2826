import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/schema-parts';
import { TAGGED_ROW_LIMIT, taggedCardsSchema } from '../../../shared/tag-insights';
import { AppError } from '../../platform/errors';
import { requireMemberId } from '../../platform/session';
import { seenIn, type TaggedContentDeps } from './tagged-content';

/** 'Visto em' on a product page: the content that tags the product, as the member may see it (decision 030). */
export const seenInRoutes: FastifyPluginAsyncZod<TaggedContentDeps> = async (app, deps) => {
  app.get(
    '/api/store/products/:id/seen-in',
    { schema: { tags: ['store'], params: idParams, response: { 200: taggedCardsSchema } } },
    async (request, reply) => {
      const items = await seenIn(deps, requireMemberId(request), request.params.id, TAGGED_ROW_LIMIT);
      // A product the store does not sell has no page, so no 'Visto em' either (the contract's 404).
      if (items === null) throw new AppError(404, 'not_found');
      return reply.header('Cache-Control', 'private, no-store').send({ items });
    },
  );
};
