import { describe, expect, it } from 'vitest';
import { auditRowsOf, operatorApp } from '../../testing/fixtures/admin';
import { signupMember } from '../../testing/harness';
import { isBrandLive } from '../brands/brands.service';
import { setNotificationPrefs } from '../../testing/fixtures/members';

const env = operatorApp();

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  env.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const brandIds = async (cookie: string) =>
  ((await send('GET', '/api/brands', cookie)).json().brands as { id: string }[]).map((b) => b.id);
const searchIds = async (cookie: string, q: string) =>
  ((await send('GET', `/api/search?q=${encodeURIComponent(q)}`, cookie)).json().brands as { id: string }[]).map(
    (b) => b.id,
  );

describe('suspending a brand', () => {
  it('takes it off the brand list, search and its page for everyone but operators and its team', async () => {
    const member = await signupMember(env.t.app, { name: 'Maria Comum' });
    const teamMember = await signupMember(env.t.app, { name: 'Tiago Equipe' });
    await env.t.database.db
      .insertInto('brand_members')
      .values({ brand_id: 'nexo-tech', user_id: teamMember.member.id, role: 'editor', created_at: env.t.clock.now() })
      .execute();
    // Search answers are cached: reading once before proves the suspension drops the cached answer.
    expect(await searchIds(member.cookie, 'Nexo')).toContain('nexo-tech');

    const res = await send('POST', '/api/admin/brands/nexo-tech/suspend', env.operator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().brand).toMatchObject({ id: 'nexo-tech', suspended: true });
    expect(await isBrandLive(env.t.database.db, 'nexo-tech')).toBe(false);

    expect(await brandIds(member.cookie)).not.toContain('nexo-tech');
    expect(await searchIds(member.cookie, 'Nexo')).not.toContain('nexo-tech');
    const page = await send('GET', '/api/brands/nexo-tech', member.cookie);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
    expect((await send('GET', '/api/brands/nexo-tech', teamMember.cookie)).statusCode).toBe(200);
    expect((await send('GET', '/api/brands/nexo-tech', env.operator.cookie)).statusCode).toBe(200);

    const back = await send('POST', '/api/admin/brands/nexo-tech/reinstate', env.operator.cookie);
    expect(back.json().brand.suspended).toBe(false);
    expect(await isBrandLive(env.t.database.db, 'nexo-tech')).toBe(true);
    expect(await brandIds(member.cookie)).toContain('nexo-tech');
    expect(await searchIds(member.cookie, 'Nexo')).toContain('nexo-tech');
    expect((await send('GET', '/api/brands/nexo-tech', member.cookie)).statusCode).toBe(200);

    // Suspending twice records once.
    await send('POST', '/api/admin/brands/nexo-tech/suspend', env.operator.cookie);
    await send('POST', '/api/admin/brands/nexo-tech/suspend', env.operator.cookie);
    await send('POST', '/api/admin/brands/nexo-tech/reinstate', env.operator.cookie);
    const rows = await auditRowsOf(env.t.database.db, 'nexo-tech');
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['brand.suspend', { suspended: false }, { suspended: true }],
      ['brand.reinstate', { suspended: true }, { suspended: false }],
      ['brand.suspend', { suspended: false }, { suspended: true }],
      ['brand.reinstate', { suspended: true }, { suspended: false }],
    ]);
    expect(rows.every((r) => r.actorId === env.operator.member.id && r.via === 'console')).toBe(true);
    expect(await isBrandLive(env.t.database.db, 'marca-que-nao-existe')).toBe(false);
    expect((await send('POST', '/api/admin/brands/marca-que-nao-existe/suspend', env.operator.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe("the owner's invitation", () => {
  it("shows in the invitee's notifications, leading to the studio, and in the studio", async () => {
    const invitee = await signupMember(env.t.app, { name: 'Dona Futura' });
    const res = await send('POST', '/api/admin/brands/cine-aurora/invitations', env.operator.cookie, {
      email: invitee.member.email,
    });
    expect(res.statusCode).toBe(201);
    const inbox = (await send('GET', '/api/notifications', invitee.cookie)).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.notifications).toEqual([
      expect.objectContaining({
        type: 'invitation',
        actor: expect.objectContaining({ id: env.operator.member.id }),
        text: 'Cine Aurora',
        postId: null,
        read: false,
      }),
    ]);
    const studio = (await send('GET', '/api/studio/invitations', invitee.cookie)).json();
    expect(studio.invitations).toEqual([
      expect.objectContaining({ role: 'owner', brand: expect.objectContaining({ id: 'cine-aurora' }) }),
    ]);
  });

  it('respects the invitee switching invitation notifications off, and still shows it in the studio', async () => {
    const invitee = await signupMember(env.t.app, { name: 'Sem Avisos' });
    await setNotificationPrefs(env.t.app, invitee.cookie, { invitation: false });
    await send('POST', '/api/admin/brands/cine-aurora/invitations', env.operator.cookie, {
      email: invitee.member.email,
    });
    expect((await send('GET', '/api/notifications', invitee.cookie)).json().notifications).toEqual([]);
    expect((await send('GET', '/api/studio/invitations', invitee.cookie)).json().invitations).toHaveLength(1);
  });
});

describe("the console's members and audit log", () => {
  it("shows each member's role and teams, and filters the log by actor and by target", async () => {
    const owner = await signupMember(env.t.app, { name: 'Otávio Dono Único' });
    await send('POST', '/api/admin/brands/estudio-quadro/invitations', env.operator.cookie, {
      email: owner.member.email,
    });
    const [invitation] = (await send('GET', '/api/studio/invitations', owner.cookie)).json().invitations as {
      id: string;
    }[];
    await send('POST', `/api/studio/invitations/${invitation!.id}/accept`, owner.cookie);
    const found = (await send('GET', '/api/admin/members?q=Otávio Dono', env.operator.cookie)).json().members;
    expect(found).toEqual([
      expect.objectContaining({
        id: owner.member.id,
        isOperator: false,
        teams: [{ brandId: 'estudio-quadro', brandName: expect.any(String), role: 'owner' }],
      }),
    ]);
    const me = (await send('GET', '/api/admin/members?q=Olga', env.operator.cookie)).json().members;
    expect(me[0]).toMatchObject({ isOperator: true, teams: [] });

    const byOwner = (await send('GET', `/api/admin/audit?actorId=${owner.member.id}`, env.operator.cookie)).json();
    expect(byOwner.entries.map((e: { action: string }) => e.action)).toEqual(['team.accept']);
    await send('POST', '/api/admin/brands/estudio-quadro/verify', env.operator.cookie);
    const onBrand = (await send('GET', '/api/admin/audit?targetId=estudio-quadro', env.operator.cookie)).json();
    expect(onBrand.entries).toEqual([
      expect.objectContaining({ action: 'brand.verify', targetType: 'brand', targetName: expect.any(String) }),
    ]);
    const both = await send(
      'GET',
      `/api/admin/audit?actorId=${env.operator.member.id}&action=brand.verify&targetId=estudio-quadro`,
      env.operator.cookie,
    );
    expect(both.json().entries).toHaveLength(1);
    const none = await send(
      'GET',
      `/api/admin/audit?actorId=${owner.member.id}&targetId=estudio-quadro`,
      env.operator.cookie,
    );
    expect(none.json().entries).toEqual([]);
  });
});
