import { formatCep, formatCpf, ufs } from '../../../../shared/brazil';
import { ptBR } from '../../../../shared/i18n/pt-BR';
import type { Order } from '../../../../shared/store';
import { shippingMethods, shippingOptions } from '../../../../shared/store-delivery';
import { formatMoney } from '../../../../shared/store-rules';
import { escapeHtml, layout, summary } from './sandbox-page';

/*
 * The hosted page's delivery step, for an order placed without one (a storefront client that sends
 * only items). A plain form the server checks; pay.js fills the address from the CEP and shows each
 * option's price for the UF chosen, from the quotes written into the page.
 */

const t = ptBR.delivery;

export interface DeliveryPageInput {
  order: Order;
  token: string;
  method: 'card' | 'pix';
  /** What the buyer typed, kept when the form comes back with an error. */
  values?: Record<string, string | undefined> | undefined;
  error?: string | undefined;
  parcelGrams: number;
}

/** Each UF's price and estimate for both options, for pay.js to show as the UF changes. */
function quotes(order: Order, grams: number) {
  return Object.fromEntries(
    ufs.map((uf) => [
      uf,
      Object.fromEntries(
        shippingOptions(uf, grams, order.subtotalInCents).map((o) => [
          o.method,
          {
            price: o.priceInCents === 0 ? ptBR.store.freightFree : formatMoney(o.priceInCents, order.currency),
            days: t.arrivesIn(o.days),
          },
        ]),
      ),
    ]),
  );
}

export function deliveryPage(p: DeliveryPageInput): string {
  const v = p.values ?? {};
  const val = (name: string) => escapeHtml(v[name] ?? '');
  const base = `/pay/${encodeURIComponent(p.order.id)}`;
  const token = escapeHtml(p.token);
  const field = (name: string, label: string, attrs: string) =>
    `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attrs} value="${val(name)}">`;
  const ufOptions = [`<option value="">${escapeHtml(t.ufChoose)}</option>`]
    .concat(ufs.map((uf) => `<option${v.uf === uf ? ' selected' : ''}>${uf}</option>`))
    .join('');
  const all = quotes(p.order, p.parcelGrams);
  const current = v.uf && v.uf in all ? all[v.uf] : undefined;
  const options = shippingMethods
    .map((m) => {
      const q = current?.[m];
      const checked = (v.shipping || 'pac') === m;
      return `<label class="opt"><input type="radio" name="shipping" value="${m}"${checked ? ' checked' : ''}><span><strong>${escapeHtml(
        t.shippingMethods[m],
      )} <span data-quote-price="${m}">${escapeHtml(q ? `· ${q.price}` : '')}</span></strong><small data-quote-days="${m}">${escapeHtml(
        q?.days ?? t.shippingAfterCep,
      )}</small></span></label>`;
    })
    .join('');
  const alert = p.error ? `<div class="alert" role="alert">${escapeHtml(p.error)}</div>` : '';
  const form = `<form method="post" action="${base}/delivery" novalidate data-delivery><input type="hidden" name="token" value="${token}"><input type="hidden" name="method" value="${p.method}">
${field('cep', t.cep, `inputmode="numeric" autocomplete="postal-code" maxlength="9" data-format="cep" data-cep-lookup placeholder="00000-000" required aria-describedby="cep-hint"`)}<p class="field-hint" id="cep-hint" data-cep-status data-not-found="${escapeHtml(t.cepNotFound)}">${escapeHtml(t.cepHint)}</p>
${field('street', t.street, 'autocomplete="address-line1" required')}
<div class="row"><div>${field('number', t.number, 'autocomplete="address-line2" required')}</div><div>${field('complement', t.complement, 'autocomplete="address-line3"')}</div></div>
${field('district', t.district, 'autocomplete="address-level3" required')}
<div class="row"><div>${field('city', t.city, 'autocomplete="address-level2" required')}</div><div><label for="uf">${escapeHtml(t.uf)}</label><select id="uf" name="uf" autocomplete="address-level1" required>${ufOptions}</select></div></div>
${field('cpf', t.cpf, 'inputmode="numeric" autocomplete="off" maxlength="14" data-format="cpf" placeholder="000.000.000-00" required aria-describedby="cpf-hint"')}<p class="field-hint" id="cpf-hint">${escapeHtml(t.cpfHint)}</p>
<fieldset data-quotes="${escapeHtml(JSON.stringify(all))}"><legend>${escapeHtml(t.shipping)}</legend>${options}</fieldset>
<button class="primary" type="submit">${escapeHtml(t.continue)}</button></form>`;
  return layout(
    ptBR.store.pay_page.title,
    `<main>${summary(p.order)}<section class="card" aria-labelledby="delivery-title"><h2 id="delivery-title">${escapeHtml(t.title)}</h2>${alert}${form}
<form method="post" action="${base}/cancel"><input type="hidden" name="token" value="${token}"><button class="ghost" type="submit">${escapeHtml(ptBR.store.pay_page.cancel)}</button></form></section></main>`,
  );
}

/** The form's fields as typed, for showing them again with an error (formatted as the member sees them). */
export function typedDelivery(form: Record<string, string | undefined>): Record<string, string> {
  const pick = (k: string) => (form[k] ?? '').slice(0, 200);
  return {
    cep: formatCep(pick('cep')),
    street: pick('street'),
    number: pick('number'),
    complement: pick('complement'),
    district: pick('district'),
    city: pick('city'),
    uf: pick('uf').toUpperCase(),
    cpf: formatCpf(pick('cpf')),
    shipping: pick('shipping'),
  };
}
