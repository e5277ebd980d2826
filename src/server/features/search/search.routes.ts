import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchPostsPageSchema,
  searchPostsQuerySchema,
  searchQuerySchema,
  searchResultsSchema,
  suggestionsSchema,
} from '../../../shared/search';
import { sendJsonText } from '../../platform/cached-replies';
import { requireMemberId } from '../../platform/session';
import * as search from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<search.SearchDeps> = async (app, deps) => {
  const tags = ['search'];

  app.get(
    '/api/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: searchResultsSchema } } },
    async (request, reply) =>
      sendJsonText(reply, await search.searchText(deps, requireMemberId(request), request.query.q)),
  );

  app.get(
    '/api/search/suggest',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: suggestionsSchema } } },
    async (request, reply) =>
      sendJsonText(reply, await search.suggestText(deps, requireMemberId(request), request.query.q)),
  );

  app.get(
    '/api/search/posts',
    { schema: { tags, querystring: searchPostsQuerySchema, response: { 200: searchPostsPageSchema } } },
    async (request) => search.searchPosts(deps, requireMemberId(request), request.query),
  );
};
