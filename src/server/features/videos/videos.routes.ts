import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  createVideoFieldsSchema,
  featuredVideosSchema,
  videoIdParams,
  videoReplySchema,
  videosPageSchema,
  videosQuerySchema,
} from '../../../shared/videos';
import { AppError } from '../../platform/errors';
import { JOB_TIME_LIMIT_MAX_MS } from '../../platform/media/job-limits';
import { receiveUpload, uploadLimitsFor } from '../../platform/media/upload';
import { requireMemberId } from '../../platform/session';
import * as videos from './videos.service';

const videoOnly = `${ptBR.videoMedia.videoOnly.title}: ${ptBR.videoMedia.videoOnly.description}`;

export const videosRoutes: FastifyPluginAsyncZod<videos.VideosDeps> = async (app, deps) => {
  const params = { params: videoIdParams };
  // An hour of video takes a while to encode: the longest limit any job gets.
  deps.jobs.register(videos.VIDEO_JOB, videos.videoJobHandler(deps), { timeLimitMs: JOB_TIME_LIMIT_MAX_MS });
  app.addHook('onReady', async () => {
    await videos.resumeProcessing(deps);
  });

  app.post(
    '/api/videos',
    { schema: { tags: ['videos'], consumes: ['multipart/form-data'], response: { 202: videoReplySchema } } },
    async (request, reply) => {
      const memberId = requireMemberId(request);
      const { upload, fields } = await receiveUpload(request, {
        accept: ['video'],
        limits: uploadLimitsFor('longVideo'),
        invalidTypeMessage: videoOnly,
      });
      try {
        // Both required: 'Campos obrigatórios' names neither, so it fits either one missing.
        if (!upload || !fields.title?.trim()) throw new AppError(400, 'video_fields_required');
        const parsed = createVideoFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message);
        return reply.status(202).send({ video: await videos.createVideo(deps, memberId, upload, parsed.data) });
      } finally {
        await upload?.cleanup();
      }
    },
  );

  app.get(
    '/api/videos/featured',
    { schema: { tags: ['videos'], response: { 200: featuredVideosSchema } } },
    async (request) => ({
      videos: await videos.featured(deps, requireMemberId(request)),
    }),
  );

  app.get(
    '/api/videos/mine',
    { schema: { tags: ['videos'], querystring: videosQuerySchema, response: { 200: videosPageSchema } } },
    async (request) => videos.listOwn(deps, requireMemberId(request), request.query),
  );

  app.get(
    '/api/videos/:id',
    { schema: { tags: ['videos'], ...params, response: { 200: videoReplySchema } } },
    async (request) => ({
      video: await videos.getVideo(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.delete('/api/videos/:id', { schema: { tags: ['videos'], ...params } }, async (request, reply) => {
    await videos.deleteVideo(deps, requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });
};
