import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookmarkReplySchema,
  commentInputSchema,
  commentReplySchema,
  commentSchema,
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
import { hiddenCommentsPage } from '../../../shared/replies';
import { sendJsonText } from '../../platform/cached-replies';
import { requireMemberId } from '../../platform/session';
import { registerMarkRoutes } from '../content/mark-routes';
import { mustOfferControl } from '../content/reply-controls';
import { registerReplyRoutes } from '../content/reply-routes';
import { registerCommentRoutes, registerItemRoutes, registerPublishRoute } from '../content/item-routes';
import { getPostText } from './post-page';
import { POST_WEB_COPY, postWebCopyJob, resumePostWebCopies } from './post-web-copy';
import * as marks from './post-marks';
import * as posts from './posts.service';
import { setLike } from './post-like';
import * as comments from './post-comments.service';

export const postsRoutes: FastifyPluginAsyncZod<posts.PostsRouteDeps> = async (app, deps) => {
  const params = { params: postIdParams };
  deps.jobs.register(POST_WEB_COPY, postWebCopyJob(deps));
  // Copies a stopped server left unmade are queued again once the server is up.
  app.addHook('onReady', async () => {
    await resumePostWebCopies(deps);
  });

  registerPublishRoute(app, deps, {
    url: '/api/posts',
    tags: ['posts'],
    kind: 'post',
    prefix: 'posts',
    fields: createPostFieldsSchema,
    reply: { key: 'post', schema: postReplySchema },
    create: (memberId, media, fields, publisher) =>
      posts.createPost(
        deps,
        memberId,
        {
          content: fields.content,
          media,
          segmentId: fields.segmentId,
          replyControl: fields.replyControl,
          productTags: fields.productTags,
        },
        publisher,
      ),
    webCopyJob: POST_WEB_COPY,
    check: async (memberId, fields, publisher) => {
      mustOfferControl(publisher, fields.replyControl);
      await app.newAccountLimits.spendMentions(memberId, fields.content);
    },
  });

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

  registerItemRoutes(app, {
    kind: 'posts',
    tags: ['posts'],
    params: postIdParams,
    remove: (memberId, id) => posts.deletePost(deps, memberId, id),
  });

  registerMarkRoutes(app, {
    kind: 'posts',
    tags: ['posts'],
    params: params.params,
    like: { reply: likeReplySchema, set: (member, id, on) => setLike(deps, member, id, on) },
    bookmark: { reply: bookmarkReplySchema, set: (member, id, on) => marks.setBookmark(deps, member, id, on) },
    share: { reply: shareReplySchema, run: (member, id) => marks.share(deps, member, id) },
  });

  app.post(
    '/api/posts/:id/repost',
    { schema: { tags: ['posts'], ...params, response: { 201: repostReplySchema } } },
    async (request, reply) =>
      reply.status(201).send(await posts.repost(deps, requireMemberId(request), request.params.id)),
  );

  registerCommentRoutes(app, {
    kind: 'posts',
    tags: ['posts'],
    params: postIdParams,
    list: {
      query: pageQuerySchema,
      reply: commentsPageSchema,
      read: (member, id, page) => comments.listComments(deps, member, id, page),
    },
    add: {
      body: commentInputSchema,
      reply: commentReplySchema,
      write: (member, id, text) => comments.addComment(deps, member, id, text),
    },
  });

  registerReplyRoutes(app, {
    kind: 'posts',
    tags: ['posts'],
    setControl: (member, id, control) => posts.setReplyControl(deps, member, id, control),
    setHidden: (member, id, commentId, hidden) => comments.setCommentHidden(deps, member, id, commentId, hidden),
    hidden: {
      query: pageQuerySchema,
      reply: hiddenCommentsPage(commentSchema),
      read: (member, id, page) => comments.listHiddenComments(deps, member, id, page),
    },
  });
};
