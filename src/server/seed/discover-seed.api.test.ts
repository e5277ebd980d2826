import { expect, it } from 'vitest';
import { STORY_TTL_MS } from '../../shared/stories';
import { signupMember } from '../testing/harness';
import { seedDiscoverDemo } from './discover-seed';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

const seed = () => seedDiscoverDemo(t.seedDeps);
const brandGroups = async (cookie: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie } })).json().groups as {
      author: { kind: string; name: string };
      isPubli: boolean;
    }[]
  ).filter((g) => g.author.kind === 'brand');

it('seeds the five story brands once, and posts fresh stories when theirs have expired', async () => {
  await seed();
  await seed();
  const m = await signupMember(t.app);
  const groups = await brandGroups(m.cookie);
  expect(groups.map((g) => g.author.name).sort()).toEqual([
    'Arena Esportes',
    'Batida Sonora',
    'Nexo Tech',
    'Sabor da Casa',
    'Urbana Moda',
  ]);
  expect(
    groups
      .filter((g) => g.isPubli)
      .map((g) => g.author.name)
      .sort(),
  ).toEqual(['Batida Sonora', 'Nexo Tech']);
  expect(await t.database.db.selectFrom('stories').select('id').execute()).toHaveLength(5);

  t.clock.advance(STORY_TTL_MS + 1);
  expect(await brandGroups(m.cookie)).toEqual([]);
  await seed();
  expect(await brandGroups(m.cookie)).toHaveLength(5);
  expect(await t.database.db.selectFrom('segment_images').select('id').execute()).toHaveLength(144);
});
