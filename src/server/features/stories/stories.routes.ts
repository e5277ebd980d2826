import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../platform/cache-tags';
import { invalidateAfterWrites } from '../../platform/read-cache';
import {
  createStoryFieldsSchema,
  myStoriesSchema,
  storyBookmarkReplySchema,
  storyIdParams,
  storyLikeReplySchema,
  storyReplySchema,
  storyRepostReplySchema,
  storySeenReplySchema,
  storyShareReplySchema,
  storyStripSchema,
} from '../../../shared/stories';
import { AppError } from '../../platform/errors';
import { removeMedia } from '../../platform/media/media';
import type { MediaJobs } from '../../platform/media/jobs';
import { receiveUpload, uploadLimitsFor } from '../../platform/media/upload';
import { queueWebCopy } from '../../platform/media/web-copy';
import { requireMemberId } from '../../platform/session';
import * as stories from './stories.service';
import { registerStoryWebCopies, STORY_WEB_COPY } from './story-web-copy';

export const storiesRoutes: FastifyPluginAsyncZod<stories.StoriesDeps & { jobs: MediaJobs }> = async (app, deps) => {
  const resumeCopies = registerStoryWebCopies(deps, STORY_WEB_COPY);
  // Copies a stopped server left unmade are queued again once the server is up.
  app.addHook('onReady', async () => {
    await resumeCopies();
  });
  // Explore shows reels and stories with the viewer's marks (see cache-tags.ts).
  invalidateAfterWrites(app, deps.cache, (request) => [
    cacheTags.anyMedia,
    ...(request.session ? [cacheTags.viewer(request.session.userId)] : []),
  ]);
  const params = { params: storyIdParams };
  const tags = ['stories'];

  app.get('/api/stories', { schema: { tags, response: { 200: storyStripSchema } } }, async (request) => ({
    groups: await stories.getStrip(deps, requireMemberId(request)),
  }));

  app.get('/api/stories/mine', { schema: { tags, response: { 200: myStoriesSchema } } }, async (request) => ({
    stories: await stories.listMyStories(deps, requireMemberId(request)),
  }));

  app.post(
    '/api/stories',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: storyReplySchema } } },
    async (request, reply) => {
      const memberId = requireMemberId(request);
      const { upload, fields } = await receiveUpload(request, { limits: uploadLimitsFor('story') });
      if (!upload) throw new AppError(400, 'file_required');
      try {
        const parsed = createStoryFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message);
        const { media, webCopy } = await stories.storeStoryUpload(deps, upload, parsed.data.alt);
        let story;
        try {
          story = await stories.createStory(deps, memberId, { media, title: parsed.data.title });
        } catch (err) {
          await removeMedia(deps.storage, media);
          throw err;
        }
        if (webCopy) await queueWebCopy(deps.jobs, STORY_WEB_COPY, story.id, upload.file, memberId);
        return reply.status(201).send({ story });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.get(
    '/api/stories/:id',
    { schema: { tags, ...params, response: { 200: storyReplySchema } } },
    async (request) => ({
      story: await stories.getStory(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.delete('/api/stories/:id', { schema: { tags, ...params } }, async (request, reply) => {
    await stories.deleteStory(deps, requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/api/stories/:id/seen',
    { schema: { tags, ...params, response: { 200: storySeenReplySchema } } },
    async (request) => stories.markSeen(deps, requireMemberId(request), request.params.id),
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/stories/:id/like',
      schema: { tags, ...params, response: { 200: storyLikeReplySchema } },
      handler: async (request) => stories.setLike(deps, requireMemberId(request), request.params.id, on),
    });
    app.route({
      method,
      url: '/api/stories/:id/bookmark',
      schema: { tags, ...params, response: { 200: storyBookmarkReplySchema } },
      handler: async (request) => stories.setBookmark(deps, requireMemberId(request), request.params.id, on),
    });
  }

  app.post(
    '/api/stories/:id/share',
    { schema: { tags, ...params, response: { 200: storyShareReplySchema } } },
    async (request) => stories.share(deps, requireMemberId(request), request.params.id),
  );

  app.post(
    '/api/stories/:id/repost',
    { schema: { tags, ...params, response: { 201: storyRepostReplySchema } } },
    async (request, reply) =>
      reply.status(201).send(await stories.repost(deps, requireMemberId(request), request.params.id)),
  );
};
