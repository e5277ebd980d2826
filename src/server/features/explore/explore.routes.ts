import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreSchema } from '../../../shared/explore';
import { sendJsonText } from '../../platform/read-cache';
import { requireMemberId } from '../../platform/session';
import * as explore from './explore.service';

export const exploreRoutes: FastifyPluginAsyncZod<explore.ExploreDeps> = async (app, deps) => {
  app.get('/api/explore', { schema: { tags: ['explore'], response: { 200: exploreSchema } } }, async (request, reply) =>
    sendJsonText(reply, await explore.getExploreText(deps, requireMemberId(request))),
  );
};
