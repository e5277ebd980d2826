import { hashPassword } from '../features/auth/password';
import { newId } from '../platform/ids';
import { memberRow } from './member-row';
import type { SeedDeps } from './seed-deps';

/**
 * The demo's brand team: a second demo account, named in the README, owns Nexo Tech, so that the
 * studio can be tried at once. The demo member stays a plain member, as a new account would be.
 */
export const DEMO_BRAND_OWNER = {
  name: 'Bruno Nexo',
  email: 'marca@brandsocial.com.br',
  password: 'marca-demo',
  referralCode: 'BSMARCA001',
  brandId: 'nexo-tech',
};

export async function seedTeamDemo(deps: Pick<SeedDeps, 'db' | 'clock'>): Promise<void> {
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_BRAND_OWNER.email)
    .executeTakeFirst();
  const now = deps.clock.now();
  let userId = existing?.id;
  if (!userId) {
    userId = newId('usr', now);
    const passwordHash = await hashPassword(DEMO_BRAND_OWNER.password);
    await deps.db
      .insertInto('users')
      .values(
        memberRow({
          id: userId,
          name: DEMO_BRAND_OWNER.name,
          email: DEMO_BRAND_OWNER.email,
          passwordHash,
          referralCode: DEMO_BRAND_OWNER.referralCode,
          at: now,
        }),
      )
      .execute();
  }
  await deps.db
    .insertInto('brand_members')
    .values({ brand_id: DEMO_BRAND_OWNER.brandId, user_id: userId, role: 'owner', created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
