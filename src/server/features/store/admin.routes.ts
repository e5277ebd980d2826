import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogFileSchema, importResultSchema, type CatalogFile } from '../../../shared/store-import';
import { AppError } from '../../platform/errors';
import { exportCatalog } from './admin-export.service';
import { importCatalog, type AdminDeps } from './admin.service';

/** The operator's catalog API; it exists only when STORE_ADMIN_TOKEN is set. */
export async function adminRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { token: string | undefined },
): Promise<void> {
  const { token } = deps;
  if (!token) return;
  const expected = crypto.createHash('sha256').update(token).digest();

  // Checked on request, before a large body is read or validated.
  async function requireOperator(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const given = crypto
      .createHash('sha256')
      .update(header.replace(/^Bearer\s+/i, ''))
      .digest();
    if (!/^Bearer\s+/i.test(header) || !crypto.timingSafeEqual(given, expected))
      throw new AppError(401, 'unauthenticated');
  }

  app.post(
    '/api/store/admin/import',
    // Pictures may travel inside the file as data URLs.
    {
      onRequest: requireOperator,
      bodyLimit: 50 * 1024 * 1024,
      schema: { tags: ['store-admin'], body: catalogFileSchema, response: { 200: importResultSchema } },
    },
    async (request) => importCatalog(deps, request.body as CatalogFile),
  );

  app.get('/api/store/admin/export', { onRequest: requireOperator, schema: { tags: ['store-admin'] } }, async () =>
    exportCatalog(deps),
  );
}
