import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../shared/posts';
import { segmentDetailSchema, segmentIdParams, segmentPostsSchema, segmentsListSchema } from '../../../shared/segments';
import { requireMemberId } from '../../platform/session';
import * as segments from './segments.service';

/** Segment pages; following is `PUT/DELETE /api/follows/segments/:segmentId` (members feature). */
export const segmentsRoutes: FastifyPluginAsyncZod<segments.SegmentsDeps> = async (app, deps) => {
  const tags = ['segments'];
  const params = { params: segmentIdParams };

  app.get('/api/segments', { schema: { tags, response: { 200: segmentsListSchema } } }, async (request) => ({
    segments: await segments.listSegments(deps, requireMemberId(request)),
  }));

  app.get(
    '/api/segments/:segmentId',
    { schema: { tags, ...params, response: { 200: segmentDetailSchema } } },
    async (request) => segments.getSegment(deps, requireMemberId(request), request.params.segmentId),
  );

  app.get(
    '/api/segments/:segmentId/posts',
    { schema: { tags, ...params, querystring: pageQuerySchema, response: { 200: segmentPostsSchema } } },
    async (request) =>
      segments.listSegmentPosts(deps, requireMemberId(request), request.params.segmentId, request.query),
  );
};
