import type { Kysely } from 'kysely';
import { mentionCandidates } from '../../../shared/posts';
import {
  groupedNotificationTypes,
  type LiveEvent,
  type Notification,
  type NotificationType,
} from '../../../shared/notifications';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/event-bus';
import { newId } from '../../platform/ids';
import { mentionsThatNotify } from '../../platform/minor-accounts';
import type { ReadCache } from '../../platform/read-cache';
import { userChannel } from '../../platform/sse';
import { toAuthor } from '../content/authors';
import { wantsNotification } from './notification-prefs';
import * as q from './notifications.queries';

export interface NotificationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  cache: ReadCache;
}

/** A notification written inside a transaction, to announce live once the transaction commits. */
export interface PendingNotification {
  id: string;
  userId: string;
}

const EXCERPT = 140;
const MAX_MENTIONED = 10;
/** A name shared by many members is too vague to notify them all. */
const MAX_SAME_NAME = 3;

/**
 * A notification as the live stream announces it: who did what (the list adds the rest). A brand's
 * notification shows the brand as its actor, the way its content shows it as the author.
 */
export function toNotification(row: q.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: toAuthor({
      author_user_id: row.actor_user_id,
      brand_id: row.actor_brand_id,
      author_name: row.actor_name,
      author_avatar_url: row.actor_avatar_url,
      brand_name: row.brand_name,
      brand_logo_url: row.brand_logo_url,
      brand_verified: row.brand_verified,
    }),
    others: 0,
    postId: row.post_id,
    text: row.text,
    thumbnail: null,
    followBack: null,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Likes and comments on one post share a group; anything else is a group of its own. */
export function groupKey(id: string, type: NotificationType, postId: string | null): string {
  return postId && (groupedNotificationTypes as readonly string[]).includes(type) ? `${type}:${postId}` : id;
}

/**
 * Who did it: a member (`actorId`), or a brand (`brandId`) — through a member of its team acting
 * for it (`actorId`, who is then never named), or with no member behind it (`actorId` null).
 */
export type NotifyInput = {
  userId: string;
  type: NotificationType;
  postId?: string | null;
  text?: string | null;
} & ({ actorId: string; brandId?: undefined } | { actorId: string | null; brandId: string });

/**
 * Writes a notification in the caller's transaction; nobody is notified of their own actions (nor of
 * what they did as a brand), nor of a type they switched off in their notification settings.
 */
export async function notify(
  trx: Kysely<Database>,
  deps: Pick<NotificationsDeps, 'clock'>,
  input: NotifyInput,
): Promise<PendingNotification | null> {
  const row = notificationRow(deps, input);
  if (!row) return null;
  if (!(await q.insertNotificationUnless(trx, row.values, row.refusal))) return null;
  return { id: row.values.id, userId: input.userId };
}

/**
 * The row `notify` writes and what it asks before writing it; null when nobody is to be notified
 * (their own action). For a caller that writes it within a statement of its own.
 */
export function notificationRow(deps: Pick<NotificationsDeps, 'clock'>, input: NotifyInput) {
  if (input.userId === input.actorId) return null;
  // Nobody notifies a member a block stands between (decision 026): not by a like, a comment, a
  // follow or a mention, whichever side made the block, nor as a brand that blocked them.
  const refusal = { userId: input.userId, type: input.type, actorId: input.actorId, brandId: input.brandId ?? null };
  const now = deps.clock.now();
  const id = newId('ntf', now);
  const values = {
    id,
    user_id: input.userId,
    type: input.type,
    // A brand's notification stands on the recipient, as an order's does (notifyOrder): the row
    // keeps no trace of which member of the team acted.
    actor_user_id: input.brandId === undefined ? input.actorId : input.userId,
    actor_brand_id: input.brandId ?? null,
    post_id: input.postId ?? null,
    text: input.text ? input.text.slice(0, EXCERPT) : null,
    group_key: groupKey(id, input.type, input.postId ?? null),
    created_at: now,
  };
  return { values, refusal };
}

/**
 * A brand's news about a member's order (prepared, sent, delivered, refunded), written whole in
 * `text`. The member stands as its own actor: the notification names the brand, never the team
 * member who clicked, so a buyer does not learn who works for which brand.
 */
export async function notifyOrder(
  trx: Kysely<Database>,
  deps: Pick<NotificationsDeps, 'clock'>,
  input: { userId: string; text: string },
): Promise<PendingNotification | null> {
  if (!(await wantsNotification(trx, input.userId, 'order'))) return null;
  const now = deps.clock.now();
  const id = newId('ntf', now);
  await q.insertNotification(trx, {
    id,
    user_id: input.userId,
    type: 'order',
    actor_user_id: input.userId,
    post_id: null,
    text: input.text.slice(0, EXCERPT),
    group_key: id,
    read_at: null,
    created_at: now,
  });
  return { id, userId: input.userId };
}

/** How much of a moderation notice is kept: the operator's reason is up to 500 characters. */
const NOTICE_MAX = 700;

/**
 * A notice written whole in `text` that no person sent (a report's outcome, a moderation decision):
 * like an order's, the member stands as its own actor.
 */
export async function notifyNotice(
  trx: Kysely<Database>,
  deps: Pick<NotificationsDeps, 'clock'>,
  input: { userId: string; type: 'report' | 'moderation' | 'media'; text: string; postId?: string | null },
): Promise<PendingNotification | null> {
  if (!(await wantsNotification(trx, input.userId, input.type))) return null;
  const now = deps.clock.now();
  const id = newId('ntf', now);
  await q.insertNotification(trx, {
    id,
    user_id: input.userId,
    type: input.type,
    actor_user_id: input.userId,
    post_id: input.postId ?? null,
    text: input.text.slice(0, NOTICE_MAX),
    group_key: id,
    read_at: null,
    created_at: now,
  });
  return { id, userId: input.userId };
}

/** A notice of its own (a video that could not be processed), written and announced at once. */
export async function sendNotice(
  deps: NotificationsDeps,
  input: { userId: string; type: 'media'; text: string },
): Promise<void> {
  const pending = await deps.db.transaction().execute((trx) => notifyNotice(trx, deps, input));
  await publish(deps, [pending]);
}

/** Takes back the notification of an action that was undone (unlike, unfollow). */
export async function retract(
  trx: Kysely<Database>,
  input: { type: NotificationType; actorId: string; userId: string; postId: string | null },
) {
  await q.deleteNotifications(trx, input);
}

/**
 * Notifies the members a text mentions ('@Ana Demo'). Of the words after '@', the longest run
 * that is some member's name wins; members in `skip` (already notified for this text) are left out.
 * With `brandId` the text was published as that brand by `actorId`: the notification is the brand's.
 */
export async function notifyMentions(
  trx: Kysely<Database>,
  deps: Pick<NotificationsDeps, 'clock'>,
  input: { text: string; actorId: string; postId: string | null; skip?: string[]; brandId?: string | null },
): Promise<PendingNotification[]> {
  const groups = mentionCandidates(input.text).slice(0, MAX_MENTIONED);
  if (groups.length === 0) return [];
  const members = await q.membersNamed(trx, [...new Set(groups.flat())]);
  const byName = new Map<string, string[]>();
  for (const m of members) {
    const key = m.name.toLocaleLowerCase('pt-BR');
    byName.set(key, [...(byName.get(key) ?? []), m.id]);
  }
  const targets = new Set<string>();
  for (const prefixes of groups) {
    const hit = prefixes.map((p) => byName.get(p.toLocaleLowerCase('pt-BR'))).find(Boolean);
    if (hit && hit.length <= MAX_SAME_NAME) hit.forEach((id) => targets.add(id));
  }
  // An adult a minor does not follow reaches them by no mention, a brand's team included (decision 028).
  const reached = await mentionsThatNotify(trx, input.actorId, [...targets], deps.clock.now());
  const pending: PendingNotification[] = [];
  for (const userId of targets) {
    if (input.skip?.includes(userId) || !reached.has(userId)) continue;
    const about = { userId, type: 'mention', postId: input.postId, text: input.text } as const;
    const n = await notify(
      trx,
      deps,
      input.brandId
        ? { ...about, actorId: input.actorId, brandId: input.brandId }
        : { ...about, actorId: input.actorId },
    );
    if (n) pending.push(n);
  }
  return pending;
}

async function send(deps: NotificationsDeps, userId: string, event: LiveEvent) {
  await deps.bus.publish(userChannel(userId), event);
}

/**
 * Announces committed notifications on their members' live streams. The bus carries only a
 * reference: the instance holding a member's stream reads the notification (`expandLiveEvent`), so
 * the write that notified spends no query on members who are not watching.
 */
export async function publish(deps: NotificationsDeps, pending: (PendingNotification | null)[]): Promise<void> {
  for (const p of pending) {
    if (!p) continue;
    deps.cache.invalidate(cacheTags.notifications(p.userId));
    await deps.bus.publish(userChannel(p.userId), { type: NOTIFICATION_REF, id: p.id });
  }
}

const NOTIFICATION_REF = 'notification-ref';

/** A bus message as the member's stream writes it: a notification reference read in full; others as they are. */
export async function expandLiveEvent(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: string,
  payload: unknown,
): Promise<LiveEvent | null> {
  const ref = payload as { type?: unknown; id?: unknown };
  if (ref.type !== NOTIFICATION_REF) return payload as LiveEvent;
  if (typeof ref.id !== 'string') return null;
  const row = await q.notificationById(deps.db, userId, ref.id);
  // Gone already (a block, an unlike) or not the member's: nothing to announce.
  if (!row) return null;
  return { type: 'notification', notification: toNotification(row), unread: await q.unreadCount(deps.db, userId) };
}

/** After a transaction that retracted notifications of `userId` (an unlike, an unfollow) committed. */
/**
 * A block took effect: the member forgets what the other member (or the brand) announced to them.
 * Call `retracted` for the member once the transaction commits.
 */
export async function forgetBetween(
  trx: Kysely<Database>,
  between: { userId: string; actorId: string } | { userId: string; brandId: string },
) {
  await q.deleteBetween(trx, between);
}

export function retracted(deps: Pick<NotificationsDeps, 'cache'>, userId: string) {
  deps.cache.invalidate(cacheTags.notifications(userId));
}

export function unreadCount(deps: Pick<NotificationsDeps, 'db'>, userId: string) {
  return q.unreadCount(deps.db, userId);
}

export async function markAllRead(deps: NotificationsDeps, userId: string) {
  await q.markAllRead(deps.db, userId, deps.clock.now());
  deps.cache.invalidate(cacheTags.notifications(userId));
  // Other tabs of the same member clear their badge too.
  await send(deps, userId, { type: 'notifications-read', unread: 0 });
  return { unread: 0 };
}
