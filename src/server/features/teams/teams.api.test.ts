import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS } from '../../../shared/brand-roles';
import { auditRowsOf, signupOperator } from '../../testing/fixtures/admin';
import { addToTeam, signupTeam, type Member } from '../../testing/fixtures/teams';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';

let t: TestApp;
let team: Awaited<ReturnType<typeof signupTeam>>;
let stranger: Member;
let otherTeam: Member;
const BRAND = 'nexo-tech';
const OTHER = 'urbana-moda';

beforeAll(async () => {
  t = await createTestApp();
  team = await signupTeam(t, BRAND);
  stranger = await signupMember(t.app, { name: 'Sara Sem Marca' });
  otherTeam = await signupMember(t.app, { name: 'Otto Outra Marca' });
  await addToTeam(t, OTHER, otherTeam.member.id, 'owner');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, cookie = '', payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const OWNER_ONLY = 'Só quem é dono da marca pode gerenciar a equipe.';
const NEEDS_OWNER = 'A marca precisa de pelo menos um dono.';

async function invite(email: string, role = 'editor', by: Member = team.owner, brand = BRAND) {
  const res = await send('POST', `/api/studio/brands/${brand}/invitations`, by.cookie, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitation as { id: string; email: string; role: string; expiresAt: string; createdAt: string };
}

describe('the studio lists', () => {
  it('lists the brands a member is on with their role, and nothing for others', async () => {
    const mine = (await send('GET', '/api/studio/brands', team.editor.cookie)).json();
    expect(mine.brands).toEqual([
      { id: BRAND, name: 'Nexo Tech', logoUrl: expect.any(String), verified: true, role: 'editor' },
    ]);
    expect((await send('GET', '/api/studio/brands', stranger.cookie)).json()).toEqual({ brands: [] });
    expect((await send('GET', '/api/studio/brands')).statusCode).toBe(401);
  });

  it('shows the team to every role, and a 404 to anyone off it', async () => {
    for (const m of [team.owner, team.editor, team.analyst]) {
      const res = await send('GET', `/api/studio/brands/${BRAND}/team`, m.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().members.map((x: { name: string; role: string }) => [x.name, x.role])).toEqual([
        ['Dora Dona', 'owner'],
        ['Edu Editor', 'editor'],
        ['Ana Analista', 'analyst'],
      ]);
    }
    for (const m of [stranger, otherTeam]) {
      const res = await send('GET', `/api/studio/brands/${BRAND}/team`, m.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
    }
    expect((await send('GET', `/api/studio/brands/nao-existe/team`, team.owner.cookie)).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('lets the invitee see and accept an invitation, which adds them to the team', async () => {
    const newcomer = await signupMember(t.app, { name: 'Nina Nova' });
    const inv = await invite(newcomer.email.toUpperCase(), 'analyst');
    expect(inv.email).toBe(newcomer.email);
    expect(Date.parse(inv.expiresAt) - Date.parse(inv.createdAt)).toBe(INVITATION_TTL_MS);
    const page = (await send('GET', `/api/studio/brands/${BRAND}/team`, team.analyst.cookie)).json();
    expect(page.invitations.map((i: { email: string }) => i.email)).toContain(newcomer.email);

    const mine = (await send('GET', '/api/studio/invitations', newcomer.cookie)).json();
    expect(mine.invitations).toEqual([
      expect.objectContaining({ id: inv.id, role: 'analyst', brand: expect.objectContaining({ name: 'Nexo Tech' }) }),
    ]);
    expect((await send('GET', '/api/studio/invitations', stranger.cookie)).json()).toEqual({ invitations: [] });
    // Someone else cannot answer it, nor learn that it exists.
    expect((await send('POST', `/api/studio/invitations/${inv.id}/accept`, stranger.cookie)).statusCode).toBe(404);

    const accepted = await send('POST', `/api/studio/invitations/${inv.id}/accept`, newcomer.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const brands = (await send('GET', '/api/studio/brands', newcomer.cookie)).json().brands;
    expect(brands).toEqual([expect.objectContaining({ id: BRAND, role: 'analyst' })]);
    expect((await send('GET', '/api/studio/invitations', newcomer.cookie)).json().invitations).toEqual([]);

    const again = await send('POST', `/api/studio/invitations/${inv.id}/decline`, newcomer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este convite já foi respondido.');
    expect((await auditRowsOf(t.database.db, newcomer.member.id)).map((r) => r.action)).toEqual(['team.accept']);
    expect(await auditRowsOf(t.database.db, inv.id)).toEqual([
      {
        actorId: team.owner.member.id,
        via: 'console',
        action: 'team.invite',
        before: null,
        after: { brandId: BRAND, email: newcomer.email, role: 'analyst' },
      },
    ]);
  });

  it('lets the invitee decline, which adds nobody', async () => {
    const newcomer = await signupMember(t.app, { name: 'Davi Declina' });
    const inv = await invite(newcomer.email);
    expect((await send('POST', `/api/studio/invitations/${inv.id}/decline`, newcomer.cookie)).statusCode).toBe(200);
    expect((await send('GET', '/api/studio/brands', newcomer.cookie)).json().brands).toEqual([]);
    const accept = await send('POST', `/api/studio/invitations/${inv.id}/accept`, newcomer.cookie);
    expect(accept.statusCode).toBe(409);
  });

  it('expires an invitation after seven days', async () => {
    const newcomer = await signupMember(t.app, { name: 'Tadeu Tarde' });
    const inv = await invite(newcomer.email);
    t.clock.advance(INVITATION_TTL_MS - 1);
    expect((await send('GET', '/api/studio/invitations', newcomer.cookie)).json().invitations).toHaveLength(1);
    t.clock.advance(1);
    expect((await send('GET', '/api/studio/invitations', newcomer.cookie)).json().invitations).toEqual([]);
    const late = await send('POST', `/api/studio/invitations/${inv.id}/accept`, newcomer.cookie);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ code: 'invitation_expired', message: 'Este convite expirou.' });
    // An expired invitation no longer blocks a new one.
    await invite(newcomer.email);
  });

  it('lets only an owner invite or revoke, and refuses duplicates', async () => {
    for (const m of [team.editor, team.analyst]) {
      const res = await send('POST', `/api/studio/brands/${BRAND}/invitations`, m.cookie, {
        email: 'alguem@exemplo.com.br',
        role: 'editor',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'team_owner_only', message: OWNER_ONLY });
    }
    for (const m of [stranger, otherTeam]) {
      const res = await send('POST', `/api/studio/brands/${BRAND}/invitations`, m.cookie, { email: 'x' });
      expect(res.statusCode).toBe(404);
    }
    const bad = await send('POST', `/api/studio/brands/${BRAND}/invitations`, team.owner.cookie, {
      email: 'nao-e-email',
      role: 'chefe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.role).toBe('Escolha um papel: dono, editor ou analista.');

    const inv = await invite('duplo@exemplo.com.br');
    const twice = await send('POST', `/api/studio/brands/${BRAND}/invitations`, team.owner.cookie, {
      email: 'DUPLO@exemplo.com.br',
      role: 'analyst',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Já existe um convite pendente para este email.');
    const onTeam = await send('POST', `/api/studio/brands/${BRAND}/invitations`, team.owner.cookie, {
      email: team.editor.email,
      role: 'analyst',
    });
    expect(onTeam.statusCode).toBe(409);
    expect(onTeam.json().message).toBe('Esta pessoa já faz parte da equipe.');

    const url = `/api/studio/brands/${BRAND}/invitations/${inv.id}`;
    expect((await send('DELETE', url, team.editor.cookie)).statusCode).toBe(403);
    expect(
      (await send('DELETE', `/api/studio/brands/${OTHER}/invitations/${inv.id}`, otherTeam.cookie)).statusCode,
    ).toBe(404);
    expect((await send('DELETE', url, team.owner.cookie)).statusCode).toBe(200);
    expect((await send('DELETE', url, team.owner.cookie)).statusCode).toBe(409);
    expect((await auditRowsOf(t.database.db, inv.id)).map((r) => r.action)).toEqual(['team.invite', 'team.revoke']);
  });

  it('lets an operator invite an owner from the console, and nobody else', async () => {
    const operator = await signupOperator(t);
    const future = await signupMember(t.app, { name: 'Fabi Futura Dona' });
    const url = `/api/admin/brands/${OTHER}/invitations`;
    expect((await send('POST', url, '', { email: future.email })).statusCode).toBe(401);
    for (const m of [stranger, team.owner, otherTeam]) {
      expect((await send('POST', url, m.cookie, { email: future.email })).statusCode).toBe(404);
    }
    const res = await send('POST', url, operator.cookie, { email: future.email });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitation.role).toBe('owner');
    const id = res.json().invitation.id as string;
    expect((await auditRowsOf(t.database.db, id))[0]).toMatchObject({
      actorId: operator.member.id,
      action: 'team.invite',
    });
    // The console's log names the invitation by the email it went to.
    const log = (await send('GET', '/api/admin/audit?action=team.invite', operator.cookie)).json();
    expect(log.entries.find((e: { targetId: string }) => e.targetId === id)).toMatchObject({
      targetType: 'invitation',
      targetName: future.email.toLowerCase(),
    });
    expect((await send('POST', `/api/studio/invitations/${id}/accept`, future.cookie)).statusCode).toBe(200);
    const brands = (await send('GET', '/api/studio/brands', future.cookie)).json().brands;
    expect(brands).toEqual([expect.objectContaining({ id: OTHER, role: 'owner' })]);
  });
});

describe('roles and removal', () => {
  it('lets only an owner change roles, and never demotes the last owner', async () => {
    const t2 = await signupTeam(t, 'arena-esportes', ['Olavo Dono', 'Elis Editora', 'Aldo Analista']);
    const url = (id: string) => `/api/studio/brands/arena-esportes/team/${id}`;
    const editorTry = await send('PATCH', url(t2.analyst.member.id), t2.editor.cookie, { role: 'owner' });
    expect(editorTry.statusCode).toBe(403);
    expect(editorTry.json().message).toBe(OWNER_ONLY);
    expect((await send('PATCH', url(t2.analyst.member.id), stranger.cookie, { role: 'x' })).statusCode).toBe(404);

    const last = await send('PATCH', url(t2.owner.member.id), t2.owner.cookie, { role: 'editor' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ code: 'team_needs_owner', message: NEEDS_OWNER });

    const promoted = await send('PATCH', url(t2.editor.member.id), t2.owner.cookie, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().member).toMatchObject({ id: t2.editor.member.id, name: 'Elis Editora', role: 'owner' });
    // With a second owner, the first may step down.
    expect((await send('PATCH', url(t2.owner.member.id), t2.owner.cookie, { role: 'analyst' })).statusCode).toBe(200);
    expect((await auditRowsOf(t.database.db, t2.owner.member.id)).at(-1)).toEqual({
      actorId: t2.owner.member.id,
      via: 'console',
      action: 'team.role',
      before: { brandId: 'arena-esportes', role: 'owner' },
      after: { brandId: 'arena-esportes', role: 'analyst' },
    });
    // Now an analyst, they manage the team no more: checked on the very next request.
    expect((await send('PATCH', url(t2.analyst.member.id), t2.owner.cookie, { role: 'editor' })).statusCode).toBe(403);
  });

  it('lets an owner remove anyone, any member leave, and the last owner stay', async () => {
    const brand = 'mao-na-massa';
    const t3 = await signupTeam(t, brand, ['Rita Dona', 'Rui Editor', 'Rosa Analista']);
    const url = (id: string) => `/api/studio/brands/${brand}/team/${id}`;
    const teamUrl = `/api/studio/brands/${brand}/team`;
    expect((await send('DELETE', url(t3.analyst.member.id), t3.editor.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', url(t3.analyst.member.id), stranger.cookie)).statusCode).toBe(404);

    // The editor's access ends at once: the very next request is refused.
    expect((await send('GET', teamUrl, t3.editor.cookie)).statusCode).toBe(200);
    expect((await send('DELETE', url(t3.editor.member.id), t3.owner.cookie)).statusCode).toBe(200);
    expect((await send('GET', teamUrl, t3.editor.cookie)).statusCode).toBe(404);
    expect((await auditRowsOf(t.database.db, t3.editor.member.id)).at(-1)).toMatchObject({
      action: 'team.remove',
      before: { brandId: brand, role: 'editor' },
      after: null,
    });

    expect((await send('DELETE', url(t3.analyst.member.id), t3.analyst.cookie)).statusCode).toBe(200);
    expect((await send('GET', teamUrl, t3.analyst.cookie)).statusCode).toBe(404);

    const leave = await send('DELETE', url(t3.owner.member.id), t3.owner.cookie);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(NEEDS_OWNER);
    expect((await send('GET', teamUrl, t3.owner.cookie)).json().members).toHaveLength(1);
  });
});
