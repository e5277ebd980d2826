import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewsBodySchema, viewsReplySchema } from '../../../shared/views';
import { requireMemberId } from '../../platform/session';
import { recordViews, type ViewsDeps } from './views.service';

/**
 * The client reports, in small batches, the brands' posts, reels and long videos a member has seen
 * (decision 021). Budgeted per member like every write (platform/write-throttle.ts).
 */
export const viewsRoutes: FastifyPluginAsyncZod<ViewsDeps> = async (app, deps) => {
  app.post(
    '/api/views',
    { schema: { tags: ['views'], body: viewsBodySchema, response: { 200: viewsReplySchema } } },
    async (request) => recordViews(deps, requireMemberId(request), request.body.items),
  );
};
