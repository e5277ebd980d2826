import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/store';
import { useOperator } from '../../testing/fixtures/admin';
import { paidOrder, pendingOrder, useBrandOrders } from '../../testing/fixtures/orders';
import { stockOf } from '../../testing/fixtures/store';
import { useMembers } from '../../testing/test-app';

const BRAND = 'nexo-tech';
const { t, team, variants } = useBrandOrders({ nexo: 'carregador-nexo', urbana: 'bone-urbana' }, 50);
const [buyer] = useMembers(t, ['Caio Comprador']);
const operator = useOperator(t, 'Olívia Operadora');

const ownerRefund = (cookie: string, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/studio/brands/${BRAND}/orders/${orderId}/refund`, headers: { cookie } });
const operatorRefund = (cookie: string, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: { cookie } });
const refunds = (orderId: string) =>
  t.database.db.selectFrom('store_order_refunds').selectAll().where('order_id', '=', orderId).execute();
const myOrder = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: buyer.cookie } })).json<{
    order: Order;
  }>().order;

describe('refunding a paid order', () => {
  it("an owner refunds an order of the brand's alone: stock back, refund recorded, buyer told, audited", async () => {
    const before = await stockOf(t, variants.nexo);
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 3 }]);
    expect(await stockOf(t, variants.nexo)).toBe(before - 3);

    const res = await ownerRefund(team.owner.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ orderId: id, provider: 'sandbox', amountInCents: 15000 });
    expect(await stockOf(t, variants.nexo)).toBe(before);
    const [refund, ...more] = await refunds(id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ provider: 'sandbox', amount: 15000, actor_id: team.owner.member.id });
    expect(refund!.provider_ref).toMatch(/^re_sbx_/);

    const order = await myOrder(id);
    expect(order.status).toBe('refunded');
    expect(order.fulfilments).toEqual([]);
    const told = await t.database.db
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', buyer.member.id)
      .where('type', '=', 'order')
      .execute();
    expect(told.map((n) => n.text)).toContain(
      `Seu pedido #${id.slice(-8).toUpperCase()} foi cancelado e o valor, reembolsado.`,
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([{ actor_id: team.owner.member.id, action: 'order.refund' }]);
  });

  it('a refunded order cannot be refunded twice (409 pt-BR), and its stock comes back once', async () => {
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 2 }]);
    expect((await ownerRefund(team.owner.cookie, id)).statusCode).toBe(200);
    const stock = await stockOf(t, variants.nexo);
    for (const again of [await ownerRefund(team.owner.cookie, id), await operatorRefund(operator.cookie, id)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Este pedido já foi reembolsado.');
    }
    expect(await stockOf(t, variants.nexo)).toBe(stock);
    expect(await refunds(id)).toHaveLength(1);
  });

  it('two refunds at once: one wins, the other is told it is done, and the refund is recorded once', async () => {
    const before = await stockOf(t, variants.nexo);
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const answers = await Promise.all([ownerRefund(team.owner.cookie, id), operatorRefund(operator.cookie, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refunds(id)).toHaveLength(1);
    expect(await stockOf(t, variants.nexo)).toBe(before);
  });

  it("an owner may not refund an order with another brand's products; the operator may", async () => {
    const nexoBefore = await stockOf(t, variants.nexo);
    const urbanaBefore = await stockOf(t, variants.urbana);
    const id = await paidOrder(t, buyer.cookie, [
      { variant_id: variants.nexo, quantity: 1 },
      { variant_id: variants.urbana, quantity: 2 },
    ]);
    const owner = await ownerRefund(team.owner.cookie, id);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toBe('Este pedido tem produtos de outras marcas: só a BrandSocial pode reembolsá-lo.');
    expect((await myOrder(id)).status).toBe('paid');
    const res = await operatorRefund(operator.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund.amountInCents).toBe(15000);
    expect(await stockOf(t, variants.nexo)).toBe(nexoBefore);
    expect(await stockOf(t, variants.urbana)).toBe(urbanaBefore);
    expect((await refunds(id))[0]!.actor_id).toBe(operator.member.id);
  });

  it('only paid orders are refunded', async () => {
    const waiting = await pendingOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    const res = await operatorRefund(operator.cookie, waiting);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Só pedidos pagos podem ser preparados, enviados ou reembolsados.');
    expect(await refunds(waiting)).toEqual([]);
  });

  it('editors and analysts may not refund (403), others get a 404, and nothing changes', async () => {
    const stock = await stockOf(t, variants.nexo);
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.nexo, quantity: 1 }]);
    for (const m of [team.editor, team.analyst]) {
      const res = await ownerRefund(m.cookie, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Seu papel na equipe não permite esta ação.');
    }
    expect((await ownerRefund(buyer.cookie, id)).statusCode).toBe(404);
    expect((await operatorRefund(buyer.cookie, id)).statusCode).toBe(404);
    expect((await operatorRefund(team.owner.cookie, id)).statusCode).toBe(404);
    expect((await myOrder(id)).status).toBe('paid');
    expect(await stockOf(t, variants.nexo)).toBe(stock - 1);
  });

  it("an owner's refund of an order without the brand in it is a 404", async () => {
    const id = await paidOrder(t, buyer.cookie, [{ variant_id: variants.urbana, quantity: 1 }]);
    expect((await ownerRefund(team.owner.cookie, id)).statusCode).toBe(404);
    expect((await operatorRefund(operator.cookie, 'ord_nao_existe')).statusCode).toBe(404);
  });
});
