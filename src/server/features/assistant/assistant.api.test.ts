import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFor } from '../../../shared/assistant';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { orderNumber } from '../../../shared/store';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { MEMBER_HOLD_MS } from '../store/orders.service';
import { addProducts, orderIdOf, postCheckout } from '../../testing/fixtures/store';

const s = ptBR.assistantStore;

let t: TestApp;
let variantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [tee, mug] = await addProducts(t, [
    { handle: 'camiseta-bot', title: 'Camiseta Robô', variants: [{ title: 'M', price: 5990, stock: 50 }] },
    { handle: 'caneca-bot', title: 'Caneca Robô', variants: [{ title: '', price: 3490, stock: 50 }] },
  ]);
  variantId = tee!.variants[0]!.id;
  mugVariant = mug!.variants[0]!.id;
});
afterAll(() => t.close());
let mugVariant: string;

const ask = (cookie: string | null, message: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assistant/reply',
    payload: { message, ...extra },
    ...(cookie ? { headers: { cookie } } : {}),
  });

async function buy(cookie: string, items: { variant_id: string; quantity: number }[]) {
  const res = await postCheckout(t, items, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return orderIdOf(res.json().url as string);
}

describe('POST /api/assistant/reply', () => {
  it('is for members: anonymous callers are refused (the chat answers them in general terms)', async () => {
    const res = await ask(null, 'rastrear pedido');
    expect(res.statusCode).toBe(401);
  });

  it('says so when the member has no orders', async () => {
    const m = await signupMember(t.app);
    const res = await ask(m.cookie, 'rastrear pedido');
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toMatchObject({ topic: 'orders', link: { to: '/store' } });
    expect(res.json().reply.text).toContain('Você ainda não tem pedidos.');
  });

  it("answers with the member's own latest orders: number, status in pt-BR, items and date; never another's", async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    const first = await buy(a.cookie, [{ variant_id: variantId, quantity: 2 }]);
    t.clock.advance(60_000);
    const second = await buy(a.cookie, [
      { variant_id: mugVariant, quantity: 1 },
      { variant_id: variantId, quantity: 1 },
    ]);

    for (const message of [
      'rastrear pedido',
      'Status do pedido',
      'meu pedido',
      'cadê minha compra?',
      'rastrar pedido',
    ]) {
      const reply = (await ask(a.cookie, message)).json().reply as { topic: string; text: string; link: unknown };
      expect(reply.topic, message).toBe('orders');
      expect(reply.text).toContain(s.ordersIntro(2));
      expect(reply.text).toContain(`Pedido #${orderNumber(first)} · Aguardando pagamento · feito em `);
      expect(reply.text).toContain(`Pedido #${orderNumber(second)}`);
      expect(reply.text).toContain('2× Camiseta Robô (M)');
      expect(reply.text).toContain('1× Caneca Robô');
      expect(reply.text).toMatch(/feito em \d{2}\/\d{2}\/\d{4}/);
      expect(reply.text).toContain('Pague até');
      // Newest first.
      expect(reply.text.indexOf(orderNumber(second))).toBeLessThan(reply.text.indexOf(orderNumber(first)));
      expect(reply.link).toEqual({ to: '/orders', label: s.ordersLink });
    }

    const others = (await ask(b.cookie, 'rastrear pedido')).json().reply.text as string;
    expect(others).toContain('Você ainda não tem pedidos.');
    expect(others).not.toContain(orderNumber(first));
    expect(others).not.toContain(orderNumber(second));
  });

  it('shows paid and lapsed orders as they are, and at most the three newest', async () => {
    const a = await signupMember(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(await buy(a.cookie, [{ variant_id: variantId, quantity: 1 }]));
      t.clock.advance(1000);
    }
    await t.database.db.updateTable('store_orders').set({ status: 'paid' }).where('id', '=', ids[3]!).execute();
    t.clock.advance(MEMBER_HOLD_MS + 1);
    const text = (await ask(a.cookie, 'meus pedidos')).json().reply.text as string;
    expect(text).toContain(s.ordersIntro(3));
    expect(text).toContain(`Pedido #${orderNumber(ids[3]!)} · Pago`);
    expect(text).toContain(`Pedido #${orderNumber(ids[2]!)} · Expirado`);
    expect(text).not.toContain(orderNumber(ids[0]!));
    expect(text).not.toContain('Pague até');
  });

  it("answers delivery and returns from the store's rules", async () => {
    const m = await signupMember(t.app);
    const delivery = (await ask(m.cookie, 'Qual o prazo de entrega?')).json().reply;
    expect(delivery.topic).toBe('delivery');
    expect(delivery.text).toBe(s.delivery('R$\u00a050,00', { min: 3, max: 12 }, { min: 1, max: 6 }, 2, 30, 30));
    const returns = (await ask(m.cookie, 'Como faço uma devolução?')).json().reply;
    expect(returns.topic).toBe('returns');
    expect(returns.text).toBe(s.returns(30, 7));
    expect(returns.chips.map((c: { topic: string }) => c.topic)).toEqual(['orders', 'delivery']);
  });

  it('answers everything else by the rules, as the chat does on its own', async () => {
    const m = await signupMember(t.app);
    for (const message of ['Como faço um saque?', 'Oi', 'qual a capital da Mongólia']) {
      expect((await ask(m.cookie, message)).json().reply, message).toEqual(answerFor(message));
    }
  });

  it('refuses an empty or overlong message with a pt-BR message', async () => {
    const m = await signupMember(t.app);
    const empty = await ask(m.cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(s.messageRequired);
    const long = await ask(m.cookie, 'a'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(s.messageTooLong(500));
    const zone = await ask(m.cookie, 'rastrear pedido', { timeZone: 'Marte/Olympus' });
    expect(zone.statusCode).toBe(200);
  });
});
