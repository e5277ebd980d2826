import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../store/payments/provider';
import { sandboxEvent, sandboxWebhookSecret } from '../store/payments/sandbox';
import { adsClient, signupAdvertiser } from '../../testing/fixtures/ads';
import { payByCard, postPageForm } from '../../testing/fixtures/store';
import { useTestApp } from '../../testing/test-app';

const SECRET = 'test-secret-0123456789abcdef0123456789';

const t = useTestApp();
const api = adsClient(t);

const advertiser = (cents: number) => signupAdvertiser(t, cents, 'Post da campanha');

const reach = (postId: string, extra: object = {}) => ({
  objective: 'reach',
  dailyBudgetCents: 5000,
  durationDays: 6,
  postId,
  ...extra,
});

const form = (url: string, fields: Record<string, string>) => postPageForm(t, url, fields);
const webhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
  });
const pageOf = (paymentUrl: string) => {
  const url = new URL(paymentUrl);
  return { path: url.pathname, token: url.searchParams.get('token')!, method: url.searchParams.get('method') };
};

describe('paying from the wallet', () => {
  it('debits the balance once and activates the campaign, with the debit in the statement', async () => {
    const m = await advertiser(50000);
    const res = await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'wallet' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentUrl: null,
      campaign: { status: 'active', paymentMethod: 'wallet', totalCents: 30000, remainingCents: 30000, daysLeft: 6 },
    });
    expect(res.json().campaign.paidAt).toBe(res.json().campaign.createdAt);
    expect(await api.balance(m.cookie)).toBe(20000);
    expect((await api.transactions(m.cookie))[0]).toMatchObject({
      type: 'debit',
      amountCents: 30000,
      status: 'completed',
      description: 'Campanha Alcance (6 dias)',
    });
    // A second payment of a paid campaign is refused and takes nothing.
    const again = await api.pay(m.cookie, res.json().campaign.id, 'wallet');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta campanha não está aguardando pagamento.');
    expect(await api.balance(m.cookie)).toBe(20000);
  });

  it("refuses with 'Saldo insuficiente' when short, creating nothing and taking nothing", async () => {
    const m = await advertiser(29999);
    const res = await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'wallet' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'Saldo insuficiente' });
    expect((await api.list(m.cookie)).json().items).toEqual([]);
    expect(await api.transactions(m.cookie)).toHaveLength(1);
    expect(await api.balance(m.cookie)).toBe(29999);
  });

  it('pays later a campaign left waiting, once, even when two payments race', async () => {
    const m = await advertiser(10000);
    const c = (await api.launch(m.cookie, reach(m.post.id))).json().campaign;
    expect((await api.pay(m.cookie, c.id, 'wallet')).json().message).toBe('Saldo insuficiente');
    expect((await api.get(m.cookie, c.id)).json().status).toBe('awaiting_payment');
    await api.credit(m.member.id, 100000);
    const [a, b] = await Promise.all([api.pay(m.cookie, c.id, 'wallet'), api.pay(m.cookie, c.id, 'wallet')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await api.balance(m.cookie)).toBe(80000);
    const debits = (await api.transactions(m.cookie)).filter((x) => x.type === 'debit');
    expect(debits).toHaveLength(1);
    expect((await api.get(m.cookie, c.id)).json()).toMatchObject({ status: 'active', paymentMethod: 'wallet' });
  });
});

describe('paying by card or Pix on the hosted page', () => {
  it('opens the store sandbox page for the campaign; a declined card leaves it waiting, an approved one activates it', async () => {
    const m = await advertiser(0);
    const res = await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'card' }));
    expect(res.statusCode).toBe(201);
    const { campaign, paymentUrl } = res.json();
    expect(campaign.status).toBe('awaiting_payment');
    const p = pageOf(paymentUrl);
    expect(p.path).toBe(`/pay/campaign/${campaign.id}`);
    const page = await t.app.inject({ method: 'GET', url: `${p.path}?token=${p.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Resumo da campanha');
    expect(page.body).toContain('Campanha: Alcance');
    expect(page.body).toContain('R$\u00a0300,00');
    expect(page.body).toContain('Número do cartão');
    expect(page.body).not.toMatch(/<script>/);

    const declined = await payByCard(t, paymentUrl, { number: '4000 0000 0000 0002', name: 'ANA' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Pagamento recusado');
    expect((await api.get(m.cookie, campaign.id)).json().status).toBe('awaiting_payment');

    const paid = await payByCard(t, paymentUrl, { name: 'ANA' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/advertise?campaign=${campaign.id}`);
    expect((await api.get(m.cookie, campaign.id)).json()).toMatchObject({
      status: 'active',
      paymentMethod: 'card',
      remainingCents: 30000,
    });
    // The wallet is not touched by a card payment.
    expect(await api.transactions(m.cookie)).toEqual([]);
    const closed = await t.app.inject({ method: 'GET', url: `${p.path}?token=${p.token}` });
    expect(closed.body).toContain('Esta campanha já foi paga.');
  });

  it('pays by Pix later, after the page was abandoned', async () => {
    const m = await advertiser(0);
    const first = (await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'card' }))).json();
    const abandoned = pageOf(first.paymentUrl);
    const back = await form(`${abandoned.path}/cancel`, { token: abandoned.token });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/advertise?campaign=${first.campaign.id}`);
    expect((await api.get(m.cookie, first.campaign.id)).json().status).toBe('awaiting_payment');

    const res = await api.pay(m.cookie, first.campaign.id, 'pix');
    expect(res.statusCode).toBe(200);
    const p = pageOf(res.json().paymentUrl);
    expect(p.method).toBe('pix');
    const page = await t.app.inject({ method: 'GET', url: `${p.path}?token=${p.token}&method=pix` });
    expect(page.body).toContain('Pix copia e cola');
    expect((await form(`${p.path}/pix`, { token: p.token })).statusCode).toBe(303);
    expect((await api.get(m.cookie, first.campaign.id)).json()).toMatchObject({
      status: 'active',
      paymentMethod: 'pix',
    });
  });

  it('lets the member cancel a campaign never paid; its page then refuses payment', async () => {
    const m = await advertiser(100000);
    const { campaign, paymentUrl } = (await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'pix' }))).json();
    const canceled = await api.cancel(m.cookie, campaign.id);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', spentCents: 0, remainingCents: 0 });
    expect((await api.pay(m.cookie, campaign.id, 'wallet')).statusCode).toBe(409);
    expect((await api.cancel(m.cookie, campaign.id)).statusCode).toBe(409);
    const p = pageOf(paymentUrl);
    expect((await t.app.inject({ method: 'GET', url: `${p.path}?token=${p.token}` })).statusCode).toBe(410);
    expect((await form(`${p.path}/pix`, { token: p.token })).statusCode).toBe(410);
    expect((await api.get(m.cookie, campaign.id)).json().status).toBe('canceled');
    expect(await api.balance(m.cookie)).toBe(100000);
  });

  it('refuses a paid campaign being canceled', async () => {
    const m = await advertiser(100000);
    const c = (await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'wallet' }))).json().campaign;
    expect((await api.cancel(m.cookie, c.id)).statusCode).toBe(409);
    expect((await api.get(m.cookie, c.id)).json().status).toBe('active');
  });
});

describe('forged and repeated payment events', () => {
  it('refuses a bad link and an unsigned or wrongly signed event', async () => {
    const m = await advertiser(0);
    const { campaign } = (await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'card' }))).json();
    const path = `/pay/campaign/${campaign.id}`;
    expect((await t.app.inject({ method: 'GET', url: `${path}?token=falso` })).statusCode).toBe(404);
    expect((await form(`${path}/pix`, { token: 'falso' })).statusCode).toBe(404);
    const { body } = sandboxEvent(SECRET, t.clock, 'payment.succeeded', campaign.id, 'card');
    expect((await webhook(body)).statusCode).toBe(400);
    const now = Math.floor(t.clock.now() / 1000);
    expect((await webhook(body, signatureHeader('outro-segredo', now, body))).statusCode).toBe(400);
    expect((await api.get(m.cookie, campaign.id)).json().status).toBe('awaiting_payment');
  });

  it('ignores a payment of a campaign whose page the provider never opened', async () => {
    const m = await advertiser(0);
    const { campaign } = (await api.launch(m.cookie, reach(m.post.id))).json();
    const { body, signature } = sandboxEvent(SECRET, t.clock, 'payment.succeeded', campaign.id, 'card');
    const res = await webhook(body, signature);
    expect(res.json()).toMatchObject({ received: true, outcome: 'ignored' });
    expect((await api.get(m.cookie, campaign.id)).json().status).toBe('awaiting_payment');
  });

  it('activates once: a repeated or second event changes nothing', async () => {
    const m = await advertiser(0);
    const { campaign } = (await api.launch(m.cookie, reach(m.post.id, { paymentMethod: 'card' }))).json();
    const event = sandboxEvent(SECRET, t.clock, 'payment.succeeded', campaign.id, 'card');
    expect((await webhook(event.body, event.signature)).json().outcome).toBe('applied');
    const paid = (await api.get(m.cookie, campaign.id)).json();
    t.clock.advance(60_000);
    const resent = signatureHeader(sandboxWebhookSecret(SECRET), Math.floor(t.clock.now() / 1000), event.body);
    expect((await webhook(event.body, resent)).json().outcome).toBe('duplicate');
    const second = sandboxEvent(SECRET, t.clock, 'payment.succeeded', campaign.id, 'pix');
    expect((await webhook(second.body, second.signature)).json().outcome).toBe('duplicate');
    expect((await api.get(m.cookie, campaign.id)).json()).toMatchObject({
      paidAt: paid.paidAt,
      endsAt: paid.endsAt,
      paymentMethod: 'card',
    });
    // A failed event after the payment does not undo it.
    const failed = sandboxEvent(SECRET, t.clock, 'payment.failed', campaign.id, 'card');
    expect((await webhook(failed.body, failed.signature)).json().outcome).toBe('ignored');
    expect((await api.get(m.cookie, campaign.id)).json().status).toBe('active');
  });
});
