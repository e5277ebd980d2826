import { describe, expect, it } from 'vitest';
import type { StudioOrdersPage } from '../../../shared/fulfilment';
import type { Order } from '../../../shared/store';
import { signupMember } from '../../testing/harness';
import { paidOrder, pendingOrder, useBrandOrders } from '../../testing/fixtures/orders';
import { setNotificationPrefs } from '../../testing/fixtures/members';
import { useMembers } from '../../testing/test-app';

const BRAND = 'nexo-tech';
const { t, team, variants } = useBrandOrders({ nexo: 'fone-nexo', urbana: 'camisa-urbana' });
const [buyer] = useMembers(t, ['Beatriz Compradora Silva']);

const list = (cookie: string, state?: string, cursor?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/studio/brands/${BRAND}/orders?${new URLSearchParams({ ...(state ? { state } : {}), ...(cursor ? { cursor } : {}) })}`,
    headers: { cookie },
  });
const move = (cookie: string, orderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studio/brands/${BRAND}/orders/${orderId}/fulfilment`,
    headers: { cookie },
    payload,
  });
const myOrder = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: buyer.cookie } })).json<{
    order: Order;
  }>().order;
const notifications = async () =>
  t.database.db
    .selectFrom('notifications')
    .select(['type', 'text', 'actor_user_id'])
    .where('user_id', '=', buyer.member.id)
    .where('type', '=', 'order')
    .orderBy('created_at')
    .execute();

describe("a brand's orders in its studio", () => {
  it("lists paid orders with this brand's lines only, its total and the buyer's first name", async () => {
    const id = await paidOrder(t, buyer.cookie, [
      { variant_id: variants.nexo, quantity: 2 },
      { variant_id: variants.urbana, quantity: 1 },
    ]);
    const res = await list(team.editor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<StudioOrdersPage>().orders.find((o) => o.id === id)!;
    expect(order.buyerFirstName).toBe('Beatriz');
    expect(order.items.map((i) => i.variantId)).toEqual([variants.nexo]);
    expect(order.totalInCents).toBe(10000);
    expect(order.fulfilment).toMatchObject({ status: 'preparando', trackingCode: null });
    expect(order.onlyThisBrand).toBe(false);
    expect(res.body).not.toContain(buyer.email);
    expect(res.body).not.toContain('Silva');
  });

  it('filters by state: awaiting payment and cancelled orders apart from paid ones', async () => {
    const waiting = await pendingOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const ids = async (state: string) =>
      (await list(team.owner.cookie, state)).json<StudioOrdersPage>().orders.map((o) => o.id);
    expect(await ids('awaiting')).toContain(waiting);
    expect(await ids('paid')).not.toContain(waiting);
    await t.database.db.updateTable('store_orders').set({ status: 'canceled' }).where('id', '=', waiting).execute();
    expect(await ids('cancelled')).toContain(waiting);
    expect(await ids('awaiting')).not.toContain(waiting);
  });

  it('refuses an unknown filter in pt-BR', async () => {
    const res = await list(team.owner.cookie, 'enviados');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Filtro desconhecido');
  });

  it('pages newest first with a cursor', async () => {
    for (let i = 0; i < 21; i++) await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const first = (await list(team.owner.cookie, 'paid')).json<StudioOrdersPage>();
    expect(first.orders).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = (await list(team.owner.cookie, 'paid', first.nextCursor!)).json<StudioOrdersPage>();
    expect(second.orders.length).toBeGreaterThan(0);
    const all = [...first.orders, ...second.orders].map((o) => o.id);
    expect(new Set(all).size).toBe(all.length);
    const times = [...first.orders, ...second.orders].map((o) => Date.parse(o.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('an analyst may not see orders (403), someone off the team gets a 404', async () => {
    const analyst = await list(team.analyst.cookie);
    expect(analyst.statusCode).toBe(403);
    expect(analyst.json().message).toBe('Seu papel na equipe não permite esta ação.');
    expect((await list(buyer.cookie)).statusCode).toBe(404);
  });
});

describe('moving a part forward', () => {
  it('goes preparando → enviado (with a tracking code) → entregue; the buyer sees each step and is notified', async () => {
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const before = (await notifications()).length;
    expect((await myOrder(id)).fulfilments).toMatchObject([
      { brandId: BRAND, brandName: 'Nexo Tech', status: 'preparando' },
    ]);

    const sent = await move(team.editor.cookie, id, { status: 'enviado', trackingCode: 'aa123456789br' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().order.fulfilment).toMatchObject({ status: 'enviado', trackingCode: 'AA123456789BR' });
    expect((await myOrder(id)).fulfilments[0]).toMatchObject({ status: 'enviado', trackingCode: 'AA123456789BR' });

    const delivered = await move(team.owner.cookie, id, { status: 'entregue' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await myOrder(id)).fulfilments[0]).toMatchObject({ status: 'entregue', trackingCode: 'AA123456789BR' });

    const news = (await notifications()).slice(before);
    expect(news.map((n) => n.text)).toEqual([
      `Nexo Tech enviou seu pedido #${id.slice(-8).toUpperCase()} — código de rastreio AA123456789BR.`,
      `Seu pedido #${id.slice(-8).toUpperCase()} de Nexo Tech foi entregue.`,
    ]);
    // The notification names the brand, never the team member who moved the order.
    expect(news.every((n) => n.actor_user_id === buyer.member.id)).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('target_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => [a.actor_id, a.action])).toEqual([
      [team.editor.member.id, 'order.fulfil'],
      [team.owner.member.id, 'order.fulfil'],
    ]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ status: 'enviado', trackingCode: 'AA123456789BR' });
  });

  it('only forward: no skipping enviado, no going back; a repeated step changes nothing', async () => {
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const skip = await move(team.owner.cookie, id, { status: 'entregue' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Um pedido só avança: preparando, enviado e depois entregue.');
    expect((await move(team.owner.cookie, id, { status: 'enviado', trackingCode: 'BR1234' })).statusCode).toBe(200);
    const count = (await notifications()).length;
    const again = await move(team.editor.cookie, id, { status: 'enviado', trackingCode: 'OUTRO99' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.fulfilment.trackingCode).toBe('BR1234');
    expect((await notifications()).length).toBe(count);
    expect((await move(team.owner.cookie, id, { status: 'entregue' })).statusCode).toBe(200);
    const back = await move(team.owner.cookie, id, { status: 'enviado', trackingCode: 'BR1234' });
    expect(back.statusCode).toBe(409);
    expect((await myOrder(id)).fulfilments[0]!.status).toBe('entregue');
  });

  it("a buyer who switched order notifications off is not told, yet sees the step in 'Meus pedidos'", async () => {
    const quiet = await signupMember(t.app, { name: 'Quieta Compradora' });
    await setNotificationPrefs(t.app, quiet.cookie, { order: false });
    const id = await paidOrder(t, quiet.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    expect((await move(team.owner.cookie, id, { status: 'enviado', trackingCode: 'QT12345' })).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', quiet.member.id)
      .execute();
    expect(rows).toEqual([]);
    const order = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: quiet.cookie } });
    expect(order.json().orders[0].fulfilments[0]).toMatchObject({ status: 'enviado', trackingCode: 'QT12345' });
  });

  it('asks for a tracking code to mark a part sent, in pt-BR', async () => {
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const none = await move(team.owner.cookie, id, { status: 'enviado' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.trackingCode).toBe('Informe o código de rastreio para marcar como enviado.');
    const bad = await move(team.owner.cookie, id, { status: 'enviado', trackingCode: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.trackingCode).toContain('Código de rastreio inválido');
  });

  it('moves only paid orders, and only orders with the brand in them', async () => {
    const waiting = await pendingOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const unpaid = await move(team.owner.cookie, waiting, { status: 'enviado', trackingCode: 'BR1234' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Só pedidos pagos podem ser preparados, enviados ou reembolsados.');
    const other = await paidOrder(t, buyer.cookie, [{ variant_id: variants.urbana, quantity: 1 }]);
    expect((await move(team.owner.cookie, other, { status: 'enviado', trackingCode: 'BR1234' })).statusCode).toBe(404);
    expect((await myOrder(other)).fulfilments).toMatchObject([{ brandId: 'urbana-moda', status: 'preparando' }]);
  });

  it('an analyst may not move a part (403); off the team, a malformed request still gets the 404', async () => {
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const analyst = await move(team.analyst.cookie, id, { status: 'enviado', trackingCode: 'BR1234' });
    expect(analyst.statusCode).toBe(403);
    expect((await move(buyer.cookie, id, { status: 'voando' })).statusCode).toBe(404);
    expect((await myOrder(id)).fulfilments[0]!.status).toBe('preparando');
  });
});
