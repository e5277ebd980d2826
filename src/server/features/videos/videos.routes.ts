import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { parseFields, withUpload } from '../../platform/media/upload';
import { registerItemRoutes } from '../content/item-routes';
import { registerReplyRoutes } from '../content/reply-routes';
import { videoUpload } from '../content/media-upload';
import { requireMemberId } from '../../platform/session';
import * as videos from './videos.service';

export const videosRoutes: FastifyPluginAsyncZod<videos.VideosDeps> = async (app, deps) => {
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
      const video = await withUpload(request, videoUpload('longVideo'), async (upload, fields) => {
        // Both required: 'Campos obrigatórios' names neither, so it fits either one missing.
        if (!upload || !fields.title?.trim()) throw new AppError(400, 'video_fields_required');
        return videos.createVideo(deps, memberId, upload, parseFields(createVideoFieldsSchema, fields));
      });
      return reply.status(202).send({ video });
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

  registerItemRoutes(app, {
    kind: 'videos',
    tags: ['videos'],
    params: videoIdParams,
    get: { key: 'video', schema: videoReplySchema, load: (memberId, id) => videos.getVideo(deps, memberId, id) },
    remove: (memberId, id) => videos.deleteVideo(deps, memberId, id),
  });

  // Long videos take no comments yet: the choice is kept for when they do (decision 029).
  registerReplyRoutes(app, {
    kind: 'videos',
    tags: ['videos'],
    setControl: (member, id, control) => videos.setReplyControl(deps, member, id, control),
  });
};
