import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { Privacy } from '../../../shared/settings';
import type { Database } from '../../db/schema';
import { fromBool } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import type { ReadCache } from '../../platform/read-cache';
import { getPrivacy } from '../privacy/privacy';
import * as q from './settings.queries';

export interface SettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: ReadCache;
}

export async function updatePrivacy(deps: SettingsDeps, userId: string, patch: Partial<Privacy>): Promise<Privacy> {
  await q.upsertSettings(deps.db, userId, {
    ...(patch.privateAccount !== undefined ? { private_account: fromBool(patch.privateAccount) } : {}),
    ...(patch.commentPolicy ? { comment_policy: patch.commentPolicy } : {}),
    ...(patch.hideCounters !== undefined ? { hide_counters: fromBool(patch.hideCounters) } : {}),
    updated_at: deps.clock.now(),
  });
  // Who sees the member's posts may have changed: their followers' feeds, everyone's last group.
  deps.cache.invalidate(cacheTags.member(userId), cacheTags.source('member', userId), cacheTags.anyPost);
  return getPrivacy(deps.db, userId);
}

/** The name of a member's personal store, or 'Loja de {first name}' until they choose one. */
export async function getStoreName(db: Kysely<Database>, userId: string, memberName: string): Promise<string> {
  const row = await q.findSettings(db, userId);
  return row?.store_name ?? ptBR.shop.defaultStoreName(memberName);
}

export async function setStoreName(deps: SettingsDeps, userId: string, storeName: string): Promise<void> {
  await q.upsertSettings(deps.db, userId, { store_name: storeName, updated_at: deps.clock.now() });
}

export async function getAvatarMedia(db: Kysely<Database>, userId: string): Promise<string | null> {
  return (await q.findSettings(db, userId))?.avatar_media ?? null;
}

export async function setAvatarMedia(deps: SettingsDeps, userId: string, media: string | null): Promise<void> {
  await q.upsertSettings(deps.db, userId, { avatar_media: media, updated_at: deps.clock.now() });
}
