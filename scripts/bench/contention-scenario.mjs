// The store's stock under contention: rounds of 200 shoppers checking out the last units of one
// variant at the same instant. Not a steady load like the others (autocannon would spend most of its
// time on refusals once the units are gone), so it runs its own rounds and reports the same numbers,
// plus whether every round sold exactly its units: no unit oversold, none refused while left.
import { percentile } from './percentile.mjs';
import { LAST_UNITS, LAST_UNITS_ROUNDS, lastUnitsVariant } from './generators/store.mjs';

const SHOPPERS = 200;
const JSON_HEADERS = { 'content-type': 'application/json' };

async function checkoutOnce(ctx, variantId) {
  const started = performance.now();
  const res = await fetch(`${ctx.baseUrl}/store/${ctx.storeId}/checkout`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      items: [{ variant_id: variantId, quantity: 1 }],
      successUrl: 'https://loja.exemplo.com.br/success',
      cancelUrl: 'https://loja.exemplo.com.br/checkout',
    }),
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, code: body.code, ms: performance.now() - started };
}

async function stockOf(ctx, round) {
  const product = `prod_last_${String(round).padStart(2, '0')}`;
  const res = await fetch(`${ctx.baseUrl}/store/${ctx.storeId}/variants?product_ids=${product}`);
  const { variants } = await res.json();
  return variants.find((v) => v.id === lastUnitsVariant(round))?.inventory_quantity;
}

export const contentionScenario = {
  name: 'store-last-units',
  description: `${LAST_UNITS_ROUNDS} rounds of ${SHOPPERS} simultaneous POST /store/{id}/checkout for the last ${LAST_UNITS} units of one variant — throughput under contention, and every round must sell exactly its units.`,
  async run(ctx) {
    const latencies = [];
    const statusCodes = {};
    let unexpected = 0;
    const wrongRounds = [];
    let busyMs = 0;
    for (let round = 1; round <= LAST_UNITS_ROUNDS; round++) {
      const variant = lastUnitsVariant(round);
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: SHOPPERS }, () => checkoutOnce(ctx, variant)));
      busyMs += performance.now() - started;
      let sold = 0;
      for (const a of answers) {
        statusCodes[a.status] = (statusCodes[a.status] ?? 0) + 1;
        if (a.status >= 200 && a.status < 300) {
          sold += 1;
          latencies.push(a.ms);
        } else if (a.status === 409 && a.code === 'insufficient_inventory') latencies.push(a.ms);
        else unexpected += 1;
      }
      const left = await stockOf(ctx, round);
      if (sold !== LAST_UNITS || left !== 0) wrongRounds.push(`round ${round}: sold ${sold}, ${left} left`);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const total = LAST_UNITS_ROUNDS * SHOPPERS;
    return {
      name: 'store-last-units',
      requestsPerSecond: total / (busyMs / 1000),
      total,
      durationSeconds: busyMs / 1000,
      latency: {
        average: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
      },
      errors: wrongRounds.length,
      timeouts: 0,
      // A refusal for want of stock is the expected answer here; anything else is counted.
      non2xx: unexpected,
      statusCodes,
      wrongRounds,
    };
  },
};
