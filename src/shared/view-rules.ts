// What counts as a member seeing an item, for its reach in the brand's insights (decision 021).
// Zod-free: the feed's cards load it.

/** The kinds whose views are recorded; stories record theirs as they are opened (story_views). */
export const viewKinds = ['post', 'reel', 'video'] as const;
export type ViewKind = (typeof viewKinds)[number];

/** The most items one request reports. */
export const VIEW_BATCH_MAX = 30;

/** A post counts as seen once this share of it has been on screen for `SEEN_AFTER_MS`. */
export const SEEN_RATIO = 0.5;
export const SEEN_AFTER_MS = 1000;

/** How long seen items wait for others before they are sent together. */
export const VIEW_FLUSH_MS = 5000;

export interface SeenItem {
  kind: ViewKind;
  id: string;
}
