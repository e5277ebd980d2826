// Who may comment on an item, apart from the schemas (zod) that carry the choice.

/** 'Todos', 'Pessoas que sigo', 'Ninguém': the author's choice for one post, reel or long video. */
export const replyControls = ['everyone', 'following', 'nobody'] as const;
export type ReplyControl = (typeof replyControls)[number];

export const DEFAULT_REPLY_CONTROL: ReplyControl = 'everyone';

export function isReplyControl(value: unknown): value is ReplyControl {
  return typeof value === 'string' && (replyControls as readonly string[]).includes(value);
}

/**
 * The choices an item offers. A brand follows no one, so 'Pessoas que sigo' has no meaning for a
 * brand's item: it offers everyone or nobody (decision 029).
 */
export function replyControlsFor(author: 'member' | 'brand'): readonly ReplyControl[] {
  return author === 'brand' ? ['everyone', 'nobody'] : replyControls;
}

/** A stored value read back: anything unknown (or 'following' on a brand's item) closes rather than opens. */
export function effectiveReplyControl(stored: string, author: 'member' | 'brand'): ReplyControl {
  if (!isReplyControl(stored)) return 'nobody';
  return replyControlsFor(author).includes(stored) ? stored : 'nobody';
}

/**
 * Whether the item's own control lets the viewer comment. Who manages the item (its author, or its
 * brand's publishing team) always may; 'following' means the people the author follows. The
 * author's member-wide comment policy (privacy settings) applies on top of this.
 */
export function replyControlAllows(
  control: ReplyControl,
  viewer: { manages: boolean; followedByAuthor: boolean },
): boolean {
  if (viewer.manages) return true;
  if (control === 'nobody') return false;
  if (control === 'following') return viewer.followedByAuthor;
  return true;
}
