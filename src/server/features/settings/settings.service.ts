import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import {
  DEFAULT_PRIVACY,
  commentPolicies,
  notificationTypes,
  type CommentPolicy,
  type NotificationPrefs,
  type Privacy,
} from '../../../shared/settings';
import type { Database } from '../../db/schema';
import { fromBool, toBool } from '../../db/dialect';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import type { ReadCache } from '../../platform/read-cache';
import * as q from './settings.queries';

export interface SettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: ReadCache;
}

function isCommentPolicy(v: string): v is CommentPolicy {
  return (commentPolicies as readonly string[]).includes(v);
}

export async function getPrivacy(db: Kysely<Database>, userId: string): Promise<Privacy> {
  const row = await q.findSettings(db, userId);
  if (!row) return DEFAULT_PRIVACY;
  return {
    privateAccount: toBool(row.private_account),
    commentPolicy: isCommentPolicy(row.comment_policy) ? row.comment_policy : 'everyone',
    hideCounters: toBool(row.hide_counters),
  };
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

export async function getNotificationPrefs(db: Kysely<Database>, userId: string): Promise<NotificationPrefs> {
  const muted = new Set((await q.listMutes(db, userId)).map((r) => r.type));
  return Object.fromEntries(notificationTypes.map((t) => [t, !muted.has(t)])) as NotificationPrefs;
}

export async function updateNotificationPrefs(db: Kysely<Database>, userId: string, patch: Partial<NotificationPrefs>) {
  await db.transaction().execute(async (trx) => {
    for (const type of notificationTypes) {
      const wanted = patch[type];
      if (wanted === true) await q.unmute(trx, userId, type);
      if (wanted === false) await q.mute(trx, userId, type);
    }
  });
  return getNotificationPrefs(db, userId);
}

/** Whether a member wants notifications of this type (all types are on until switched off). */
export async function wantsNotification(db: Kysely<Database>, userId: string, type: string): Promise<boolean> {
  return !(await q.isMuted(db, userId, type));
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

/** Everything this feature keeps about a member, for their LGPD export. */
export async function exportFor(db: Kysely<Database>, userId: string) {
  const row = await q.findSettings(db, userId);
  return {
    privacy: await getPrivacy(db, userId),
    notifications: await getNotificationPrefs(db, userId),
    storeName: row?.store_name ?? null,
    pendingFollowRequests: (await q.allFollowRequestsFor(db, userId)).map((r) => ({
      requesterId: r.requester_id,
      createdAt: new Date(Number(r.created_at)).toISOString(),
    })),
  };
}
