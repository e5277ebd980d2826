import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedPageSchema, feedQuerySchema } from '../../../shared/feed';
import { sendJsonText } from '../../platform/cached-replies';
import { requireMemberId } from '../../platform/session';
import * as feed from './feed.service';

export const feedRoutes: FastifyPluginAsyncZod<feed.FeedDeps> = async (app, deps) => {
  app.get(
    '/api/feed',
    { schema: { tags: ['feed'], querystring: feedQuerySchema, response: { 200: feedPageSchema } } },
    async (request, reply) =>
      sendJsonText(reply, await feed.getFeedText(deps, requireMemberId(request), request.query)),
  );
};
