import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookmarkReplySchema,
  commentInputSchema,
  commentReplySchema,
  commentsPageSchema,
  createPostFieldsSchema,
  likeReplySchema,
  pageQuerySchema,
  postIdParams,
  postReplySchema,
  repostReplySchema,
  shareReplySchema,
  updatePostSchema,
} from '../../../shared/posts';
import { AppError } from '../../platform/errors';
import { removeMedia } from '../../platform/media/media';
import { receiveUpload, uploadLimitsFor } from '../../platform/media/upload';
import { queueWebCopy } from '../../platform/media/web-copy';
import { sendJsonText } from '../../platform/read-cache';
import { requireMemberId } from '../../platform/session';
import { getPostText } from './post-page';
import { POST_WEB_COPY, postWebCopyJob, resumePostWebCopies } from './post-web-copy';
import * as posts from './posts.service';

export const postsRoutes: FastifyPluginAsyncZod<posts.PostsRouteDeps> = async (app, deps) => {
  const params = { params: postIdParams };
  deps.jobs.register(POST_WEB_COPY, postWebCopyJob(deps));
  // Copies a stopped server left unmade are queued again once the server is up.
  app.addHook('onReady', async () => {
    await resumePostWebCopies(deps);
  });

  app.post(
    '/api/posts',
    { schema: { tags: ['posts'], consumes: ['multipart/form-data'], response: { 201: postReplySchema } } },
    async (request, reply) => {
      const memberId = requireMemberId(request);
      const { upload, fields } = await receiveUpload(request, { limits: uploadLimitsFor('post') });
      if (!upload) throw new AppError(400, 'file_required');
      try {
        const parsed = createPostFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message);
        const { media, webCopy } = await posts.storeUpload(deps, upload, parsed.data.alt);
        let post;
        try {
          post = await posts.createPost(deps, memberId, {
            content: parsed.data.content,
            media,
            segmentId: parsed.data.segmentId,
          });
        } catch (err) {
          await removeMedia(deps.storage, media);
          throw err;
        }
        if (webCopy) await queueWebCopy(deps.jobs, POST_WEB_COPY, post.id, upload.file, memberId);
        return reply.status(201).send({ post });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.get(
    '/api/posts/:id',
    { schema: { tags: ['posts'], ...params, response: { 200: postReplySchema } } },
    async (request, reply) => sendJsonText(reply, await getPostText(deps, requireMemberId(request), request.params.id)),
  );

  app.patch(
    '/api/posts/:id',
    { schema: { tags: ['posts'], ...params, body: updatePostSchema, response: { 200: postReplySchema } } },
    async (request) => ({
      post: await posts.updatePost(deps, requireMemberId(request), request.params.id, request.body.content),
    }),
  );

  app.delete('/api/posts/:id', { schema: { tags: ['posts'], ...params } }, async (request, reply) => {
    await posts.deletePost(deps, requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/posts/:id/like',
      schema: { tags: ['posts'], ...params, response: { 200: likeReplySchema } },
      handler: async (request) => posts.setLike(deps, requireMemberId(request), request.params.id, liked),
    });
    app.route({
      method,
      url: '/api/posts/:id/bookmark',
      schema: { tags: ['posts'], ...params, response: { 200: bookmarkReplySchema } },
      handler: async (request) => posts.setBookmark(deps, requireMemberId(request), request.params.id, liked),
    });
  }

  app.post(
    '/api/posts/:id/share',
    { schema: { tags: ['posts'], ...params, response: { 200: shareReplySchema } } },
    async (request) => posts.share(deps, requireMemberId(request), request.params.id),
  );

  app.post(
    '/api/posts/:id/repost',
    { schema: { tags: ['posts'], ...params, response: { 201: repostReplySchema } } },
    async (request, reply) =>
      reply.status(201).send(await posts.repost(deps, requireMemberId(request), request.params.id)),
  );

  app.get(
    '/api/posts/:id/comments',
    { schema: { tags: ['posts'], ...params, querystring: pageQuerySchema, response: { 200: commentsPageSchema } } },
    async (request) => {
      return posts.listComments(deps, requireMemberId(request), request.params.id, request.query);
    },
  );

  app.post(
    '/api/posts/:id/comments',
    { schema: { tags: ['posts'], ...params, body: commentInputSchema, response: { 201: commentReplySchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await posts.addComment(deps, requireMemberId(request), request.params.id, request.body.text)),
  );
};
