import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../platform/cache-tags';
import { invalidateAfterWrites } from '../../platform/read-cache';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  createReelFieldsSchema,
  reelCommentInputSchema,
  reelCommentReplySchema,
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
import { receiveUpload, uploadLimitsFor } from '../../platform/media/upload';
import { requireMemberId } from '../../platform/session';
import * as reels from './reels.service';

const videoOnly = `${ptBR.videoMedia.videoOnly.title}: ${ptBR.videoMedia.videoOnly.description}`;

export const reelsRoutes: FastifyPluginAsyncZod<reels.ReelsDeps> = async (app, deps) => {
  // Explore shows reels and stories with the viewer's marks (see cache-tags.ts).
  invalidateAfterWrites(app, deps.cache, (request) => [
    cacheTags.anyMedia,
    ...(request.session ? [cacheTags.viewer(request.session.userId)] : []),
  ]);
  const params = { params: reelIdParams };
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
      const { upload, fields } = await receiveUpload(request, {
        accept: ['video'],
        limits: uploadLimitsFor('reel'),
        invalidTypeMessage: videoOnly,
      });
      if (!upload) throw new AppError(400, 'file_required', ptBR.videoMedia.videoOnly.description);
      try {
        const parsed = createReelFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message);
        // 202: saved, and processing continues after this answer.
        return reply
          .status(202)
          .send({ reel: await reels.createReel(deps, memberId, upload, parsed.data.description) });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.get(
    '/api/reels',
    { schema: { tags: ['reels'], querystring: reelsQuerySchema, response: { 200: reelsPageSchema } } },
    async (request) => reels.listReels(deps, requireMemberId(request), request.query),
  );

  app.get(
    '/api/reels/:id',
    { schema: { tags: ['reels'], ...params, response: { 200: reelReplySchema } } },
    async (request) => ({
      reel: await reels.getReel(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.delete('/api/reels/:id', { schema: { tags: ['reels'], ...params } }, async (request, reply) => {
    await reels.deleteReel(deps, requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/reels/:id/like',
      schema: { tags: ['reels'], ...params, response: { 200: reelLikeReplySchema } },
      handler: async (request) => reels.setLike(deps, requireMemberId(request), request.params.id, liked),
    });
  }

  app.post(
    '/api/reels/:id/share',
    { schema: { tags: ['reels'], ...params, response: { 200: reelShareReplySchema } } },
    async (request) => reels.share(deps, requireMemberId(request), request.params.id),
  );

  app.get(
    '/api/reels/:id/comments',
    {
      schema: {
        tags: ['reels'],
        ...params,
        querystring: reelCommentsQuerySchema,
        response: { 200: reelCommentsPageSchema },
      },
    },
    async (request) => reels.listComments(deps, requireMemberId(request), request.params.id, request.query),
  );

  app.post(
    '/api/reels/:id/comments',
    { schema: { tags: ['reels'], ...params, body: reelCommentInputSchema, response: { 201: reelCommentReplySchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reels.addComment(deps, requireMemberId(request), request.params.id, request.body.text)),
  );
};
