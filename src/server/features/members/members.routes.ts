import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followingReplySchema, segmentIds } from '../../../shared/catalog';
import { pageQuerySchema, postsPageSchema } from '../../../shared/posts';
import {
  followListPageSchema,
  followListQuerySchema,
  followReplySchema,
  memberIdParams,
  memberReplySchema,
} from '../../../shared/profile';
import type { Storage } from '../../platform/storage';
import { requireMemberId } from '../../platform/session';
import { listMemberPosts } from '../posts/post-lists';
import { listFollows } from './follow-lists';
import * as members from './members.service';

const followingReply = followingReplySchema;

export const membersRoutes: FastifyPluginAsyncZod<members.MembersDeps & { storage: Storage }> = async (app, deps) => {
  const params = { params: memberIdParams };

  app.get(
    '/api/members/:id',
    { schema: { tags: ['members'], ...params, response: { 200: memberReplySchema } } },
    async (request) => ({
      member: await members.getPublicMember(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.get(
    '/api/members/:id/posts',
    { schema: { tags: ['members'], ...params, querystring: pageQuerySchema, response: { 200: postsPageSchema } } },
    async (request) => listMemberPosts(deps, requireMemberId(request), request.params.id, request.query),
  );

  const listSchema = { tags: ['members'], ...params, querystring: followListQuerySchema };
  app.get(
    '/api/members/:id/followers',
    { schema: { ...listSchema, response: { 200: followListPageSchema } } },
    async (request) => listFollows(deps, requireMemberId(request), request.params.id, 'followers', request.query),
  );
  app.get(
    '/api/members/:id/following',
    { schema: { ...listSchema, response: { 200: followListPageSchema } } },
    async (request) => listFollows(deps, requireMemberId(request), request.params.id, 'following', request.query),
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
  registerFollowRoutes(app, {
    url: '/api/follows/brands/:brandId',
    params: z.object({ brandId: z.string().min(1).max(64) }),
    idOf: (params) => params.brandId,
    follow: (memberId, id) => members.followBrand(deps, memberId, id),
    unfollow: (memberId, id) => members.unfollowBrand(deps, memberId, id),
  });
  registerFollowRoutes(app, {
    url: '/api/follows/segments/:segmentId',
    params: z.object({ segmentId: z.enum(segmentIds) }),
    idOf: (params) => params.segmentId,
    follow: (memberId, id) => members.followSegment(deps, memberId, id),
    unfollow: (memberId, id) => members.unfollowSegment(deps, memberId, id),
  });
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** PUT follows and DELETE unfollows one brand or segment; both answer whether the member now follows it. */
function registerFollowRoutes<P>(
  app: ZodApp,
  spec: {
    url: string;
    params: z.ZodType<P>;
    idOf: (params: P) => string;
    follow: (memberId: string, id: string) => Promise<unknown>;
    unfollow: (memberId: string, id: string) => Promise<unknown>;
  },
): void {
  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: spec.url,
      schema: { tags: ['members'], params: spec.params, response: { 200: followingReply } },
      handler: async (request) => {
        const change = following ? spec.follow : spec.unfollow;
        await change(requireMemberId(request), spec.idOf(request.params as P));
        return { following };
      },
    });
  }
}
