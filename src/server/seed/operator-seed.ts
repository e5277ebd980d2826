import { hashPassword } from '../features/auth/password';
import { newId } from '../platform/ids';
import { memberRow } from './member-row';
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
  const taken = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_OPERATOR.email)
    .executeTakeFirst();
  if (taken) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password);
  const now = deps.clock.now();
  await deps.db
    .insertInto('users')
    .values({
      ...memberRow({
        id: newId('usr', now),
        name: DEMO_OPERATOR.name,
        email: DEMO_OPERATOR.email,
        passwordHash,
        referralCode: DEMO_OPERATOR.referralCode,
        at: now,
      }),
      is_operator: 1,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
