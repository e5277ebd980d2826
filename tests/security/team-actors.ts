import type { TeamRole } from '../../src/shared/brand-roles';
import { addToTeam } from '../../src/server/testing/fixtures/teams';
import type { TestApp } from '../../src/server/testing/harness';
import { newActor, type Actor } from './support';

/** One brand's team, a role each, and the owner of another brand's team, who must not reach this one. */
export interface TeamActors {
  brandId: string;
  owner: Actor;
  editor: Actor;
  analyst: Actor;
  otherTeam: Actor;
}

export async function createTeamActors(t: TestApp): Promise<TeamActors> {
  const brandId = 'nexo-tech';
  const actors = {
    owner: await newActor(t, 'Dalva Dona da Marca'),
    editor: await newActor(t, 'Edson Editor da Marca'),
    analyst: await newActor(t, 'Alice Analista da Marca'),
  } satisfies Record<TeamRole, Actor>;
  for (const [role, actor] of Object.entries(actors)) await addToTeam(t, brandId, actor.id, role as TeamRole);
  const otherTeam = await newActor(t, 'Osmar Outra Equipe');
  await addToTeam(t, 'urbana-moda', otherTeam.id, 'owner');
  return { brandId, ...actors, otherTeam };
}
