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
import { AppError } from '../../platform/errors';
import { removeMedia } from '../../platform/media/media';
import type { MediaJobs } from '../../platform/media/jobs';
import { receiveUpload, uploadLimitsFor } from '../../platform/media/upload';
import { queueWebCopy } from '../../platform/media/web-copy';
import { requireMemberId } from '../../platform/session';
import { storeStoryUpload } from '../stories/stories.service';
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

  app.post(
    '/api/highlights',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: highlightReplySchema } } },
    async (request, reply) => {
      const memberId = requireMemberId(request);
      const { upload, fields } = await receiveUpload(request, { limits: uploadLimitsFor('highlight') });
      if (!upload) throw new AppError(400, 'file_required');
      try {
        const parsed = createHighlightFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message);
        const { media, webCopy } = await storeStoryUpload(deps, upload, parsed.data.alt, 'highlight');
        let highlight;
        try {
          highlight = await highlights.createHighlight(deps, memberId, { title: parsed.data.title, media });
        } catch (err) {
          await removeMedia(deps.storage, media);
          throw err;
        }
        if (webCopy) await queueWebCopy(deps.jobs, HIGHLIGHT_WEB_COPY, highlight.id, upload.file, memberId);
        return reply.status(201).send({ highlight });
      } finally {
        await upload.cleanup();
      }
    },
  );

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

  app.delete('/api/highlights/:id', { schema: { tags, ...params } }, async (request, reply) => {
    await highlights.deleteHighlight(deps, requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });
};
