import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, postsPageSchema } from '../../../shared/posts';
import { followedBrandsSchema, followedSegmentsSchema, insightsSchema } from '../../../shared/profile';
import { requireMemberId } from '../../platform/session';
import { listFollowedBrands, listFollowedSegments } from '../members/members.service';
import { listBookmarks } from '../posts/post-lists';
import * as profile from './profile.service';

/** The private tabs of the member's own profile; the POSTS tab is `/api/members/:id/posts`. */
export const profileRoutes: FastifyPluginAsyncZod<profile.ProfileDeps> = async (app, deps) => {
  app.get(
    '/api/profile/saved',
    { schema: { tags: ['profile'], querystring: pageQuerySchema, response: { 200: postsPageSchema } } },
    async (request) => listBookmarks(deps, requireMemberId(request), request.query),
  );
  app.get(
    '/api/profile/brands',
    { schema: { tags: ['profile'], querystring: pageQuerySchema, response: { 200: followedBrandsSchema } } },
    async (request) => listFollowedBrands(deps, requireMemberId(request), request.query),
  );
  app.get(
    '/api/profile/segments',
    { schema: { tags: ['profile'], response: { 200: followedSegmentsSchema } } },
    async (request) => ({
      segments: await listFollowedSegments(deps, requireMemberId(request)),
    }),
  );
  app.get(
    '/api/profile/insights',
    { schema: { tags: ['profile'], response: { 200: insightsSchema } } },
    async (request) => profile.getInsights(deps, requireMemberId(request)),
  );
};
