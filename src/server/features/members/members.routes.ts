import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { segmentIds } from '../../../shared/catalog';
import { pageQuerySchema, postsPageSchema } from '../../../shared/posts';
import { followReplySchema, memberIdParams, publicMemberSchema } from '../../../shared/profile';
import type { Storage } from '../../platform/storage';
import { requireMemberId } from '../../platform/session';
import { listMemberPosts } from '../posts/post-lists';
import * as members from './members.service';

const followingReply = z.object({ following: z.boolean() });

export const membersRoutes: FastifyPluginAsyncZod<members.MembersDeps & { storage: Storage }> = async (app, deps) => {
  const params = { params: memberIdParams };

  app.get(
    '/api/members/:id',
    { schema: { tags: ['members'], ...params, response: { 200: z.object({ member: publicMemberSchema }) } } },
    async (request) => ({
      member: await members.getPublicMember(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.get(
    '/api/members/:id/posts',
    { schema: { tags: ['members'], ...params, querystring: pageQuerySchema, response: { 200: postsPageSchema } } },
    async (request) => listMemberPosts(deps, requireMemberId(request), request.params.id, request.query),
  );

  app.put(
    '/api/members/:id/follow',
    { schema: { tags: ['members'], ...params, response: { 200: followReplySchema } } },
    async (request) => members.followOrRequest(deps, requireMemberId(request), request.params.id),
  );
  app.delete(
    '/api/members/:id/follow',
    { schema: { tags: ['members'], ...params, response: { 200: followReplySchema } } },
    async (request) => members.unfollowMember(deps, requireMemberId(request), request.params.id),
  );

  // Brand and segment follows: the feed and the profile read them; the brand and segment pages write them.
  const brandParams = { params: z.object({ brandId: z.string().min(1).max(64) }) };
  app.put(
    '/api/follows/brands/:brandId',
    { schema: { tags: ['members'], ...brandParams, response: { 200: followingReply } } },
    async (request) => {
      await members.followBrand(deps, requireMemberId(request), request.params.brandId);
      return { following: true };
    },
  );
  app.delete(
    '/api/follows/brands/:brandId',
    { schema: { tags: ['members'], ...brandParams, response: { 200: followingReply } } },
    async (request) => {
      await members.unfollowBrand(deps, requireMemberId(request), request.params.brandId);
      return { following: false };
    },
  );
  const segmentParams = { params: z.object({ segmentId: z.enum(segmentIds) }) };
  app.put(
    '/api/follows/segments/:segmentId',
    { schema: { tags: ['members'], ...segmentParams, response: { 200: followingReply } } },
    async (request) => {
      await members.followSegment(deps, requireMemberId(request), request.params.segmentId);
      return { following: true };
    },
  );
  app.delete(
    '/api/follows/segments/:segmentId',
    { schema: { tags: ['members'], ...segmentParams, response: { 200: followingReply } } },
    async (request) => {
      await members.unfollowSegment(deps, requireMemberId(request), request.params.segmentId);
      return { following: false };
    },
  );
};
