import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../platform/cache-tags';
import { invalidateAfterWrites } from '../../platform/cached-replies';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  createReelFieldsSchema,
  reelCommentInputSchema,
  reelCommentReplySchema,
  reelCommentSchema,
  reelCommentsPageSchema,
  reelCommentsQuerySchema,
  reelIdParams,
  reelLikeReplySchema,
  reelReplySchema,
  reelShareReplySchema,
  reelsPageSchema,
  reelsQuerySchema,
} from '../../../shared/reels';
import { AppError } from '../../platform/errors';
import { parseFields, withUpload } from '../../platform/media/upload';
import { videoUpload } from '../content/media-upload';
import { requireMemberId } from '../../platform/session';
import { registerCommentRoutes, registerItemRoutes } from '../content/item-routes';
import { registerMarkRoutes } from '../content/mark-routes';
import { registerReplyRoutes } from '../content/reply-routes';
import { hiddenCommentsPage } from '../../../shared/replies';
import * as reels from './reels.service';
import * as comments from './reel-comments.service';

export const reelsRoutes: FastifyPluginAsyncZod<reels.ReelsDeps> = async (app, deps) => {
  // Explore shows reels and stories with the viewer's marks (see cache-tags.ts).
  invalidateAfterWrites(app, deps.cache, (request) => [
    cacheTags.anyMedia,
    ...(request.session ? [cacheTags.viewer(request.session.userId)] : []),
  ]);
  deps.jobs.register(reels.REEL_JOB, reels.reelJob(deps));
  // Reels a stopped server left half-done are queued again once the server is up.
  app.addHook('onReady', async () => {
    await reels.resumeProcessing(deps);
  });

  app.post(
    '/api/reels',
    { schema: { tags: ['reels'], consumes: ['multipart/form-data'], response: { 202: reelReplySchema } } },
    async (request, reply) => {
      const memberId = requireMemberId(request);
      const reel = await withUpload(request, videoUpload('reel'), async (upload, fields) => {
        if (!upload) throw new AppError(400, 'file_required', ptBR.videoMedia.videoOnly.description);
        return reels.createReel(deps, memberId, upload, parseFields(createReelFieldsSchema, fields));
      });
      // 202: saved, and processing continues after this answer.
      return reply.status(202).send({ reel });
    },
  );

  app.get(
    '/api/reels',
    { schema: { tags: ['reels'], querystring: reelsQuerySchema, response: { 200: reelsPageSchema } } },
    async (request) => reels.listReels(deps, requireMemberId(request), request.query),
  );

  const item = { kind: 'reels', tags: ['reels'], params: reelIdParams };
  registerItemRoutes(app, {
    ...item,
    get: { key: 'reel', schema: reelReplySchema, load: (memberId, id) => reels.getReel(deps, memberId, id) },
    remove: (memberId, id) => reels.deleteReel(deps, memberId, id),
  });

  registerMarkRoutes(app, {
    ...item,
    like: { reply: reelLikeReplySchema, set: (member, id, on) => reels.setLike(deps, member, id, on) },
    share: { reply: reelShareReplySchema, run: (member, id) => reels.share(deps, member, id) },
  });

  registerCommentRoutes(app, {
    ...item,
    list: {
      query: reelCommentsQuerySchema,
      reply: reelCommentsPageSchema,
      read: (member, id, page) => comments.listComments(deps, member, id, page),
    },
    add: {
      body: reelCommentInputSchema,
      reply: reelCommentReplySchema,
      write: (member, id, text) => comments.addComment(deps, member, id, text),
    },
  });

  registerReplyRoutes(app, {
    ...item,
    setControl: (member, id, control) => reels.setReplyControl(deps, member, id, control),
    setHidden: (member, id, commentId, hidden) => comments.setCommentHidden(deps, member, id, commentId, hidden),
    hidden: {
      query: reelCommentsQuerySchema,
      reply: hiddenCommentsPage(reelCommentSchema),
      read: (member, id, page) => comments.listHiddenComments(deps, member, id, page),
    },
  });
};
