import { ptBR } from '../../../shared/i18n/pt-BR';
import { notificationsPageSchema, type Notification, type NotificationsPage } from '../../../shared/notifications';
import { cacheTags } from '../../platform/cache-tags';
import { parseStoredMedia } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { heldAmong } from '../content/held-content';
import { audienceOf, gatingAuthors, gatingBrands, visibleIn } from '../content/visibility';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import { gatedPost, rootIdOf } from '../posts/post-views';
import { postRowsByIds, type PostRow } from '../posts/posts.queries';
import * as q from './notifications.queries';
import { toNotification, type NotificationsDeps } from './notifications.service';

/** The list also shows each post's picture: it needs the storage's URLs. */
export interface NotificationListDeps extends NotificationsDeps {
  storage: Pick<Storage, 'url'>;
}

type Thumbnail = NonNullable<Notification['thumbnail']>;

/** The smallest rendition of a post's picture (of a video's poster), or null for a post without one. */
function thumbnailOf(storage: Pick<Storage, 'url'>, row: PostRow): Thumbnail | null {
  const media = parseStoredMedia(row.media);
  const smallest = media?.renditions[media.renditions.length - 1];
  if (!media || !smallest) return null;
  return { src: storage.url(smallest.key), alt: media.alt || ptBR.notificationsPage.thumbnailAlt };
}

/**
 * The posts of these notifications the member may see, each with its thumbnail. A post of a
 * private account the member does not follow (or a repost of one), a suspended brand's, a held one, or
 * a post that is gone, is left out: such a notification still says who did what, without the post.
 */
async function visiblePosts(deps: Pick<NotificationListDeps, 'db' | 'storage'>, userId: string, ids: string[]) {
  const found = ids.length ? await postRowsByIds(deps.db, [...new Set(ids)]) : [];
  // A post an operator holds is left out too, but for its author (content/held-content.ts).
  const rows = (await heldAmong(deps.db, 'post', userId, found, { mode: 'item', root: rootIdOf })).rows;
  const gates = rows.map((r) => ({ row: r, gated: gatedPost(r) }));
  const authors = [...new Set(gates.flatMap((g) => gatingAuthors(g.gated)).filter((a): a is string => Boolean(a)))];
  const audience = await audienceOf(
    deps.db,
    userId,
    authors,
    gates.flatMap((g) => gatingBrands(g.gated)),
  );
  const visible = new Map<string, Thumbnail | null>();
  for (const g of gates)
    if (visibleIn(audience, userId, g.gated)) visible.set(g.row.id, thumbnailOf(deps.storage, g.row));
  return { visible, authors };
}

async function listPage(
  deps: Pick<NotificationListDeps, 'db' | 'storage'>,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
) {
  const groups = await q.groupRows(deps.db, userId, decodeKeyset(page.cursor), page.limit + 1);
  const { rows: items, nextCursor } = pageOf(groups, page.limit);
  const latest = new Map(
    (
      await q.latestOfGroups(
        deps.db,
        userId,
        items.map((g) => g.id),
      )
    ).map((r) => [r.group_key, r]),
  );
  const rows = items.flatMap((g) => {
    const row = latest.get(g.id);
    return row ? [{ group: g, row }] : [];
  });
  const posts = await visiblePosts(
    deps,
    userId,
    rows.flatMap(({ row }) => (row.post_id ? [row.post_id] : [])),
  );
  const followers = rows.filter(({ row }) => row.type === 'follow').map(({ row }) => row.actor_user_id);
  const follows = await q.followStates(deps.db, userId, [...new Set(followers)]);
  const notifications = rows.map(({ group, row }): Notification => {
    const base = { ...toNotification(row), others: Math.max(0, group.actors - 1), read: group.unread === 0 };
    const followBack =
      row.type !== 'follow'
        ? null
        : follows.following.has(row.actor_user_id)
          ? 'following'
          : follows.requested.has(row.actor_user_id)
            ? 'requested'
            : 'none';
    if (!row.post_id) return { ...base, followBack };
    if (!posts.visible.has(row.post_id)) return { ...base, followBack, postId: null, text: null };
    return { ...base, followBack, thumbnail: posts.visible.get(row.post_id) ?? null };
  });
  const list: NotificationsPage = { notifications, nextCursor, unread: await q.unreadCount(deps.db, userId) };
  return { list, authors: posts.authors, postIds: [...posts.visible.keys()] };
}

export async function listNotifications(
  deps: Pick<NotificationListDeps, 'db' | 'storage'>,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
) {
  return (await listPage(deps, userId, page)).list;
}

/**
 * The list as JSON text, from the read cache until the member gets, loses or reads a notification
 * (`publish`, `retracted`, `markAllRead`), follows someone (the 'Seguir de volta' buttons), or an
 * actor (member or brand) or post shown changes.
 */
export async function listNotificationsText(
  deps: NotificationListDeps,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<string> {
  return deps.cache.get(`notifications:${userId}:${page.limit}:${page.cursor ?? ''}`, async () => {
    const { list, authors, postIds } = await listPage(deps, userId, page);
    // A brand's name, logo or badge changes under its source tag (admin's invalidateBrand).
    const actors = new Set(
      list.notifications.map((n) =>
        n.actor.kind === 'brand' ? cacheTags.source('brand', n.actor.id) : cacheTags.member(n.actor.id),
      ),
    );
    // Whether a post is shown follows its authors' privacy and the member's own follows.
    const privacy = authors.map((a) => cacheTags.member(a));
    return {
      value: JSON.stringify(notificationsPageSchema.parse(list)),
      tags: [
        cacheTags.notifications(userId),
        cacheTags.viewer(userId),
        ...actors,
        ...privacy,
        ...postIds.map((id) => cacheTags.post(id)),
      ],
    };
  });
}
