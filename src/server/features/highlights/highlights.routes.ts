import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdParams } from '../../../shared/profile';
import {
  createHighlightFieldsSchema,
  highlightFromStorySchema,
  highlightIdParams,
  highlightReplySchema,
  highlightsSchema,
  renameHighlightSchema,
} from '../../../shared/stories';
import type { MediaJobs } from '../../platform/media/jobs';
import { requireMemberId } from '../../platform/session';
import { registerItemRoutes, registerPublishRoute } from '../content/item-routes';
import { HIGHLIGHT_WEB_COPY, registerStoryWebCopies } from '../stories/story-web-copy';
import * as highlights from './highlights.service';

export const highlightsRoutes: FastifyPluginAsyncZod<highlights.HighlightsDeps & { jobs: MediaJobs }> = async (
  app,
  deps,
) => {
  const resumeCopies = registerStoryWebCopies(deps, HIGHLIGHT_WEB_COPY);
  app.addHook('onReady', async () => {
    await resumeCopies();
  });
  const tags = ['highlights'];
  const params = { params: highlightIdParams };

  app.get('/api/highlights', { schema: { tags, response: { 200: highlightsSchema } } }, async (request) => {
    const memberId = requireMemberId(request);
    return { highlights: await highlights.listHighlights(deps, memberId, memberId) };
  });

  app.get(
    '/api/members/:id/highlights',
    { schema: { tags, params: memberIdParams, response: { 200: highlightsSchema } } },
    async (request) => ({
      highlights: await highlights.listHighlights(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.post(
    '/api/highlights/from-story',
    { schema: { tags, body: highlightFromStorySchema, response: { 201: highlightReplySchema } } },
    async (request, reply) =>
      reply.status(201).send({
        highlight: await highlights.highlightFromStory(
          deps,
          requireMemberId(request),
          request.body.storyId,
          request.body.title,
        ),
      }),
  );

  registerPublishRoute(app, deps, {
    url: '/api/highlights',
    tags,
    kind: 'highlight',
    // A highlight's files sit with the stories': one may be made from the other.
    prefix: 'stories',
    fields: createHighlightFieldsSchema,
    reply: { key: 'highlight', schema: highlightReplySchema },
    create: (memberId, media, fields) => highlights.createHighlight(deps, memberId, { title: fields.title, media }),
    webCopyJob: HIGHLIGHT_WEB_COPY,
  });

  app.patch(
    '/api/highlights/:id',
    { schema: { tags, ...params, body: renameHighlightSchema, response: { 200: highlightReplySchema } } },
    async (request) => ({
      highlight: await highlights.renameHighlight(
        deps,
        requireMemberId(request),
        request.params.id,
        request.body.title,
      ),
    }),
  );

  registerItemRoutes(app, {
    kind: 'highlights',
    tags,
    params: highlightIdParams,
    remove: (memberId, id) => highlights.deleteHighlight(deps, memberId, id),
  });
};
