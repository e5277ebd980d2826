import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordConfirmSchema } from '../../../shared/settings';
import { destroySession, requireMemberId } from '../../platform/session';
import { deleteAccount, exportAccount, type AccountDeps } from './account.service';

/** The data export ("Meus dados") and the account's deletion. */
export const accountRoutes: FastifyPluginAsyncZod<AccountDeps & { secret: string }> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });

  app.get('/api/settings/export', { schema: { tags: ['settings'] } }, async (request, reply) => {
    const data = await exportAccount(deps, requireMemberId(request), request.session!.id);
    return reply
      .header('Content-Disposition', 'attachment; filename="brandsocial-meus-dados.json"')
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/me', { schema: { tags: ['security'], body: passwordConfirmSchema } }, async (request, reply) => {
    await deleteAccount(deps, requireMemberId(request), request.body.password);
    await destroySession(deps, request, reply);
    return reply.status(204).send();
  });
};
