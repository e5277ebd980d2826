import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandInvitationParams,
  brandMemberParams,
  brandParams,
  invitationReplySchema,
  inviteSchema,
  myInvitationsSchema,
  okReplySchema,
  ownerInviteSchema,
  roleChangeSchema,
  studioBrandsSchema,
  teamMemberReplySchema,
  teamPageSchema,
} from '../../../shared/teams';
import { idParams } from '../../../shared/schema-parts';
import { AppError } from '../../platform/errors';
import { requireMemberId } from '../../platform/session';
import { requireOperator } from '../admin/operator-guard';
import { requireTeamAction, teamRoleOf } from './team-guard';
import * as teams from './teams.service';

const tags = ['teams'];

export const teamsRoutes: FastifyPluginAsyncZod<teams.TeamsDeps> = async (app, deps) => {
  app.get('/api/studio/brands', { schema: { tags, response: { 200: studioBrandsSchema } } }, async (request) => ({
    brands: await teams.myBrands(deps, requireMemberId(request)),
  }));

  app.get('/api/studio/invitations', { schema: { tags, response: { 200: myInvitationsSchema } } }, async (request) => ({
    invitations: await teams.myInvitations(deps, requireMemberId(request)),
  }));

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/studio/invitations/:id/${answer}`,
      { schema: { tags, params: idParams, response: { 200: okReplySchema } } },
      async (request) => {
        await teams.answerInvitation(deps, requireMemberId(request), request.params.id, answer);
        return { ok: true as const };
      },
    );
  }

  // Team routes: the guard runs in preValidation, so that someone off the team gets the 404 even
  // for a malformed body, and learns nothing of what the route would accept.
  app.get(
    '/api/studio/brands/:brandId/team',
    { schema: { tags, params: brandParams, response: { 200: teamPageSchema } } },
    async (request) => teams.teamPage(deps, await requireTeamAction(deps.db, request, 'viewInsights')),
  );

  app.post(
    '/api/studio/brands/:brandId/invitations',
    {
      schema: { tags, params: brandParams, body: inviteSchema, response: { 201: invitationReplySchema } },
      preValidation: async (request) => {
        await requireTeamAction(deps.db, request, 'manageTeam');
      },
    },
    async (request, reply) => {
      const access = await requireTeamAction(deps.db, request, 'manageTeam');
      const invitation = await teams.invite(deps, {
        brandId: access.brandId,
        email: request.body.email,
        role: request.body.role,
        actorId: access.memberId,
        via: 'console',
      });
      return reply.code(201).send({ invitation });
    },
  );

  app.delete(
    '/api/studio/brands/:brandId/invitations/:id',
    { schema: { tags, params: brandInvitationParams, response: { 200: okReplySchema } } },
    async (request) => {
      const access = await requireTeamAction(deps.db, request, 'manageTeam');
      await teams.revokeInvitation(deps, access, request.params.id);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/studio/brands/:brandId/team/:userId',
    {
      schema: { tags, params: brandMemberParams, body: roleChangeSchema, response: { 200: teamMemberReplySchema } },
      preValidation: async (request) => {
        await requireTeamAction(deps.db, request, 'manageTeam');
      },
    },
    async (request) => {
      const access = await requireTeamAction(deps.db, request, 'manageTeam');
      return { member: await teams.changeRole(deps, access, request.params.userId, request.body.role) };
    },
  );

  app.delete(
    '/api/studio/brands/:brandId/team/:userId',
    { schema: { tags, params: brandMemberParams, response: { 200: okReplySchema } } },
    async (request) => {
      const memberId = requireMemberId(request);
      const { brandId, userId } = request.params;
      // Anyone on the team may leave it; removing someone else takes an owner.
      const access =
        userId === memberId
          ? { memberId, brandId, role: await teamRoleOf(deps.db, memberId, brandId) }
          : await requireTeamAction(deps.db, request, 'manageTeam');
      if (!access.role) throw new AppError(404, 'not_found');
      await teams.removeMember(deps, { ...access, role: access.role }, userId);
      return { ok: true as const };
    },
  );
};

/** The operator invites a brand's first owner from the console, behind the console's guard. */
export const operatorTeamRoutes: FastifyPluginAsyncZod<teams.TeamsDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    await requireOperator(deps.db, request);
  });

  app.post(
    '/api/admin/brands/:brandId/invitations',
    { schema: { tags, params: brandParams, body: ownerInviteSchema, response: { 201: invitationReplySchema } } },
    async (request, reply) => {
      const invitation = await teams.invite(deps, {
        brandId: request.params.brandId,
        email: request.body.email,
        role: 'owner',
        actorId: requireMemberId(request),
        via: 'console',
      });
      return reply.code(201).send({ invitation });
    },
  );
};
