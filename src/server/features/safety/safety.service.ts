import type { Kysely } from 'kysely';
import { teamCan } from '../../../shared/brand-roles';
import { MAX_HIDDEN_WORDS, type BlockedAccount, type MuteKind, type MutedAccount } from '../../../shared/safety';
import { normaliseWord } from '../../../shared/safety-rules';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';
import type { ReadCache } from '../../platform/read-cache';
import * as members from '../members/members.service';
import * as notifications from '../notifications/notifications.service';
import { teamRoleOf } from '../teams/team-guard';
import * as q from './safety.queries';

/**
 * Blocks, mutes and hidden words (decision 026). This feature keeps the choices; the rules that
 * honour them live below every feature that shows content (privacy/blocks.ts, privacy/mutes.ts,
 * content/visibility.ts), read on every request or from the read cache under the viewer tags a
 * change here invalidates, on every instance.
 */
export interface SafetyDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  cache: ReadCache;
}

const person = (r: { id: string; name: string; avatar_url: string | null }) => ({
  id: r.id,
  name: r.name,
  avatarUrl: r.avatar_url ?? defaultAvatarUrl(r.name),
});

/** A brand's blocks are kept by those who answer for it (owners and editors); outsiders do not learn it has a team. */
async function mustKeepBrandBlocks(db: Kysely<Database>, memberId: string, brandId: string) {
  const role = await teamRoleOf(db, memberId, brandId);
  if (!role) throw new AppError(404, 'not_found');
  if (!teamCan(role, 'answer')) throw new AppError(403, 'team_role_forbidden');
}

/** Whatever either side cached of the other (feeds, pages, searches, blocks) is stale at once. */
function blockChanged(deps: Pick<SafetyDeps, 'cache'>, ...memberIds: string[]) {
  deps.cache.invalidate(...memberIds.flatMap((id) => [cacheTags.viewer(id), cacheTags.member(id)]));
  for (const id of memberIds) notifications.retracted(deps, id);
}

export async function listBlocks(deps: SafetyDeps, memberId: string, brandId?: string): Promise<BlockedAccount[]> {
  if (brandId) await mustKeepBrandBlocks(deps.db, memberId, brandId);
  const rows = brandId ? await q.brandBlocksOf(deps.db, brandId) : await q.memberBlocksOf(deps.db, memberId);
  return rows.map((r) => ({ member: person(r), createdAt: Number(r.created_at) }));
}

/**
 * Blocks a member, as oneself or as a brand: the block stands first (no follow can slip in after
 * it), then the follows between them end both ways, with their counters, and what they announced
 * to each other leaves their notifications.
 */
export async function block(deps: SafetyDeps, actorId: string, memberId: string, brandId?: string) {
  if (memberId === actorId) throw new AppError(400, 'cannot_block_self');
  if (brandId) await mustKeepBrandBlocks(deps.db, actorId, brandId);
  if (!(await q.memberExists(deps.db, memberId))) throw new AppError(404, 'not_found');
  const now = deps.clock.now();
  if (brandId) {
    await deps.db.transaction().execute(async (trx) => {
      await q.insertBrandBlock(trx, brandId, memberId, actorId, now);
      await notifications.forgetBetween(trx, { userId: memberId, brandId });
    });
    await members.unfollowBrand(deps, memberId, brandId);
    blockChanged(deps, memberId);
    return { blocked: true };
  }
  await deps.db.transaction().execute(async (trx) => {
    await q.insertMemberBlock(trx, actorId, memberId, now);
    await notifications.forgetBetween(trx, { userId: actorId, actorId: memberId });
    await notifications.forgetBetween(trx, { userId: memberId, actorId });
  });
  await members.unfollowMember(deps, actorId, memberId);
  await members.unfollowMember(deps, memberId, actorId);
  blockChanged(deps, actorId, memberId);
  return { blocked: true };
}

export async function unblock(deps: SafetyDeps, actorId: string, memberId: string, brandId?: string) {
  if (brandId) {
    await mustKeepBrandBlocks(deps.db, actorId, brandId);
    await q.deleteBrandBlock(deps.db, brandId, memberId);
    blockChanged(deps, memberId);
  } else {
    await q.deleteMemberBlock(deps.db, actorId, memberId);
    blockChanged(deps, actorId, memberId);
  }
  return { blocked: false };
}

export async function listMutes(deps: SafetyDeps, memberId: string): Promise<MutedAccount[]> {
  const rows = await q.mutesWithNames(deps.db, memberId);
  return rows.flatMap((r) => {
    const name = r.kind === 'brand' ? r.brand_name : r.member_name;
    if (!name) return [];
    const avatarUrl = (r.kind === 'brand' ? r.logo_url : r.avatar_url) ?? defaultAvatarUrl(name);
    return [{ kind: r.kind, id: r.target_id, name, avatarUrl, createdAt: Number(r.created_at) }];
  });
}

export async function mute(deps: SafetyDeps, memberId: string, kind: MuteKind, targetId: string) {
  if (kind === 'member' && targetId === memberId) throw new AppError(400, 'cannot_mute_self');
  const exists = kind === 'member' ? await q.memberExists(deps.db, targetId) : await q.brandExists(deps.db, targetId);
  if (!exists) throw new AppError(404, 'not_found');
  await q.insertMute(deps.db, memberId, kind, targetId, deps.clock.now());
  deps.cache.invalidate(cacheTags.viewer(memberId));
  return { muted: true };
}

export async function unmute(deps: SafetyDeps, memberId: string, kind: MuteKind, targetId: string) {
  await q.deleteMute(deps.db, memberId, kind, targetId);
  deps.cache.invalidate(cacheTags.viewer(memberId));
  return { muted: false };
}

export async function listWords(deps: SafetyDeps, memberId: string) {
  const rows = await q.hiddenWords(deps.db, memberId);
  return rows.map((r) => ({ word: r.word, createdAt: Number(r.created_at) }));
}

/** Adds a hidden word; one already in the list (however it was written) stays as it was. */
export async function addWord(deps: SafetyDeps, memberId: string, word: string) {
  await deps.db.transaction().execute(async (trx) => {
    if ((await q.countHiddenWords(trx, memberId)) >= MAX_HIDDEN_WORDS) throw new AppError(409, 'hidden_word_limit');
    await q.insertHiddenWord(trx, memberId, word, normaliseWord(word), deps.clock.now());
  });
  return { word };
}

export async function removeWord(deps: SafetyDeps, memberId: string, word: string) {
  if (!(await q.deleteHiddenWord(deps.db, memberId, normaliseWord(word)))) throw new AppError(404, 'not_found');
}
