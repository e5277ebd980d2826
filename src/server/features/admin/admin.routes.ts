import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberReplySchema,
  adminMembersPageSchema,
  adminMembersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
} from '../../../shared/admin';
import { idParams } from '../../../shared/schema-parts';
import * as admin from './admin.service';
import { requireOperator } from './operator-guard';
import { requireMemberId } from '../../platform/session';

export const adminRoutes: FastifyPluginAsyncZod<admin.AdminDeps> = async (app, deps) => {
  // Before validation, so that a member's malformed request is a 404 like any other, not a 400.
  app.addHook('onRequest', async (request) => {
    await requireOperator(deps.db, request);
  });

  app.get(
    '/api/admin/members',
    { schema: { tags: ['admin'], querystring: adminMembersQuerySchema, response: { 200: adminMembersPageSchema } } },
    async (request) => admin.listMembers(deps, request.query.q, request.query.cursor),
  );

  app.post(
    '/api/admin/members/:id/suspend',
    { schema: { tags: ['admin'], params: idParams, response: { 200: adminMemberReplySchema } } },
    async (request) => ({
      member: await admin.suspendMember(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.post(
    '/api/admin/members/:id/reinstate',
    { schema: { tags: ['admin'], params: idParams, response: { 200: adminMemberReplySchema } } },
    async (request) => ({
      member: await admin.reinstateMember(deps, requireMemberId(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/audit',
    { schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      const { cursor, ...filter } = request.query;
      return admin.listAudit(deps, filter, cursor);
    },
  );
};
