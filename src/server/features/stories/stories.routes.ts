import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../platform/cache-tags';
import { invalidateAfterWrites } from '../../platform/cached-replies';
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
import type { MediaJobs } from '../../platform/media/jobs';
import { requireMemberId } from '../../platform/session';
import { registerMarkRoutes } from '../content/mark-routes';
import { registerItemRoutes, registerPublishRoute } from '../content/item-routes';
import * as stories from './stories.service';
import * as interactions from './story-interactions.service';
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

  const storyReply = { key: 'story', schema: storyReplySchema };
  registerPublishRoute(app, deps, {
    url: '/api/stories',
    tags,
    kind: 'story',
    prefix: 'stories',
    fields: createStoryFieldsSchema,
    reply: storyReply,
    create: (memberId, media, fields, publisher) =>
      stories.createStory(deps, memberId, { media, title: fields.title, productTags: fields.productTags }, publisher),
    webCopyJob: STORY_WEB_COPY,
  });

  registerItemRoutes(app, {
    kind: 'stories',
    tags,
    params: storyIdParams,
    get: { ...storyReply, load: (memberId, id) => stories.getStory(deps, memberId, id) },
    remove: (memberId, id) => stories.deleteStory(deps, memberId, id),
  });

  app.put(
    '/api/stories/:id/seen',
    { schema: { tags, ...params, response: { 200: storySeenReplySchema } } },
    async (request) => interactions.markSeen(deps, requireMemberId(request), request.params.id),
  );

  registerMarkRoutes(app, {
    kind: 'stories',
    tags,
    params: params.params,
    like: { reply: storyLikeReplySchema, set: (member, id, on) => interactions.setLike(deps, member, id, on) },
    bookmark: {
      reply: storyBookmarkReplySchema,
      set: (member, id, on) => interactions.setBookmark(deps, member, id, on),
    },
    share: { reply: storyShareReplySchema, run: (member, id) => interactions.share(deps, member, id) },
  });

  app.post(
    '/api/stories/:id/repost',
    { schema: { tags, ...params, response: { 201: storyRepostReplySchema } } },
    async (request, reply) =>
      reply.status(201).send(await interactions.repost(deps, requireMemberId(request), request.params.id)),
  );
};
