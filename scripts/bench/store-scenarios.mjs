// The store's scenarios: the storefront calls a shopper's browser makes, on the generated catalog
// (generators/store.mjs). Unauthenticated, as the storefront contract is.
import { createRandom } from './random.mjs';
import { notForSale, productId, variantId } from './generators/store.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };
const PAGE = 24;

export const storeScenarios = [
  {
    name: 'store-list',
    description:
      'GET /store/{id}/products?limit=24&offset=… — a random page of the catalog with variants, options, images and collections.',
    async setup(ctx) {
      const random = createRandom(ctx.seed);
      const pages = Math.max(1, Math.ceil(ctx.storeProducts / PAGE));
      return {
        requests: [
          {
            method: 'GET',
            headers: JSON_HEADERS,
            setupRequest(req) {
              const page = random.int(pages);
              req.path = `/store/${ctx.storeId}/products?limit=${PAGE}${page ? `&offset=${page * PAGE}` : ''}`;
              return req;
            },
          },
        ],
      };
    },
  },
  {
    name: 'store-product',
    description: 'GET /store/{id}/products/{productId} — a random product page.',
    async setup(ctx) {
      const random = createRandom(ctx.seed);
      return {
        requests: [
          {
            method: 'GET',
            headers: JSON_HEADERS,
            setupRequest(req) {
              req.path = `/store/${ctx.storeId}/products/${productId(1 + random.int(ctx.storeProducts))}`;
              return req;
            },
          },
        ],
      };
    },
  },
  {
    name: 'store-checkout',
    description:
      'POST /store/{id}/checkout with 1–3 random items — validation, the stock reservation and the order in one transaction, and the hosted page URL.',
    async setup(ctx) {
      const random = createRandom(ctx.seed);
      return {
        requests: [
          {
            method: 'POST',
            path: `/store/${ctx.storeId}/checkout`,
            headers: JSON_HEADERS,
            setupRequest(req) {
              const lines = new Map();
              for (let i = random.between(1, 3); i > 0; i--) {
                let n = 1 + random.int(ctx.storeProducts);
                if (notForSale(n)) n -= 1;
                lines.set(variantId(n, 1), random.between(1, 2));
              }
              req.body = JSON.stringify({
                items: [...lines].map(([variant_id, quantity]) => ({ variant_id, quantity })),
                successUrl: 'https://loja.exemplo.com.br/success',
                cancelUrl: 'https://loja.exemplo.com.br/checkout',
                locale: 'pt-BR',
                timeZone: 'America/Sao_Paulo',
              });
              return req;
            },
          },
        ],
      };
    },
  },
];
