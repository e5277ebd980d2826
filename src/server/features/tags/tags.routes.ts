import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mentionQuerySchema,
  mentionReplySchema,
  tagPageQuerySchema,
  tagPageSchema,
  tagParamsSchema,
} from '../../../shared/tags';
import { requireMemberId } from '../../platform/session';
import * as tags from './tag-page';

export const tagsRoutes: FastifyPluginAsyncZod<tags.TagsDeps> = async (app, deps) => {
  app.get(
    '/api/tags/:tag',
    {
      schema: {
        tags: ['tags'],
        params: tagParamsSchema,
        querystring: tagPageQuerySchema,
        response: { 200: tagPageSchema },
      },
    },
    async (request) => tags.listTagged(deps, requireMemberId(request), request.params.tag, request.query),
  );

  app.get(
    '/api/mentions/resolve',
    { schema: { tags: ['tags'], querystring: mentionQuerySchema, response: { 200: mentionReplySchema } } },
    async (request) => {
      requireMemberId(request);
      return { memberId: await tags.resolveMention(deps, request.query.name) };
    },
  );
};
