import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  passwordConfirmSchema,
  recoveryCodesSchema,
  sessionPageSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/settings';
import { pagedListRoute } from '../../platform/pagination';
import { destroySession, requireMemberId } from '../../platform/session';
import { getMember } from '../auth/auth.service';
import * as security from './security.service';
import * as twoFactor from '../auth/two-factor.service';

function currentSessionId(request: { session: { id: string } | null }): string {
  return request.session!.id;
}

export const securityRoutes: FastifyPluginAsyncZod<security.SecurityDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });

  app.post(
    '/api/security/password',
    { schema: { tags: ['security'], body: changePasswordSchema } },
    async (request, reply) => {
      await security.changePassword(deps, requireMemberId(request), currentSessionId(request), request.body);
      return reply.status(204).send();
    },
  );

  app.get('/api/security/sessions', pagedListRoute('security', sessionPageSchema), async (request) =>
    security.listSessions(deps, requireMemberId(request), currentSessionId(request), request.query.cursor),
  );

  app.delete(
    '/api/security/sessions/:id',
    { schema: { tags: ['security'], params: z.object({ id: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const userId = requireMemberId(request);
      if (request.params.id === currentSessionId(request)) {
        await destroySession(deps, request, reply);
      } else {
        await security.endSession(deps, userId, request.params.id);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/security/2fa',
    { schema: { tags: ['security'], response: { 200: twoFactorStatusSchema } } },
    async (request) => {
      return twoFactor.twoFactorStatus(deps.db, requireMemberId(request));
    },
  );

  app.post(
    '/api/security/2fa/setup',
    { schema: { tags: ['security'], response: { 200: twoFactorSetupSchema } } },
    async (request) => {
      const userId = requireMemberId(request);
      const member = await getMember(deps, userId);
      return twoFactor.startSetup(deps, userId, member.email);
    },
  );

  app.post(
    '/api/security/2fa/enable',
    { schema: { tags: ['security'], body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => twoFactor.confirmSetup(deps, requireMemberId(request), request.body.code),
  );

  app.post(
    '/api/security/2fa/disable',
    { schema: { tags: ['security'], body: passwordConfirmSchema } },
    async (request, reply) => {
      await twoFactor.disable(deps, requireMemberId(request), request.body.password);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/security/2fa/recovery-codes',
    { schema: { tags: ['security'], body: passwordConfirmSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => twoFactor.regenerateRecoveryCodes(deps, requireMemberId(request), request.body.password),
  );
};
