import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandPageSchema, brandsListSchema } from '../../../shared/brands';
import { requireMemberId } from '../../platform/session';
import { getBrandPage, type BrandPageDeps } from './brand-page.service';
import * as brands from './brands.service';

/** The brand list and a brand's page; following is `PUT/DELETE /api/follows/brands/:brandId` (members feature). */
export const brandsRoutes: FastifyPluginAsyncZod<BrandPageDeps> = async (app, deps) => {
  app.get('/api/brands', { schema: { tags: ['brands'], response: { 200: brandsListSchema } } }, async (request) => ({
    brands: await brands.listBrands(deps, requireMemberId(request)),
  }));

  app.get(
    '/api/brands/:brandId',
    {
      schema: {
        tags: ['brands'],
        params: z.object({ brandId: z.string().min(1).max(100) }),
        response: { 200: brandPageSchema },
      },
    },
    async (request) => getBrandPage(deps, requireMemberId(request), request.params.brandId),
  );
};
