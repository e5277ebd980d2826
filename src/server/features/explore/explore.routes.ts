import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreSchema } from '../../../shared/explore';
import { requireMemberId } from '../../platform/session';
import * as explore from './explore.service';

export const exploreRoutes: FastifyPluginAsyncZod<explore.ExploreDeps> = async (app, deps) => {
  app.get('/api/explore', { schema: { tags: ['explore'], response: { 200: exploreSchema } } }, async (request) =>
    explore.getExplore(deps, requireMemberId(request)),
  );
};
