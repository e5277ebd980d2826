import { importCatalog } from '../../src/server/features/store/admin.service';
import { createAppWithRoutes, type RouteEntry } from '../../src/server/testing/route-table';
import type { TestApp } from '../../src/server/testing/harness';
import type { CaseContext } from './route-cases';
import { newActor } from './support';
import { createTeamActors } from './team-actors';

export const ADMIN_TOKEN = 'operador-token-0123456789abcdef';
export const STORE_ID = 'store_brandsocial';

export interface SecuritySuite {
  t: TestApp;
  routes: RouteEntry[];
  ctx: CaseContext;
}

/** The app with every optional feature switched on (so every route exists), two members and a product. */
export async function createSecuritySuite(): Promise<SecuritySuite> {
  const { t, routes } = await createAppWithRoutes({
    // Dozens of members sign up from one address in these suites.
    env: { AUTH_RATE_LIMIT: '100000', STORE_ADMIN_TOKEN: ADMIN_TOKEN, METRICS_TOKEN: ADMIN_TOKEN, STORE_ID },
  });
  await importCatalog(
    { db: t.database.db, clock: t.clock, storage: t.storage },
    {
      collections: [],
      products: [
        {
          handle: 'produto-seguranca',
          title: 'Produto Segurança',
          variants: [{ sku: 'SEG-1', price: 1990, stock: 100_000 }],
        },
      ],
    },
  );
  const product = await t.database.db
    .selectFrom('store_products')
    .select('id')
    .where('handle', '=', 'produto-seguranca')
    .executeTakeFirstOrThrow();
  const variant = await t.database.db
    .selectFrom('store_variants')
    .select('id')
    .where('product_id', '=', product.id)
    .executeTakeFirstOrThrow();
  const networkOperator = await newActor(t, 'Olga Operadora');
  await t.database.db.updateTable('users').set({ is_operator: 1 }).where('id', '=', networkOperator.id).execute();
  const ctx: CaseContext = {
    t,
    a: await newActor(t, 'Ana Dona'),
    b: await newActor(t, 'Bruno Outro'),
    fresh: (name) => newActor(t, name ?? 'Membro Avulso'),
    store: `/store/${STORE_ID}`,
    variant: { productId: product.id, variantId: variant.id },
    adminToken: ADMIN_TOKEN,
    networkOperator,
    team: await createTeamActors(t),
  };
  return { t, routes, ctx };
}
