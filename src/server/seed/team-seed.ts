import { ensureDemoAccount } from './member-row';
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
  const now = deps.clock.now();
  const { id: userId } = await ensureDemoAccount(deps.db, DEMO_BRAND_OWNER, now);
  await deps.db
    .insertInto('brand_members')
    .values({ brand_id: DEMO_BRAND_OWNER.brandId, user_id: userId, role: 'owner', created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
