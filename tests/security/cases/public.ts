import type { CaseTable } from './types';

const docs = 'the OpenAPI description of the API: no member data';
const storefront = 'the storefront contract is public and CORS-open; it serves the catalogue only';
const payLink = 'a hosted payment link: refused with 404 unless its signed token matches the order';
const campaignPayLink =
  'a campaign’s hosted payment link: refused with 404 unless its signed token matches the campaign; paying only activates it';

/** Routes that need no session, each with what protects it instead. */
export const publicCases: CaseTable = {
  'GET /api/health': { access: 'public', why: 'liveness probe' },
  'GET /api/ready': {
    access: 'public',
    why: 'readiness probe: says only whether the database, bus and storage answer',
  },
  // Prometheus scrapes with the operator's bearer token (METRICS_TOKEN); counts by route pattern only.
  'GET /metrics': { access: 'operator', setup: async () => ({ url: '/metrics' }) },
  'GET /avatars/initials.svg': { access: 'public', why: 'draws initials from the name in the query' },
  'GET /avatars/cover.svg': { access: 'public', why: 'draws a gradient picked from the name in the query' },
  'GET /media/*': { access: 'public', why: 'media are served by unguessable keys, like a CDN would' },
  'GET /api/docs': { access: 'public', why: docs },
  'GET /api/docs/json': { access: 'public', why: docs },
  'GET /api/docs/yaml': { access: 'public', why: docs },
  'GET /api/docs/static/*': { access: 'public', why: docs },
  'GET /api/docs/static/index.html': { access: 'public', why: docs },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', why: docs },
  'POST /api/auth/signup': { access: 'public', why: 'creates an account; throttled per IP and email' },
  'POST /api/auth/login': { access: 'public', why: 'checks a password; throttled per IP, slowed per email' },
  'POST /api/auth/login/2fa': { access: 'public', why: 'needs the signed challenge cookie of a password check' },
  'POST /api/auth/logout': { access: 'public', why: 'ends the caller’s own session, if any' },
  'GET /api/store/config': { access: 'public', why: 'the store id the client talks to' },
  'GET /api/store/cep/:cep': { access: 'public', why: 'the address of a postal code, from a public table' },
  'GET /store/:storeId/collections': { access: 'public', why: storefront },
  'GET /store/:storeId/products': { access: 'public', why: storefront },
  'GET /store/:storeId/products/:productId': { access: 'public', why: storefront },
  'GET /store/:storeId/settings': { access: 'public', why: storefront },
  'GET /store/:storeId/variants': { access: 'public', why: storefront },
  'POST /store/:storeId/checkout': {
    access: 'public',
    why: `${storefront}; a member's session only makes the order theirs`,
  },
  'OPTIONS /store/:storeId': { access: 'public', why: 'CORS preflight' },
  'OPTIONS /store/:storeId/*': { access: 'public', why: 'CORS preflight' },
  'GET /pay/pay.js': { access: 'public', why: 'the static script of the hosted payment page' },
  'GET /pay/:orderId': { access: 'public', why: payLink },
  'GET /pay/:orderId/go': { access: 'public', why: payLink },
  'GET /pay/:orderId/cancel': { access: 'public', why: payLink },
  'POST /pay/:orderId/cancel': { access: 'public', why: payLink },
  'POST /pay/:orderId/card': { access: 'public', why: payLink },
  'POST /pay/:orderId/pix': { access: 'public', why: payLink },
  'GET /pay/campaign/:campaignId': { access: 'public', why: campaignPayLink },
  'POST /pay/campaign/:campaignId/card': { access: 'public', why: campaignPayLink },
  'POST /pay/campaign/:campaignId/pix': { access: 'public', why: campaignPayLink },
  'POST /pay/campaign/:campaignId/cancel': { access: 'public', why: campaignPayLink },
  'POST /pay/:orderId/delivery': { access: 'public', why: payLink },
  'POST /api/payments/webhook/:provider': {
    access: 'public',
    why: 'server to server: refused unless the provider signature is valid',
  },
};
