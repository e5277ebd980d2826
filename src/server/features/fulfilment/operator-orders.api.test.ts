import { describe, expect, it } from 'vitest';
import type { OperatorOrder, OperatorOrdersPage } from '../../../shared/fulfilment';
import { useOperator } from '../../testing/fixtures/admin';
import { paidOrder, pendingOrder, useBrandOrders } from '../../testing/fixtures/orders';
import { orderIdOf, postCheckout, stockOf } from '../../testing/fixtures/store';
import { signupMember } from '../../testing/harness';

const { t, team, variants } = useBrandOrders({ nexo: 'console-nexo', urbana: 'console-urbana' }, 500);
const operator = useOperator(t);

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (query: Record<string, string>) => {
  const res = await get(`/api/admin/orders?${new URLSearchParams(query).toString()}`, operator.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OperatorOrdersPage>();
};
const ids = (page: OperatorOrdersPage) => page.orders.map((o) => o.id);
const refund = (orderId: string, cookie = operator.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: { cookie } });

/** A member's checkout given up on the payment page: the order is closed as cancelled. */
async function cancelledOrder(cookie: string) {
  const res = await postCheckout(t, [{ variant_id: variants.nexo, quantity: 1 }], { cookie });
  const url = new URL(res.json<{ url: string }>().url);
  const back = await get(`${url.pathname}/cancel?token=${encodeURIComponent(url.searchParams.get('token')!)}`);
  expect(back.statusCode).toBe(303);
  return orderIdOf(res.json<{ url: string }>().url);
}

describe("the console's orders", () => {
  it("shows an order whole: every brand's lines, the buyer in full, totals and each brand's part", async () => {
    const buyer = await signupMember(t.app, { name: 'Caio Comprador', email: 'caio.console@exemplo.com.br' });
    const id = await paidOrder(t, buyer.cookie, [
      { variant_id: variants.nexo, quantity: 2 },
      { variant_id: variants.urbana, quantity: 1 },
    ]);
    const [order, ...others] = (await list({ q: buyer.email })).orders;
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      id,
      number: id.slice(-8).toUpperCase(),
      status: 'paid',
      currency: 'brl',
      subtotalInCents: 15000,
      paymentMethod: 'card',
      buyer: { id: buyer.member.id, name: 'Caio Comprador', email: 'caio.console@exemplo.com.br' },
      refund: null,
    });
    expect(order!.totalInCents).toBe(15000 + order!.freightInCents);
    expect(order!.items.map((i) => [i.title, i.quantity, i.totalInCents])).toEqual([
      ['Produto console-nexo', 2, 10000],
      ['Produto console-urbana', 1, 5000],
    ]);
    expect(order!.fulfilments.map((f) => [f.brandId, f.status])).toEqual(
      expect.arrayContaining([
        ['nexo-tech', 'preparando'],
        ['urbana-moda', 'preparando'],
      ]),
    );
  });

  it('lists a checkout without an account with no buyer, newest first among all orders', async () => {
    const res = await postCheckout(t, [{ variant_id: variants.nexo, quantity: 1 }]);
    const guest = orderIdOf(res.json<{ url: string }>().url);
    const [newest] = (await list({})).orders;
    expect(newest).toMatchObject({ id: guest, status: 'pending', buyer: null });
  });

  it('filters by state: paid, awaiting Pix, cancelled, refunded, or all of them', async () => {
    const buyer = await signupMember(t.app, { name: 'Fábia Filtro' });
    const paid = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const waiting = await pendingOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const cancelled = await cancelledOrder(buyer.cookie);
    const refunded = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    expect((await refund(refunded)).statusCode).toBe(200);

    const q = buyer.email;
    expect(ids(await list({ q, status: 'paid' }))).toEqual([paid]);
    expect(ids(await list({ q, status: 'awaiting' }))).toEqual([waiting]);
    expect(ids(await list({ q, status: 'cancelled' }))).toEqual([cancelled]);
    const [done, ...more] = (await list({ q, status: 'refunded' })).orders;
    expect(more).toEqual([]);
    expect(done).toMatchObject({
      id: refunded,
      status: 'refunded',
      fulfilments: [],
      refund: { amountInCents: 5000 + done!.freightInCents, currency: 'brl', provider: 'sandbox' },
    });
    expect(ids(await list({ q }))).toEqual([refunded, cancelled, waiting, paid]);
    expect(ids(await list({ q, status: 'all' }))).toEqual([refunded, cancelled, waiting, paid]);
  });

  it("searches by the order's number (with or without '#', any case), its id, or part of the buyer's email", async () => {
    const buyer = await signupMember(t.app, { name: 'Sílvio Busca', email: 'silvio.busca@exemplo.com.br' });
    const id = await pendingOrder(t, buyer.cookie, [{ variant_id: variants.urbana, quantity: 1 }]);
    const number = id.slice(-8).toUpperCase();
    for (const q of [number, `#${number}`, number.toLowerCase(), id, `  ${id}  `, 'SILVIO.BUSCA@', 'o.busca@exem']) {
      expect(ids(await list({ q })), q).toEqual([id]);
    }
    // The search's own wildcards are taken literally: nothing has a '%' or '_' in it.
    for (const q of ['%', '_', 'silvio%busca', 'silvio_busca']) expect(ids(await list({ q })), q).toEqual([]);
  });

  it('pages newest first with a cursor; a cursor that does not decode is a 400', async () => {
    const buyer = await signupMember(t.app, { name: 'Paula Paginada' });
    const made: string[] = [];
    for (let i = 0; i < 21; i++)
      made.push(await pendingOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]));
    const first = await list({ q: buyer.email });
    expect(first.orders).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list({ q: buyer.email, cursor: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    expect([...ids(first), ...ids(second)]).toEqual([...made].reverse());

    const bad = await get('/api/admin/orders?cursor=nao-e-um-cursor', operator.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('refuses an unknown state and a search too long, in pt-BR', async () => {
    const state = await get('/api/admin/orders?status=enviados', operator.cookie);
    expect(state.statusCode).toBe(400);
    expect(state.json().fields.status).toBe(
      'Filtro desconhecido: use todos, pagos, aguardando Pix, cancelados ou reembolsados.',
    );
    const long = await get(`/api/admin/orders?q=${'a'.repeat(101)}`, operator.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.q).toBe('A busca pode ter no máximo 100 caracteres.');
    // An id over the router's length is refused before the route runs, with the same pt-BR body.
    const longId = await refund('x'.repeat(101));
    expect(longId.statusCode).toBe(414);
    expect(longId.json()).toEqual({
      code: 'validation_failed',
      message: 'Dados inválidos. Confira os campos e tente novamente.',
    });
    const notAnId = await refund('%E0%A4%A');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().code).toBe('validation_failed');
  });

  it('is the 404 of a missing page to every member who is not an operator, even for bad input', async () => {
    const buyer = await signupMember(t.app, { name: 'Mário Membro' });
    for (const m of [buyer, team.owner, team.editor, team.analyst]) {
      for (const url of ['/api/admin/orders', '/api/admin/orders?status=enviados', `/api/admin/orders?q=${m.email}`]) {
        const res = await get(url, m.cookie);
        expect(res.statusCode, `${m.member.name} ${url}`).toBe(404);
        expect(res.json().message).toBe('Não encontrado.');
      }
    }
    expect((await get('/api/admin/orders')).statusCode).toBe(401);
  });
});

describe("the operator's refund from the console", () => {
  it('gives the stock back, shows the order refunded, and is in the audit log naming the order', async () => {
    const buyer = await signupMember(t.app, { name: 'Rita Reembolso' });
    const before = await stockOf(t, variants.nexo);
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 3 }]);
    expect(await stockOf(t, variants.nexo)).toBe(before - 3);

    const res = await refund(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t, variants.nexo)).toBe(before);
    const [order] = (await list({ q: id })).orders as [OperatorOrder];
    expect(order.status).toBe('refunded');
    expect(order.refund).toEqual({
      amountInCents: order.totalInCents,
      currency: 'brl',
      provider: 'sandbox',
      createdAt: new Date(t.clock.now()).toISOString(),
    });

    const log = await get(`/api/admin/audit?action=order.refund&targetId=${id}`, operator.cookie);
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: operator.member.id, name: 'Olga Operadora' }),
        via: 'console',
        action: 'order.refund',
        targetType: 'order',
        targetId: id,
        targetName: `#${id.slice(-8).toUpperCase()}`,
        before: { status: 'paid' },
        after: { status: 'refunded', amount: order.totalInCents, provider: 'sandbox' },
      }),
    ]);
  });
});
