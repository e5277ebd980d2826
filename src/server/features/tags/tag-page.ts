import type { Kysely } from 'kysely';
import { z } from 'zod';
import { mentionCandidates } from '../../../shared/posts';
import { tagKey, type TagItem, type TagPage, type TagSort } from '../../../shared/tags';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { unsuggestableTo } from '../../platform/minor-accounts';
import type { Storage } from '../../platform/storage';
import { membersNamed } from '../notifications/notifications.queries';
import { audienceOf } from '../content/visibility';
import { decodeCursor, encodeCursor, pageOf } from '../../platform/pagination';
import { loadPosts } from '../posts/post-views';
import { reelTiles } from '../reels/reel-tile';
import { loadReels } from '../reels/reels.service';
import * as q from './tags.queries';

export interface TagsDeps {
  db: Kysely<Database>;
  storage: Storage;
  /** Ages are counted on its day: an adult's tag page shows no minor's posts or reels (decision 028). */
  clock: Clock;
}

const cursorSchema = z.object({ l: z.number().int(), c: z.number().int(), i: z.string().max(64) });

async function reelsOf(deps: TagsDeps, viewerId: string, ids: string[]) {
  const reels = await loadReels(deps, viewerId, ids);
  return new Map(reelTiles(reels).map((tile) => [tile.id, tile] as const));
}

/**
 * The posts and reels with a tag, as `viewerId` may see them: a private account's are for its
 * approved followers only (posts through loadPosts, reels by their author's audience). A page
 * may hold fewer items than asked when some were hidden; the cursor still moves on.
 */
export async function listTagged(
  deps: TagsDeps,
  viewerId: string,
  body: string,
  page: { sort: TagSort; cursor?: string | undefined; limit: number },
): Promise<TagPage> {
  const tag = tagKey(body);
  const c = decodeCursor(page.cursor, cursorSchema);
  const key = c && { likes: c.l, createdAt: c.c, id: c.i };
  const rows = await q.taggedPage(deps.db, tag, page.sort, key, page.limit + 1);
  const { rows: items, nextCursor } = pageOf(rows, page.limit, (last) =>
    encodeCursor({ l: last.likes, c: last.created_at, i: last.content_id }),
  );

  const audience = await audienceOf(
    deps.db,
    viewerId,
    items.map((r) => r.reel_author_id),
  );
  const reelIds = items.flatMap((r) =>
    r.reel_id && !(r.reel_author_id && audience.hiddenIds.has(r.reel_author_id)) ? [r.reel_id] : [],
  );
  const [posts, reels] = await Promise.all([
    loadPosts(
      deps,
      viewerId,
      items.flatMap((r) => (r.post_id ? [r.post_id] : [])),
    ),
    reelsOf(deps, viewerId, reelIds),
  ]);
  const postsById = new Map(posts.map((p) => [p.id, p]));
  const memberAuthors = [
    ...posts.flatMap((p) => (p.author.kind === 'member' ? [p.author.id] : [])),
    ...items.flatMap((r) => (r.reel_author_id ? [r.reel_author_id] : [])),
  ];
  const minors = await unsuggestableTo(deps.db, viewerId, memberAuthors, deps.clock.now());
  const out: TagItem[] = items.flatMap((r): TagItem[] => {
    const post = r.post_id ? postsById.get(r.post_id) : undefined;
    if (post) return post.author.kind === 'member' && minors.has(post.author.id) ? [] : [{ kind: 'post', post }];
    const reel = r.reel_id && !(r.reel_author_id && minors.has(r.reel_author_id)) ? reels.get(r.reel_id) : undefined;
    return reel ? [{ kind: 'reel', reel }] : [];
  });
  return { tag, items: out, nextCursor };
}

/**
 * The member a mention names ('@Ana Demo' or 'Ana Demo'), read as the notifications read it: of
 * the words, the longest run that is a member's name. Null when nobody has it, or several do.
 */
export async function resolveMention(deps: Pick<TagsDeps, 'db'>, name: string): Promise<string | null> {
  const [prefixes] = mentionCandidates(`@${name.replace(/^@/u, '')}`);
  if (!prefixes?.length) return null;
  const members = await membersNamed(deps.db, prefixes);
  for (const prefix of prefixes) {
    const lower = prefix.toLocaleLowerCase('pt-BR');
    const hits = members.filter((m) => m.name.toLocaleLowerCase('pt-BR') === lower);
    if (hits.length === 1) return hits[0]!.id;
    if (hits.length > 1) return null;
  }
  return null;
}
