import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { credit } from './wallet.service';
import { loginDemoMember, useTestApp } from '../../testing/test-app';

const t = useTestApp({ demo: true });

const bank = { bank: 'Banco do Brasil', agency: '1234-5', account: '98765-0' };

async function memberWith(cents: number) {
  const m = await signupMember(t.app);
  if (cents) await credit(t.database.db, m.member.id, cents, 'Venda', t.clock.now());
  return m;
}

const withdraw = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/wallet/withdrawals', headers: { cookie }, payload });
const wallet = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } });

describe('wallet balance', () => {
  it('starts the demo member with the spec balance as one credit in the ledger', async () => {
    const cookie = await loginDemoMember(t.app);
    const res = await wallet(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balanceCents: 135540, pendingCents: 0 });
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie } });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        type: 'credit',
        amountCents: 135540,
        description: 'Saldo inicial',
        status: 'completed',
      }),
    ]);
  });

  it('is the sum of the ledger: a new member has nothing, credits add up', async () => {
    const m = await memberWith(0);
    expect((await wallet(m.cookie)).json().balanceCents).toBe(0);
    await credit(t.database.db, m.member.id, 1050, 'Venda', t.clock.now());
    await credit(t.database.db, m.member.id, 2025, 'Venda', t.clock.now());
    expect((await wallet(m.cookie)).json().balanceCents).toBe(3075);
  });

  it('needs a session, and each member sees only their own wallet', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    expect((await withdraw('', { amountCents: 100, ...bank })).statusCode).toBe(401);
    const rich = await memberWith(50000);
    const other = await memberWith(0);
    expect((await wallet(other.cookie)).json().balanceCents).toBe(0);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions',
      headers: { cookie: other.cookie },
    });
    expect(list.json().items).toEqual([]);
    expect((await wallet(rich.cookie)).json().balanceCents).toBe(50000);
  });
});

describe('withdrawals', () => {
  it('refuses an amount that is not a number above zero with "Valor inválido"', async () => {
    const m = await memberWith(10000);
    for (const amountCents of [0, -500, 10.5, 'cem', null]) {
      const res = await withdraw(m.cookie, { amountCents, ...bank });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Valor inválido');
    }
    const missing = await withdraw(m.cookie, { ...bank });
    expect(missing.json().message).toBe('Valor inválido');
  });

  it('refuses more than the balance with "Saldo insuficiente"', async () => {
    const m = await memberWith(10000);
    const res = await withdraw(m.cookie, { amountCents: 10001, ...bank });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'insufficient_funds', message: 'Saldo insuficiente' });
  });

  it('refuses missing bank, agency or account with "Dados bancários incompletos"', async () => {
    const m = await memberWith(10000);
    for (const missing of ['bank', 'agency', 'account'] as const) {
      const res = await withdraw(m.cookie, { amountCents: 1000, ...bank, [missing]: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'bank_data_incomplete', message: 'Dados bancários incompletos' });
    }
    expect((await wallet(m.cookie)).json().balanceCents).toBe(10000);
  });

  it('checks in the spec order: amount, then balance, then bank data', async () => {
    const m = await memberWith(1000);
    expect((await withdraw(m.cookie, { amountCents: 0 })).json().message).toBe('Valor inválido');
    expect((await withdraw(m.cookie, { amountCents: 5000 })).json().message).toBe('Saldo insuficiente');
    expect((await withdraw(m.cookie, { amountCents: 500 })).json().message).toBe('Dados bancários incompletos');
  });

  it('records a valid withdrawal as a pending debit and remembers the bank data', async () => {
    const m = await memberWith(135540);
    const res = await withdraw(m.cookie, { amountCents: 35540, ...bank });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.transaction).toMatchObject({
      type: 'debit',
      amountCents: 35540,
      status: 'pending',
      description: 'Saque para Banco do Brasil',
    });
    expect(body.wallet).toEqual({ balanceCents: 100000, pendingCents: 35540, bankData: { ...bank, pixKey: null } });
    const list = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: m.cookie } });
    expect(list.json().items[0]).toMatchObject({ type: 'debit', amountCents: 35540, status: 'pending' });
  });

  it('accepts a Pix key instead of bank data, and refuses one that is not a Pix key', async () => {
    const m = await memberWith(5000);
    const bad = await withdraw(m.cookie, { amountCents: 1000, pixKey: 'não sei' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Chave Pix inválida');
    for (const pixKey of [
      'maria@exemplo.com.br',
      '123.456.789-09',
      '+55 11 98888-7777',
      '123e4567-e89b-12d3-a456-426614174000',
    ]) {
      const ok = await withdraw(m.cookie, { amountCents: 1000, pixKey });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().transaction.description).toBe('Saque via Pix');
    }
    expect((await wallet(m.cookie)).json()).toMatchObject({
      balanceCents: 1000,
      bankData: { pixKey: '123e4567-e89b-12d3-a456-426614174000', bank: null },
    });
  });

  it('never overdraws when twenty withdrawals arrive at once', async () => {
    const m = await memberWith(135540);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(m.cookie, { amountCents: 10000, ...bank })),
    );
    const accepted = results.filter((r) => r.statusCode === 201).length;
    const refused = results.filter((r) => r.statusCode === 409);
    expect(accepted).toBe(13);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json().message).toBe('Saldo insuficiente');
    const w = (await wallet(m.cookie)).json();
    expect(w.balanceCents).toBe(5540);
    expect(w.balanceCents).toBeGreaterThanOrEqual(0);
  });

  it('pages the statement with a cursor, newest first', async () => {
    const m = await memberWith(0);
    for (let i = 1; i <= 25; i++) {
      t.clock.advance(1000);
      await credit(t.database.db, m.member.id, i, `Venda ${i}`, t.clock.now());
    }
    const first = await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: m.cookie } });
    const page1 = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].description).toBe('Venda 25');
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/transactions?cursor=${page1.nextCursor}`,
      headers: { cookie: m.cookie },
    });
    expect(second.json().items.map((x: { description: string }) => x.description)).toEqual([
      'Venda 5',
      'Venda 4',
      'Venda 3',
      'Venda 2',
      'Venda 1',
    ]);
    expect(second.json().nextCursor).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?cursor=%%%',
      headers: { cookie: m.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
