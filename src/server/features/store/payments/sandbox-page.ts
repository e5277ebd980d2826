import { ptBR } from '../../../../shared/i18n/pt-BR';
import { formatCep } from '../../../../shared/brazil';
import { formatMoney } from '../../../../shared/store-rules';
import type { Order } from '../../../../shared/store';

/*
 * The sandbox's hosted payment page, rendered on the server in pt-BR. Plain HTML forms do the work;
 * the only script is a separate file (pay-script.ts; the CSP allows no inline script).
 */

const t = ptBR.store.pay_page;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:linear-gradient(160deg,#eef2ff 0%,#fdf2f8 100%);color:#0f172a;min-height:100vh}
a{color:#4f46e5}header{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:960px;margin:0 auto;padding:20px 16px}
.brand{display:flex;align-items:center;gap:10px;font-weight:800;font-size:18px}.brand svg{flex:none}
.lock{display:flex;align-items:center;gap:6px;color:#475569;font-size:14px}
.notice{max-width:960px;margin:0 auto 12px;padding:0 16px}.notice p{margin:0;background:#fef3c7;color:#78350f;border-radius:10px;padding:8px 12px;font-size:13px}
main{max-width:960px;margin:0 auto;padding:0 16px 40px;display:grid;gap:16px}
@media(min-width:800px){main{grid-template-columns:1fr 1fr;align-items:start}}
.card{background:#fff;border-radius:18px;box-shadow:0 10px 30px rgba(15,23,42,.08);padding:20px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 12px}.muted{color:#64748b;font-size:13px;margin:0}
ul.items{list-style:none;margin:12px 0;padding:0;display:grid;gap:12px}
.item{display:grid;grid-template-columns:56px 1fr auto;gap:12px;align-items:center}
.item img,.item .ph{width:56px;height:56px;border-radius:12px;object-fit:cover;background:#e2e8f0}
.item .name{font-weight:600;font-size:14px}.item .meta{color:#64748b;font-size:13px}.item .price{font-weight:600;font-size:14px;white-space:nowrap}
.totals{border-top:1px solid #e2e8f0;margin-top:8px;padding-top:12px;display:grid;gap:6px;font-size:14px}
.totals div{display:flex;justify-content:space-between}.totals .free{color:#15803d;font-weight:600}.totals .grand{font-size:18px;font-weight:800}
.tabs{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-bottom:16px}
.tabs a{display:flex;align-items:center;justify-content:center;gap:8px;padding:12px;border-radius:12px;border:2px solid #e2e8f0;text-decoration:none;color:#0f172a;font-weight:600}
.tabs a[aria-current=page]{border-color:#4f46e5;background:#eef2ff;color:#3730a3}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 6px}
input,textarea{width:100%;font:inherit;padding:12px;border:1px solid #cbd5e1;border-radius:10px;background:#fff;color:inherit}
input:focus,textarea:focus,button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{font:inherit;cursor:pointer;border:0;border-radius:12px;padding:14px 16px;font-weight:700;width:100%}
.primary{background:#4f46e5;color:#fff;margin-top:16px}.primary:hover{background:#4338ca}
.secondary{background:#f1f5f9;color:#0f172a}.secondary:hover{background:#e2e8f0}
.ghost{background:transparent;color:#64748b;margin-top:8px;font-weight:600}.ghost:hover{color:#0f172a}
.alert{border-radius:10px;padding:10px 12px;font-size:14px;margin-bottom:12px;background:#fee2e2;color:#991b1b}
.hint{font-size:12px;color:#64748b;margin-top:10px}
.qr{display:flex;justify-content:center;margin:8px 0 12px}.qr img{width:220px;height:220px;border-radius:12px;border:1px solid #e2e8f0;background:#fff;padding:8px}
textarea{font-family:ui-monospace,Menlo,monospace;font-size:12px;resize:none;word-break:break-all}
.actions{display:grid;gap:8px;margin-top:12px}.ship{margin-top:12px;line-height:1.5}select{width:100%;font:inherit;padding:12px;border:1px solid #cbd5e1;border-radius:10px;background:#fff;color:inherit}fieldset{border:0;margin:12px 0 0;padding:0}legend{font-size:13px;font-weight:600;margin-bottom:6px}.opt{display:flex;gap:10px;align-items:center;border:2px solid #e2e8f0;border-radius:12px;padding:10px 12px;margin:0 0 8px;font-weight:400}.opt input{width:auto}.opt>span{display:grid}.opt small{color:#64748b}.field-hint{font-size:12px;color:#64748b;margin:4px 0 0}.state{text-align:center;padding:32px 20px}.state .primary{display:inline-block;width:auto;text-decoration:none;padding:12px 24px}
`;

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#lg)"/><path d="M10 9h7a4 4 0 0 1 0 8h-7zm0 8h8a4 4 0 0 1 0 8h-8z" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/></svg>`;
const LOCK = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · BrandSocial</title><style>${STYLE}</style><script src="/pay/pay.js" defer></script></head><body><header><div class="brand">${LOGO}<span>BrandSocial</span></div><div class="lock">${LOCK}<span>${escapeHtml(t.title)}</span></div></header><div class="notice"><p>${escapeHtml(t.sandboxNotice)}</p></div>${body}</body></html>`;
}

export function summary(order: Order): string {
  const money = (c: number) => escapeHtml(formatMoney(c, order.currency));
  const items = order.items
    .map(
      (
        i,
      ) => `<li class="item">${i.imageUrl ? `<img src="${escapeHtml(i.imageUrl)}" alt="${escapeHtml(ptBR.store.productImage(i.title))}" width="56" height="56">` : '<span class="ph"></span>'}
<div><div class="name">${escapeHtml(i.title)}</div><div class="meta">${escapeHtml(i.variantTitle)} · ${i.quantity} × ${money(i.unitPriceInCents)}</div></div><div class="price">${money(i.totalInCents)}</div></li>`,
    )
    .join('');
  return `<section class="card" aria-labelledby="summary-title"><h1 id="summary-title">${escapeHtml(t.summary)}</h1><p class="muted">${escapeHtml(ptBR.store.orderNumber(order.number))}</p>
<ul class="items">${items}</ul><div class="totals"><div><span>${escapeHtml(ptBR.store.subtotal)}</span><span>${money(order.subtotalInCents)}</span></div>
${freightLine(order)}
<div class="grand"><span>${escapeHtml(ptBR.store.total)}</span><span>${money(order.totalInCents)}</span></div></div>${shipTo(order)}</section>`;
}

function freightLine(order: Order): string {
  const d = order.delivery;
  const label = d ? ptBR.delivery.freightOf(ptBR.delivery.shippingMethods[d.method]) : ptBR.store.freight;
  const value =
    order.freightInCents === 0
      ? `<span class="free">${escapeHtml(ptBR.store.freightFree)}</span>`
      : `<span>${escapeHtml(formatMoney(order.freightInCents, order.currency))}</span>`;
  return `<div><span>${escapeHtml(label)}</span>${value}</div>`;
}

/** Where the order goes, once the buyer said. */
function shipTo(order: Order): string {
  const d = order.delivery;
  if (!d) return '';
  const t = ptBR.delivery;
  return `<p class="muted ship"><strong>${escapeHtml(t.shipTo)}:</strong> ${escapeHtml(deliveryLine(d))}<br>${escapeHtml(
    `${t.shippingMethods[d.method]} · ${t.arrivesIn(d.days)}`,
  )}</p>`;
}

/** `Avenida Paulista, 1000, ap. 12 — Bela Vista, São Paulo/SP · CEP 01310-100` */
export function deliveryLine(d: NonNullable<Order['delivery']>): string {
  const street = [d.street, d.number, d.complement].filter(Boolean).join(', ');
  return `${street} — ${d.district}, ${d.city}/${d.uf} · CEP ${formatCep(d.cep)}`;
}

export interface PayPageInput {
  order: Order;
  token: string;
  method: 'card' | 'pix';
  error?: string | undefined;
  /** Kept on a refused card so the buyer does not type everything again. */
  card?: { number?: string; name?: string; expiry?: string } | undefined;
  pix?: { payload: string; qrDataUrl: string } | undefined;
  reservedUntil: string;
  /** 1x..Nx of this order, each with its amount. */
  installments: { count: number; amountInCents: number }[];
  chosenInstallments?: number | undefined;
}

function installmentsField(p: PayPageInput): string {
  if (p.installments.length < 2) return '<input type="hidden" name="installments" value="1">';
  const t = ptBR.installments;
  const options = p.installments
    .map(
      (o) =>
        `<option value="${o.count}"${o.count === (p.chosenInstallments ?? 1) ? ' selected' : ''}>${escapeHtml(
          t.option(o.count, formatMoney(o.amountInCents, p.order.currency)),
        )}</option>`,
    )
    .join('');
  return `<label for="installments">${escapeHtml(t.label)}</label><select id="installments" name="installments">${options}</select>`;
}

/** The hosted page of anything paid by card or Pix: a summary beside the two methods and a way back. */
export interface HostedPageInput extends Pick<PayPageInput, 'token' | 'method' | 'error' | 'card' | 'pix'> {
  /** The page's path; its forms post to `${base}/card`, `/pix` and `/cancel`. */
  base: string;
  /** The summary card, as HTML (escaped by the caller). */
  summary: string;
  total: string;
  /** More fields of the card form (an order's installments), as HTML. */
  cardExtra?: string | undefined;
  pixHint?: string | undefined;
  /** Under the methods: how long the page can be paid, when that is limited. */
  hint?: string | undefined;
  cancelLabel: string;
}

export function hostedPaymentPage(p: HostedPageInput): string {
  const base = p.base;
  const token = escapeHtml(p.token);
  const hidden = `<input type="hidden" name="token" value="${token}">`;
  const tab = (m: 'card' | 'pix', label: string) =>
    `<a href="${base}?token=${token}&amp;method=${m}"${p.method === m ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`;
  const alert = p.error ? `<div class="alert" role="alert">${escapeHtml(p.error)}</div>` : '';
  const method =
    p.method === 'card'
      ? `<form method="post" action="${base}/card" novalidate>${hidden}
<label for="number">${escapeHtml(t.cardNumber)}</label><input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" autocorrect="off" spellcheck="false" maxlength="23" data-format="card" placeholder="4242 4242 4242 4242" required value="${escapeHtml(p.card?.number ?? '')}">
<label for="name">${escapeHtml(t.cardName)}</label><input id="name" name="name" autocomplete="cc-name" autocapitalize="characters" autocorrect="off" spellcheck="false" required value="${escapeHtml(p.card?.name ?? '')}">
<div class="row"><div><label for="expiry">${escapeHtml(t.cardExpiry)}</label><input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" autocorrect="off" spellcheck="false" maxlength="9" data-format="expiry" placeholder="MM/AA" required value="${escapeHtml(p.card?.expiry ?? '')}"></div>
<div><label for="cvc">${escapeHtml(t.cardCvc)}</label><input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" autocorrect="off" spellcheck="false" maxlength="4" data-format="cvc" placeholder="123" required></div></div>
${p.cardExtra ?? ''}
<button class="primary" type="submit">${escapeHtml(t.payNow(p.total))}</button><p class="hint">${escapeHtml(t.testCards)}</p></form>`
      : `<div><p class="muted">${escapeHtml(t.pixInstructions)}</p>
<div class="qr"><img src="${p.pix!.qrDataUrl}" alt="${escapeHtml(t.pixQrAlt)}" width="220" height="220"></div>
<label for="pix-code">${escapeHtml(t.pixCopyPaste)}</label><textarea id="pix-code" rows="4" readonly>${escapeHtml(p.pix!.payload)}</textarea>
<div class="actions"><button class="secondary" type="button" data-copy="pix-code" data-copied="${escapeHtml(t.copied)}" hidden>${escapeHtml(t.copy)}</button>
<form method="post" action="${base}/pix">${hidden}<button class="primary" type="submit">${escapeHtml(t.pixSimulate)}</button></form></div>
${p.pixHint ? `<p class="hint">${escapeHtml(p.pixHint)}</p>` : ''}</div>`;
  return layout(
    t.title,
    `<main>${p.summary}<section class="card" aria-labelledby="pay-title"><h2 id="pay-title">${escapeHtml(ptBR.store.paymentMethod)}</h2>
<nav class="tabs" aria-label="${escapeHtml(ptBR.store.paymentMethod)}">${tab('card', t.card)}${tab('pix', t.pix)}</nav>${alert}${method}
${p.hint ? `<p class="hint">${escapeHtml(p.hint)}</p>` : ''}
<form method="post" action="${base}/cancel">${hidden}<button class="ghost" type="submit">${escapeHtml(p.cancelLabel)}</button></form></section></main>`,
  );
}

export function payPage(p: PayPageInput): string {
  return hostedPaymentPage({
    ...p,
    base: `/pay/${encodeURIComponent(p.order.id)}`,
    summary: summary(p.order),
    total: formatMoney(p.order.totalInCents, p.order.currency),
    cardExtra: installmentsField(p),
    pixHint: t.pixExpires(p.reservedUntil),
    hint: t.expiresAt(p.reservedUntil),
    cancelLabel: t.cancel,
  });
}

/** A page with one message and one way on: paid, closed, or a bad link. */
export function statePage(message: string, link?: { href: string; label: string }): string {
  return layout(
    t.title,
    `<main style="grid-template-columns:1fr"><section class="card state"><h1>${escapeHtml(message)}</h1>${
      link ? `<p><a class="primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
    }</section></main>`,
  );
}
