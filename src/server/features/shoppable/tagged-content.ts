import type { Kysely } from 'kysely';
import { taggableKinds, type TaggableKind } from '../../../shared/product-tags';
import type { MediaView } from '../../../shared/posts';
import type { TaggedCard } from '../../../shared/tag-insights';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import { cacheTags as tagNames } from '../../platform/cache-tags';
import { loadPosts, postTags } from '../posts/post-views';
import { loadReels } from '../reels/reels.service';
import { loadStories } from '../stories/story-views';
import { loadVideos } from '../videos/videos.service';
import * as q from './tagged-content.queries';

export interface TaggedContentDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
}

export interface ItemRef {
  kind: string;
  id: string;
}

/** What every kind's item gives a card; `moderation` is set only for whoever may manage a held item. */
interface Shown {
  id: string;
  author: { kind: 'member' | 'brand'; id: string; name: string; verified: boolean };
  media: MediaView | null;
  moderation?: unknown;
  expiresAt?: string;
}

const isTaggable = (kind: string): kind is TaggableKind => (taggableKinds as readonly string[]).includes(kind);

/**
 * The viewer's cards of these items, in the order given: each kind read through its own loader, so
 * what the viewer may not see (a private account's, a blocked author's, a suspended brand's, a held
 * item) is left out as everywhere else. Held items are left out even for their own team, and so are
 * items with no picture yet and stories past their day: this is a place to discover, not to manage.
 */
export async function taggedCards(
  deps: TaggedContentDeps,
  viewerId: string,
  refs: ItemRef[],
): Promise<{ cards: TaggedCard[]; cacheTags: string[] }> {
  const idsOf = (kind: TaggableKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const [posts, reels, stories, videos, tags] = await Promise.all([
    loadPosts(deps, viewerId, idsOf('post')),
    loadReels(deps, viewerId, idsOf('reel')),
    loadStories(deps, viewerId, idsOf('story')),
    loadVideos(deps, viewerId, idsOf('video')),
    q.storeTagsOf(
      deps.db,
      refs.map((r) => r.id),
    ),
  ]);
  const shown = new Map<string, Shown>();
  const put = (kind: TaggableKind, items: readonly Shown[]) => {
    for (const item of items) shown.set(`${kind}:${item.id}`, item);
  };
  put('post', posts);
  put('reel', reels);
  put('story', stories);
  put('video', videos);
  const firstTag = new Map<string, TaggedCard['tag']>();
  for (const tag of tags) {
    const key = `${tag.kind}:${tag.id}`;
    if (!firstTag.has(key)) firstTag.set(key, { productId: tag.productId, title: tag.title, price: Number(tag.price) });
  }
  const now = deps.clock.now();
  const cards = refs.flatMap((ref) => {
    const key = `${ref.kind}:${ref.id}`;
    const item = shown.get(key);
    if (!item || !isTaggable(ref.kind) || !item.media || item.moderation) return [];
    if (item.expiresAt && Date.parse(item.expiresAt) <= now) return [];
    return [
      {
        kind: ref.kind,
        id: item.id,
        author: { name: item.author.name, verified: item.author.verified },
        media: item.media,
        tag: firstTag.get(key) ?? null,
      },
    ];
  });
  // What a cached answer holding these cards was built from: the posts as every list of posts tags
  // them, and the members whose privacy or name the other kinds show.
  const members = [...reels, ...stories, ...videos].flatMap((i) =>
    i.author.kind === 'member' ? [tagNames.member(i.author.id)] : [],
  );
  return { cards, cacheTags: [...new Set([...postTags(posts), ...members])] };
}

/** Explore's 'Compre pelo feed': the newest items tagging products on sale, as the viewer may see them. */
export async function newestTaggedCards(deps: TaggedContentDeps, viewerId: string, limit: number) {
  // Read a few more than shown: some will be the viewer's to miss (blocked, private, held, expired).
  const refs = await q.newestTaggedItems(deps.db, limit * 3);
  const { cards, cacheTags } = await taggedCards(deps, viewerId, refs);
  return { cards: cards.filter((c) => c.tag !== null).slice(0, limit), cacheTags };
}

/** 'Visto em': the items tagging a product, as the viewer may see them; null when the store does not sell it. */
export async function seenIn(
  deps: TaggedContentDeps,
  viewerId: string,
  productId: string,
  limit: number,
): Promise<TaggedCard[] | null> {
  if (!(await q.productOnSale(deps.db, productId))) return null;
  const refs = await q.itemsTagging(deps.db, productId, limit * 3);
  return (await taggedCards(deps, viewerId, refs)).cards.slice(0, limit);
}
