import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, insertMembers, signupOperator } from '../../testing/fixtures/admin';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { runOperatorCli } from './operator-cli';

const ENV_OPERATOR = 'Chefe.Rede@Exemplo.com.br';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signupOperator>>;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: ` ${ENV_OPERATOR}, ,outra.chefe@exemplo.com.br` } });
  operator = await signupOperator(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) => t.app.inject({ method: 'POST', url, payload: {}, headers: { cookie } });

async function cli(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runOperatorCli(args, {
    db: t.database.db,
    clock: t.clock,
    write: (text) => (out += text),
    writeError: (text) => (err += text),
  });
  return { code, out, err };
}

describe('the audit log', () => {
  it('lists every console action newest first, a page at a time, filtered by action', async () => {
    const ids = await insertMembers(t.database.db, 'Auditado', 12, t.clock.now());
    for (const id of ids) {
      t.clock.advance(1000);
      expect((await post(`/api/admin/members/${id}/suspend`, operator.cookie)).statusCode).toBe(200);
    }
    for (const id of ids.slice(0, 9)) {
      t.clock.advance(1000);
      expect((await post(`/api/admin/members/${id}/reinstate`, operator.cookie)).statusCode).toBe(200);
    }
    const first = (await get('/api/admin/audit', operator.cookie)).json();
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toEqual({
      id: expect.any(String),
      actor: { id: operator.member.id, name: 'Olga Operadora', avatarUrl: expect.any(String) },
      via: 'console',
      action: 'member.reinstate',
      targetType: 'member',
      targetId: ids[8],
      targetName: 'Auditado 9',
      before: { suspended: true },
      after: { suspended: false },
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    const second = (
      await get(`/api/admin/audit?cursor=${encodeURIComponent(first.nextCursor)}`, operator.cookie)
    ).json();
    expect(second.nextCursor).toBeNull();
    const all = [...first.entries, ...second.entries];
    expect(all).toHaveLength(21);
    const times = all.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const suspensions = (await get('/api/admin/audit?action=member.suspend', operator.cookie)).json();
    expect(suspensions.entries).toHaveLength(12);
    expect(new Set(suspensions.entries.map((e: { action: string }) => e.action))).toEqual(new Set(['member.suspend']));
    expect(suspensions.entries[0].targetId).toBe(ids[11]);
    expect(suspensions.nextCursor).toBeNull();
  });
});

describe('OPERATOR_EMAILS', () => {
  it('makes the account an operator at sign-up, whatever the case of the address', async () => {
    const m = await signupMember(t.app, { email: ENV_OPERATOR.toLowerCase(), name: 'Chefe da Rede' });
    expect(m.member.isOperator).toBe(true);
    expect((await get('/api/admin/members', m.cookie)).statusCode).toBe(200);
    expect(await auditRowsOf(t.database.db, m.member.id)).toEqual([
      {
        actorId: null,
        via: 'configuration',
        action: 'operator.grant',
        before: { isOperator: false },
        after: { isOperator: true },
      },
    ]);
  });

  it('makes an existing account an operator when it logs in, once', async () => {
    const m = await signupMember(t.app, { email: 'outra.chefe.antes@exemplo.com.br' });
    // The account existed under another address, then took the configured one.
    await t.database.db
      .updateTable('users')
      .set({ email: 'outra.chefe@exemplo.com.br' })
      .where('id', '=', m.member.id)
      .execute();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'OUTRA.CHEFE@exemplo.com.br', password: m.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().member.isOperator).toBe(true);
    }
    expect((await auditRowsOf(t.database.db, m.member.id)).map((r) => r.action)).toEqual(['operator.grant']);
  });

  it('leaves every other account a plain member', async () => {
    const m = await signupMember(t.app, { email: 'chefe.rede@exemplo.com' });
    expect(m.member.isOperator).toBe(false);
  });
});

describe('npm run operator', () => {
  it('grants, lists and revokes the role, each change in the audit log as the command line', async () => {
    const m = await signupMember(t.app, { name: 'Carla Comando', email: 'carla.comando@exemplo.com.br' });
    expect(await cli('grant', 'Carla.Comando@exemplo.com.br')).toEqual({
      code: 0,
      out: 'Carla Comando <carla.comando@exemplo.com.br> agora é operador.\n',
      err: '',
    });
    expect((await get('/api/admin/members', m.cookie)).statusCode).toBe(200);
    expect((await cli('grant', 'carla.comando@exemplo.com.br')).out).toContain('já era operador');
    const list = await cli('list');
    expect(list.code).toBe(0);
    expect(list.out).toContain('carla.comando@exemplo.com.br\tCarla Comando\n');
    expect((await cli('revoke', 'carla.comando@exemplo.com.br')).out).toContain('não é mais operador');
    expect((await get('/api/admin/members', m.cookie)).statusCode).toBe(404);
    expect(await auditRowsOf(t.database.db, m.member.id)).toEqual([
      {
        actorId: null,
        via: 'command-line',
        action: 'operator.grant',
        before: { isOperator: false },
        after: { isOperator: true },
      },
      {
        actorId: null,
        via: 'command-line',
        action: 'operator.revoke',
        before: { isOperator: true },
        after: { isOperator: false },
      },
    ]);
    const entries = (await get('/api/admin/audit?action=operator.revoke', operator.cookie)).json().entries;
    expect(entries[0]).toMatchObject({ actor: null, via: 'command-line', targetName: 'Carla Comando' });
  });

  it('exits with 1 and a message for an unknown email or a wrong command', async () => {
    expect(await cli('grant', 'ninguem@exemplo.com.br')).toEqual({
      code: 1,
      out: '',
      err: 'Nenhuma conta com o email ninguem@exemplo.com.br.\n',
    });
    const usage = await cli('promote', 'x@exemplo.com.br');
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('uso: npm run operator');
    expect((await cli()).code).toBe(1);
  });
});
