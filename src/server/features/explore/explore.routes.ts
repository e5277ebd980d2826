import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreSchema } from '../../../shared/explore';
import { taggedCardsSchema } from '../../../shared/tag-insights';
import { sendJsonText } from '../../platform/cached-replies';
import { requireMemberId } from '../../platform/session';
import * as explore from './explore.service';
import { getTaggedRowText } from './explore.tagged';

export const exploreRoutes: FastifyPluginAsyncZod<explore.ExploreDeps> = async (app, deps) => {
  app.get('/api/explore', { schema: { tags: ['explore'], response: { 200: exploreSchema } } }, async (request, reply) =>
    sendJsonText(reply, await explore.getExploreText(deps, requireMemberId(request))),
  );
  // 'Compre pelo feed': its own request, so the grid never waits for it and it fails on its own.
  app.get(
    '/api/explore/shoppable',
    { schema: { tags: ['explore'], response: { 200: taggedCardsSchema } } },
    async (request, reply) => sendJsonText(reply, await getTaggedRowText(deps, requireMemberId(request))),
  );
};
