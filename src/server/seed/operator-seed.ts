import { ensureDemoAccount } from './member-row';
import type { SeedDeps } from './seed-deps';

/**
 * The operator of local trials, named in the README. Its password is public, so it is created only
 * when SEED_DEMO=1 is asked for explicitly (never by the default), and only if the email is free.
 */
export const DEMO_OPERATOR = {
  name: 'Olga Operadora',
  email: 'operador@brandsocial.com.br',
  password: 'operador-demo',
  referralCode: 'BSOPERA001',
};

export async function seedDemoOperator(deps: Pick<SeedDeps, 'db' | 'clock'>): Promise<void> {
  await ensureDemoAccount(deps.db, DEMO_OPERATOR, deps.clock.now(), { is_operator: 1 });
}
