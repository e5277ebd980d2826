import type { Kysely } from 'kysely';
import type { HeldKind, ModerationTargetKind } from '../../../shared/moderation-rules';
import type { Database } from '../../db/schema';
import { defaultAvatarUrl } from '../../platform/avatars';
import { AppError } from '../../platform/errors';
import { parseStoredMedia } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { rowsWithAuthor } from '../content/authors';
import { heldAmong } from '../content/held-content';
import { withdrawnFrom } from '../content/live-brands';
import type { OwnedRow } from '../content/publisher';
import { audienceOf, gatedRow, gatingAuthors, gatingBrands, visibleIn } from '../content/visibility';
import { canViewPostsOf } from '../privacy/privacy';

type Db = Kysely<Database>;

/**
 * What a report is about, as every part of moderation needs it: who is behind it (the member, and
 * the brand it was published as), what it says and shows, and, for a comment, the item it is on.
 */
export interface Target {
  kind: ModerationTargetKind;
  id: string;
  /** The member behind it: the author, the team member who published it as a brand, or the account. */
  authorId: string | null;
  brandId: string | null;
  /** Who may manage it, as the hold rule reads it (content/publisher.ts). */
  owner: OwnedRow;
  text: string | null;
  mediaKey: string | null;
  /** The post or reel a comment is on. */
  parent: { kind: 'post' | 'reel'; id: string } | null;
  /** Only a ready reel or video is on the network. */
  ready: boolean;
}

const firstKey = (json: string | null) => parseStoredMedia(json)?.renditions[0]?.key ?? null;

const contentOwner = (r: { author_user_id: string | null; brand_id: string | null; published_by: string | null }) => ({
  authorId: r.author_user_id ?? r.published_by,
  brandId: r.brand_id,
  owner: { author_user_id: r.author_user_id, brand_id: r.brand_id },
});

/** The target as it is now, whoever looks; undefined when it does not exist (any more). */
export async function findTarget(db: Db, kind: ModerationTargetKind, id: string): Promise<Target | undefined> {
  const base = { kind, id, parent: null, ready: true, mediaKey: null };
  switch (kind) {
    case 'post': {
      const r = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
      return r && { ...base, ...contentOwner(r), text: r.content, mediaKey: firstKey(r.media) };
    }
    case 'story': {
      const r = await db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
      return r && { ...base, ...contentOwner(r), text: r.title, mediaKey: firstKey(r.media) };
    }
    case 'reel': {
      const r = await db.selectFrom('reels').selectAll().where('id', '=', id).executeTakeFirst();
      const ready = r?.status === 'ready';
      return r && { ...base, ...contentOwner(r), text: r.description, mediaKey: firstKey(r.media), ready };
    }
    case 'video': {
      const r = await db.selectFrom('long_videos').selectAll().where('id', '=', id).executeTakeFirst();
      const ready = r?.status === 'ready';
      return (
        r && {
          ...base,
          ...contentOwner(r),
          text: `${r.title}\n${r.description}`.trim(),
          ready,
          mediaKey: firstKey(r.media),
        }
      );
    }
    case 'comment': {
      const r = await db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
      const owner = { author_user_id: r?.user_id ?? null, brand_id: null };
      return (
        r && {
          ...base,
          authorId: r.user_id,
          brandId: null,
          owner,
          text: r.text,
          parent: { kind: 'post', id: r.post_id },
        }
      );
    }
    case 'reel_comment': {
      const r = await db.selectFrom('reel_comments').selectAll().where('id', '=', id).executeTakeFirst();
      const owner = { author_user_id: r?.user_id ?? null, brand_id: r?.brand_id ?? null };
      return (
        r && {
          ...base,
          authorId: r.user_id,
          brandId: r.brand_id,
          owner,
          text: r.text,
          parent: { kind: 'reel', id: r.reel_id },
        }
      );
    }
    case 'shop_product': {
      const r = await db.selectFrom('shop_products').selectAll().where('id', '=', id).executeTakeFirst();
      const owner = { author_user_id: r?.user_id ?? null, brand_id: null };
      const text = r && `${r.name}\n${r.description}`.trim();
      return (
        r && { ...base, authorId: r.user_id, brandId: null, owner, text: text ?? null, mediaKey: firstKey(r.image) }
      );
    }
    case 'member': {
      const r = await db.selectFrom('users').select(['id', 'name', 'bio']).where('id', '=', id).executeTakeFirst();
      return (
        r && {
          ...base,
          authorId: r.id,
          brandId: null,
          owner: { author_user_id: r.id, brand_id: null },
          text: r.bio || null,
        }
      );
    }
    case 'brand': {
      const r = await db.selectFrom('brands').select(['id', 'bio']).where('id', '=', id).executeTakeFirst();
      return (
        r && {
          ...base,
          authorId: null,
          brandId: r.id,
          owner: { author_user_id: null, brand_id: r.id },
          text: r.bio || null,
        }
      );
    }
  }
}

/** Whether the viewer may see this item on the network: the rules every list and page applies. */
async function seesContent(db: Db, viewerId: string, kind: HeldKind, target: Target): Promise<boolean> {
  if (kind === 'post' || kind === 'story') {
    const [row] =
      kind === 'post'
        ? await rowsWithAuthor(db, 'posts', [target.id], 'original_post_id')
        : await rowsWithAuthor(db, 'stories', [target.id], 'original_story_id');
    if (!row) return false;
    const gated = gatedRow(row, 'original_post_id' in row ? row.original_post_id : row.original_story_id);
    const audience = await audienceOf(db, viewerId, gatingAuthors(gated), gatingBrands(gated));
    if (!visibleIn(audience, viewerId, gated)) return false;
  } else {
    if (!target.ready) return false;
    if (target.brandId && (await withdrawnFrom(db, viewerId, await suspended(db, target.brandId))).size > 0)
      return false;
    if (target.owner.author_user_id && !(await canViewPostsOf(db, viewerId, target.owner.author_user_id))) return false;
  }
  const held = await heldAmong(db, kind, viewerId, [target], { mode: 'item', owner: (t) => t.owner });
  return held.rows.length > 0;
}

async function suspended(db: Db, brandId: string): Promise<string[]> {
  const b = await db.selectFrom('brands').select('suspended_at').where('id', '=', brandId).executeTakeFirst();
  return b?.suspended_at != null ? [brandId] : [];
}

/**
 * The target as the viewer may see it, or the usual 404: what a member cannot see (a private
 * account's post, a suspended brand's, held content) cannot be reported, and its existence is not told.
 */
export async function mustSeeTarget(db: Db, viewerId: string, kind: ModerationTargetKind, id: string): Promise<Target> {
  const target = await findTarget(db, kind, id);
  if (!target || !(await sees(db, viewerId, target))) throw new AppError(404, 'not_found');
  return target;
}

async function sees(db: Db, viewerId: string, target: Target): Promise<boolean> {
  switch (target.kind) {
    case 'member':
      return true;
    case 'brand':
      return (await withdrawnFrom(db, viewerId, await suspended(db, target.id))).size === 0;
    case 'comment':
    case 'reel_comment': {
      const parent = target.parent && (await findTarget(db, target.parent.kind, target.parent.id));
      if (!parent || !(await seesContent(db, viewerId, parent.kind as HeldKind, parent))) return false;
      return seesContent(db, viewerId, target.kind, target);
    }
    default:
      return seesContent(db, viewerId, target.kind, target);
  }
}

/** The names behind targets, for labels and the console: members and brands by id. */
export async function namesOf(db: Db, memberIds: string[], brandIds: string[]) {
  const [members, brands] = await Promise.all([
    memberIds.length
      ? db.selectFrom('users').select(['id', 'name', 'avatar_url']).where('id', 'in', memberIds).execute()
      : [],
    brandIds.length
      ? db.selectFrom('brands').select(['id', 'name', 'logo_url']).where('id', 'in', brandIds).execute()
      : [],
  ]);
  return {
    member: new Map(
      members.map((m) => [m.id, { id: m.id, name: m.name, avatarUrl: m.avatar_url ?? defaultAvatarUrl(m.name) }]),
    ),
    brand: new Map(brands.map((b) => [b.id, { id: b.id, name: b.name, avatarUrl: b.logo_url }])),
  };
}

/** Where the console links to see a target. */
export function urlOf(target: Target): string | null {
  switch (target.kind) {
    case 'post':
      return `/post/${target.id}`;
    case 'comment':
      return target.parent ? `/post/${target.parent.id}` : null;
    case 'member':
      return `/u/${target.id}`;
    case 'brand':
      return `/brand/${target.id}`;
    case 'shop_product':
      return target.authorId ? `/u/${target.authorId}` : null;
    case 'reel':
    case 'reel_comment':
      return '/reels';
    default:
      return null;
  }
}

export function imageUrlOf(storage: Pick<Storage, 'url'>, target: Target): string | null {
  return target.mediaKey ? storage.url(target.mediaKey) : null;
}
