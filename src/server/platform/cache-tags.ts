/**
 * The tags of the read cache (read-cache.ts): the contract between the answers it keeps and the
 * writes that make them stale. A reader tags its answer with everything it was built from; a write
 * invalidates, after it commits, every tag whose meaning it changed.
 */
export const cacheTags = {
  /**
   * What one member did or chose: their follows, reposts and own posts. Not their likes, saves and
   * shares of a post: those go through the post's tag, which every answer showing the mark carries,
   * so a like rebuilds only the answers showing that post, not all of the member's pages.
   */
  viewer: (memberId: string) => `viewer:${memberId}`,
  /**
   * One post: its text, its controls, its existence (and, through a repost's root, its reposts'),
   * and all of what `engagement` and `marks` stand for. A write that changes only those invalidates
   * them alone, so a like leaves what it cannot change kept.
   */
  post: (postId: string) => `post:${postId}`,
  /**
   * One post's counters: every answer showing them carries this beside the post's tag. A like, a
   * save, a share or a comment invalidates it, not the post's tag.
   */
  engagement: (postId: string) => `engagement:${postId}`,
  /**
   * One member's like, save and share of one post. Every answer showing them carries it; their
   * counters are laid over such answers from entries that carry `engagement` (posts/post-counters.ts),
   * so another member's like leaves them kept.
   */
  marks: (memberId: string, postId: string) => `marks:${memberId}:${postId}`,
  /** How a member appears to others: name, avatar, privacy. */
  member: (memberId: string) => `member:${memberId}`,
  /** A new or removed post from a source others follow (a member, a brand or a segment). */
  source: (kind: 'member' | 'brand' | 'segment', id: string) => `source:${kind}:${id}`,
  /** Any post appearing or disappearing anywhere (the feed's last group, explore and search). */
  anyPost: 'posts:any',
  /**
   * A like or share of a post in a segment, or a post appearing or going: the segments' running
   * scores that explore's trending segments are ranked by.
   */
  trends: 'segments:trending',
  /** Any reel or story changing: explore's media tiles (their order, counters and marks). */
  anyMedia: 'media:any',
  /** The store's catalogue pages: products, their order, and their stock. */
  storeCatalog: 'store:catalog',
  /** One product of a member's personal store, as a tag on content shows it (decision 030). */
  shopProduct: (productId: string) => `shop-product:${productId}`,
  /** One signed-in session (its token's keyed hash). */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Every session of one member (a password change ends them). */
  sessionsOf: (memberId: string) => `sessions:${memberId}`,
  /** One member's notifications. */
  notifications: (memberId: string) => `notifications:${memberId}`,
} as const;
