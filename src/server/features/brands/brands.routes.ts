import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandsListSchema } from '../../../shared/brands';
import { requireMemberId } from '../../platform/session';
import * as brands from './brands.service';

/** The brand list; following is `PUT/DELETE /api/follows/brands/:brandId` (members feature). */
export const brandsRoutes: FastifyPluginAsyncZod<brands.BrandsDeps> = async (app, deps) => {
  app.get('/api/brands', { schema: { tags: ['brands'], response: { 200: brandsListSchema } } }, async (request) => ({
    brands: await brands.listBrands(deps, requireMemberId(request)),
  }));
};
