import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../platform/ids';
import { mediaPath } from '../platform/storage';
import type { SeedDeps } from './seed-deps';
import { hashPassword } from '../features/auth/password';
import { abstractWebp, logoSvg } from './artwork';
import { brandData, DEMO_MEMBER, segmentData } from './catalog-data';
import { seedTeamDemo } from './team-seed';
import { seedAccountDemo } from './account-seed';
import { demoJoinedAt, memberRow } from './member-row';
import { seedStore } from './store-seed';
import { seedFeedDemo } from './feed-seed';
import { seedVideoDemo } from './video-seed';
import { seedDiscoverDemo } from './discover-seed';

async function getMeta(db: Kysely<Database>, key: string) {
  return (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** Segments and brands are the product's own catalogue: present on every install. */
export async function seedCatalog(deps: SeedDeps): Promise<void> {
  if (await getMeta(deps.db, 'catalog_seeded')) return;
  for (const b of brandData) {
    if (!(await deps.storage.exists(`brands/${b.id}-logo.svg`))) {
      await deps.storage.put(`brands/${b.id}-logo.svg`, logoSvg(b.name, b.colors));
      await deps.storage.put(
        `brands/${b.id}-cover.webp`,
        await abstractWebp(b.id, b.colors, 960, 360, deps.readyMadeMedia),
      );
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    if (await getMeta(trx, 'catalog_seeded')) return;
    await trx
      .insertInto('segments')
      .values(
        segmentData.map((s, i) => ({
          id: s.id,
          label: s.label,
          icon: s.icon,
          color: s.color,
          position: i,
          // Counted from segment_follows: a new install has no followers yet.
          followers_count: 0,
        })),
      )
      .execute();
    await trx
      .insertInto('brands')
      .values(
        brandData.map((b, i) => ({
          id: b.id,
          name: b.name,
          category: b.category,
          // Superseded by followers_count (migration 013); the column stays for older installs.
          followers_text: '',
          followers_count: 0,
          verified: b.verified ? 1 : 0,
          segment_id: b.segmentId,
          logo_url: mediaPath(`brands/${b.id}-logo.svg`),
          cover_url: mediaPath(`brands/${b.id}-cover.webp`),
          position: i,
        })),
      )
      .execute();
    await trx
      .insertInto('app_meta')
      .values({ key: 'catalog_seeded', value: String(deps.clock.now()) })
      .execute();
  });
}

/** The demo member and sample content: loaded once, and only into a database with no members. */
export async function seedDemo(deps: SeedDeps): Promise<void> {
  await seedStore(deps);
  await seedDiscoverDemo(deps);
  if (await getMeta(deps.db, 'demo_seeded')) return;
  const anyUser = await deps.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await deps.db.transaction().execute(async (trx) => {
    if (await getMeta(trx, 'demo_seeded')) return;
    const now = deps.clock.now();
    await trx
      .insertInto('users')
      .values(
        memberRow({
          id: newId('usr', now),
          name: DEMO_MEMBER.name,
          email: DEMO_MEMBER.email,
          phone: DEMO_MEMBER.phone,
          bio: DEMO_MEMBER.bio,
          website: DEMO_MEMBER.website,
          passwordHash,
          referralCode: DEMO_MEMBER.referralCode,
          at: demoJoinedAt(now),
        }),
      )
      .execute();
    await trx
      .insertInto('app_meta')
      .values({ key: 'demo_seeded', value: String(now) })
      .execute();
  });
  await seedAccountDemo(deps);
  await seedFeedDemo(deps);
  await seedVideoDemo(deps);
  await seedTeamDemo(deps);
}

export type { SeedDeps } from './seed-deps';
