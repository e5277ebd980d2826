import { INVITATION_TTL_MS, type TeamRole } from '../../../src/shared/brand-roles';
import { addToTeam } from '../../../src/server/testing/fixtures/teams';
import { newId } from '../../../src/server/platform/ids';
import type { CaseContext, CaseTable } from './types';

/** A pending invitation to the suite's brand, written straight into the table. */
async function pendingInvitation(ctx: CaseContext, email: string, role: TeamRole = 'editor') {
  const now = ctx.t.clock.now();
  const id = newId('inv', now);
  await ctx.t.database.db
    .insertInto('brand_invitations')
    .values({
      id,
      brand_id: ctx.team.brandId,
      email,
      role,
      invited_by: ctx.team.owner.id,
      created_at: now,
      expires_at: now + INVITATION_TTL_MS,
      status: 'pending',
    })
    .execute();
  return id;
}

const invitationState = (ctx: CaseContext, id: string) => async () =>
  ctx.t.database.db.selectFrom('brand_invitations').select('status').where('id', '=', id).executeTakeFirst();

const invitationsTo = (ctx: CaseContext, email: string) => async () =>
  ctx.t.database.db.selectFrom('brand_invitations').select('id').where('email', '=', email).execute();

/** A member of their own on the suite's brand's team, for the probes that change or remove them. */
async function teamTarget(ctx: CaseContext) {
  const m = await ctx.fresh('Membro da Equipe Alvo');
  await addToTeam(ctx.t, ctx.team.brandId, m.id, 'analyst');
  const state = async () =>
    ctx.t.database.db
      .selectFrom('brand_members')
      .select('role')
      .where('brand_id', '=', ctx.team.brandId)
      .where('user_id', '=', m.id)
      .executeTakeFirst();
  return { m, state };
}

/** The invitee's answer to an invitation: no one but the member the email names may give it. */
const answerCase = (answer: 'accept' | 'decline') => ({
  access: 'team' as const,
  allow: [],
  setup: async (ctx: CaseContext) => {
    const invitee = await ctx.fresh('Convidada da Marca');
    const id = await pendingInvitation(ctx, invitee.email);
    return {
      url: `/api/studio/invitations/${id}/${answer}`,
      payload: {},
      owner: invitee,
      state: invitationState(ctx, id),
    };
  },
});

/** Brand teams: the studio's routes, and the operator's invitation of a brand's owner. */
export const teamCases: CaseTable = {
  'GET /api/studio/brands': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/studio/brands', owner: ctx.team.editor, secrets: ['"role":"editor"'] }),
  },
  'GET /api/studio/invitations': {
    access: 'self',
    setup: async (ctx) => {
      const invitee = await ctx.fresh('Convidado da Marca');
      const id = await pendingInvitation(ctx, invitee.email);
      return { url: '/api/studio/invitations', owner: invitee, secrets: [id] };
    },
  },
  'POST /api/studio/invitations/:id/accept': answerCase('accept'),
  'POST /api/studio/invitations/:id/decline': answerCase('decline'),
  'GET /api/studio/brands/:brandId/team': {
    access: 'team',
    allow: ['owner', 'editor', 'analyst'],
    setup: async (ctx) => {
      const email = `pendente.${ctx.t.clock.now()}@exemplo.com.br`;
      await pendingInvitation(ctx, email);
      return { url: `/api/studio/brands/${ctx.team.brandId}/team`, owner: ctx.team.owner, secrets: [email] };
    },
  },
  'POST /api/studio/brands/:brandId/invitations': {
    access: 'team',
    allow: ['owner'],
    setup: async (ctx) => {
      const email = `convite.${ctx.t.clock.now()}.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
      return {
        url: `/api/studio/brands/${ctx.team.brandId}/invitations`,
        payload: { email, role: 'editor' },
        owner: ctx.team.owner,
        state: invitationsTo(ctx, email),
      };
    },
  },
  'DELETE /api/studio/brands/:brandId/invitations/:id': {
    access: 'team',
    allow: ['owner'],
    setup: async (ctx) => {
      const id = await pendingInvitation(ctx, `revogar.${ctx.t.clock.now()}@exemplo.com.br`);
      return {
        url: `/api/studio/brands/${ctx.team.brandId}/invitations/${id}`,
        owner: ctx.team.owner,
        state: invitationState(ctx, id),
      };
    },
  },
  'PATCH /api/studio/brands/:brandId/team/:userId': {
    access: 'team',
    allow: ['owner'],
    setup: async (ctx) => {
      const { m, state } = await teamTarget(ctx);
      return {
        url: `/api/studio/brands/${ctx.team.brandId}/team/${m.id}`,
        payload: { role: 'editor' },
        owner: ctx.team.owner,
        state,
      };
    },
  },
  'DELETE /api/studio/brands/:brandId/team/:userId': {
    access: 'team',
    allow: ['owner'],
    setup: async (ctx) => {
      const { m, state } = await teamTarget(ctx);
      return { url: `/api/studio/brands/${ctx.team.brandId}/team/${m.id}`, owner: ctx.team.owner, state };
    },
  },
  'POST /api/admin/brands/:brandId/invitations': {
    access: 'console',
    setup: async (ctx) => {
      const email = `dona.${ctx.t.clock.now()}.${Math.random().toString(36).slice(2)}@exemplo.com.br`;
      return { url: `/api/admin/brands/urbana-moda/invitations`, payload: { email }, state: invitationsTo(ctx, email) };
    },
  },
};
