import type { Kysely } from 'kysely';
import { mentionCandidates } from '../../../shared/posts';
import {
  notificationsPageSchema,
  type LiveEvent,
  type Notification,
  type NotificationType,
} from '../../../shared/notifications';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/event-bus';
import { newId } from '../../platform/ids';
import type { ReadCache } from '../../platform/read-cache';
import { userChannel } from '../../platform/sse';
import { decodeKeyset, pageOf } from '../posts/cursor';
import { wantsNotification } from '../settings/settings.service';
import { audienceOf, gatingAuthors, visibleIn } from '../posts/content-visibility';
import { gatedPost } from '../posts/post-views';
import { postRowsByIds } from '../posts/posts.queries';
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

export function toNotification(row: q.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: {
      id: row.actor_user_id,
      name: row.actor_name,
      avatarUrl: row.actor_avatar_url ?? defaultAvatarUrl(row.actor_name),
    },
    postId: row.post_id,
    text: row.text,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  actorId: string;
  postId?: string | null;
  text?: string | null;
}

/**
 * Writes a notification in the caller's transaction; nobody is notified of their own actions, nor of
 * a type they switched off in their notification settings.
 */
export async function notify(
  trx: Kysely<Database>,
  deps: Pick<NotificationsDeps, 'clock'>,
  input: NotifyInput,
): Promise<PendingNotification | null> {
  if (input.userId === input.actorId) return null;
  if (!(await wantsNotification(trx, input.userId, input.type))) return null;
  const now = deps.clock.now();
  const id = newId('ntf', now);
  await q.insertNotification(trx, {
    id,
    user_id: input.userId,
    type: input.type,
    actor_user_id: input.actorId,
    post_id: input.postId ?? null,
    text: input.text ? input.text.slice(0, EXCERPT) : null,
    read_at: null,
    created_at: now,
  });
  return { id, userId: input.userId };
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
 */
export async function notifyMentions(
  trx: Kysely<Database>,
  deps: Pick<NotificationsDeps, 'clock'>,
  input: { text: string; actorId: string; postId: string | null; skip?: string[] },
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
  const pending: PendingNotification[] = [];
  for (const userId of targets) {
    if (input.skip?.includes(userId)) continue;
    const n = await notify(trx, deps, {
      userId,
      type: 'mention',
      actorId: input.actorId,
      postId: input.postId,
      text: input.text,
    });
    if (n) pending.push(n);
  }
  return pending;
}

async function send(deps: NotificationsDeps, userId: string, event: LiveEvent) {
  await deps.bus.publish(userChannel(userId), event);
}

/** Announces committed notifications on their members' live streams. */
export async function publish(deps: NotificationsDeps, pending: (PendingNotification | null)[]): Promise<void> {
  for (const p of pending) {
    if (!p) continue;
    deps.cache.invalidate(cacheTags.notifications(p.userId));
    const row = await q.notificationById(deps.db, p.id);
    if (!row) continue;
    await send(deps, p.userId, {
      type: 'notification',
      notification: toNotification(row),
      unread: await q.unreadCount(deps.db, p.userId),
    });
  }
}

/**
 * The posts of these notifications the member may not see (any more): a private account's they do
 * not follow, or a repost of one. Such a notification still says who did what, without the post.
 */
async function postsHiddenFrom(db: Kysely<Database>, userId: string, postIds: string[]) {
  const rows = postIds.length ? await postRowsByIds(db, [...new Set(postIds)]) : [];
  const gates = rows.map((r) => ({ id: r.id, gated: gatedPost(r) }));
  const authors = [...new Set(gates.flatMap((g) => gatingAuthors(g.gated)).filter((a): a is string => Boolean(a)))];
  const audience = await audienceOf(db, userId, authors);
  const hidden = new Set(gates.filter((g) => !visibleIn(audience, userId, g.gated)).map((g) => g.id));
  return { hidden, authors };
}

async function listPage(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
) {
  const rows = await q.notificationRows(deps.db, userId, decodeKeyset(page.cursor), page.limit + 1);
  const { rows: items, nextCursor } = pageOf(rows, page.limit);
  const posts = await postsHiddenFrom(
    deps.db,
    userId,
    items.flatMap((r) => (r.post_id ? [r.post_id] : [])),
  );
  const notifications = items.map((r) =>
    r.post_id && posts.hidden.has(r.post_id) ? { ...toNotification(r), postId: null, text: null } : toNotification(r),
  );
  return { list: { notifications, nextCursor, unread: await q.unreadCount(deps.db, userId) }, authors: posts.authors };
}

export async function listNotifications(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
) {
  return (await listPage(deps, userId, page)).list;
}

/**
 * The list as JSON text, from the read cache until the member gets, loses or reads a notification
 * (`publish`, `retracted`, `markAllRead`) or an actor shown changes their name or picture.
 */
export async function listNotificationsText(
  deps: NotificationsDeps,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<string> {
  return deps.cache.get(`notifications:${userId}:${page.limit}:${page.cursor ?? ''}`, async () => {
    const { list, authors } = await listPage(deps, userId, page);
    const actors = new Set(list.notifications.map((n) => cacheTags.member(n.actor.id)));
    // Whether a post is shown follows its authors' privacy and the member's own follows.
    const privacy = authors.length ? [cacheTags.viewer(userId), ...authors.map((a) => cacheTags.member(a))] : [];
    return {
      value: JSON.stringify(notificationsPageSchema.parse(list)),
      tags: [cacheTags.notifications(userId), ...actors, ...privacy],
    };
  });
}

/** After a transaction that retracted notifications of `userId` (an unlike, an unfollow) committed. */
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
