import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandImageParams,
  adminBrandParams,
  adminBrandReplySchema,
  adminBrandsPageSchema,
  adminBrandsQuerySchema,
  brandInputSchema,
  brandPatchSchema,
} from '../../../shared/admin-brands';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { withUpload } from '../../platform/media/upload';
import { requireMemberId } from '../../platform/session';
import { replaceImage } from './admin-brand-art';
import * as brands from './admin-brands.service';
import { requireOperator } from './operator-guard';

const tags = ['admin'];

/** The console's brands: list, create, edit, art, verification and suspension (decision 017). */
export const adminBrandsRoutes: FastifyPluginAsyncZod<brands.AdminBrandsDeps> = async (app, deps) => {
  // Before validation, as for the rest of the console: a member's malformed request is a 404 too.
  app.addHook('onRequest', async (request) => {
    await requireOperator(deps.db, request);
  });

  app.get(
    '/api/admin/brands',
    { schema: { tags, querystring: adminBrandsQuerySchema, response: { 200: adminBrandsPageSchema } } },
    async (request) => brands.listBrands(deps, request.query.q, request.query.cursor),
  );

  app.post(
    '/api/admin/brands',
    { schema: { tags, body: brandInputSchema, response: { 201: adminBrandReplySchema } } },
    async (request, reply) => {
      const brand = await brands.createBrand(deps, requireMemberId(request), request.body);
      return reply.code(201).send({ brand });
    },
  );

  app.patch(
    '/api/admin/brands/:brandId',
    { schema: { tags, params: adminBrandParams, body: brandPatchSchema, response: { 200: adminBrandReplySchema } } },
    async (request) => ({
      brand: await brands.updateBrand(deps, requireMemberId(request), request.params.brandId, request.body),
    }),
  );

  app.post(
    '/api/admin/brands/:brandId/images/:kind',
    {
      schema: {
        tags,
        params: adminBrandImageParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminBrandReplySchema },
      },
    },
    async (request) => {
      const { brandId, kind } = request.params;
      const actorId = requireMemberId(request);
      return withUpload(
        request,
        { accept: ['image'], invalidTypeMessage: ptBR.adminBrandErrors.imageInvalid },
        async (upload) => ({ brand: await replaceImage(deps, actorId, brandId, kind, upload) }),
      );
    },
  );

  const toggles = [
    ['verify', (id: string, actor: string) => brands.setVerified(deps, actor, id, true)],
    ['unverify', (id: string, actor: string) => brands.setVerified(deps, actor, id, false)],
    ['suspend', (id: string, actor: string) => brands.setSuspended(deps, actor, id, true)],
    ['reinstate', (id: string, actor: string) => brands.setSuspended(deps, actor, id, false)],
  ] as const;
  for (const [name, apply] of toggles) {
    app.post(
      `/api/admin/brands/:brandId/${name}`,
      { schema: { tags, params: adminBrandParams, response: { 200: adminBrandReplySchema } } },
      async (request) => ({ brand: await apply(request.params.brandId, requireMemberId(request)) }),
    );
  }
};
