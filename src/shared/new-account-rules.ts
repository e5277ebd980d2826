// Limits on accounts in their first day, and on a comment sent again: the numbers and the pure rules.
import { MENTION_NAME_SOURCE } from './post-rules';

const HOUR_MS = 3600_000;

/** An account younger than this is new: it gets the hourly limits below on top of everyone's budgets. */
export const NEW_ACCOUNT_AGE_MS = 24 * HOUR_MS;

export type NewAccountLimitKind = 'post' | 'comment' | 'follow' | 'mention';

/**
 * What a new account may do per hour (decision 029). A person starting out posts a few things,
 * comments on a few dozen and follows people they know; a bought or scripted account does far
 * more in its first hours. Everyone's per-minute budgets (platform/write-throttle.ts) still apply.
 */
export const NEW_ACCOUNT_LIMITS: Record<NewAccountLimitKind, { points: number; seconds: number }> = {
  /** Posts, stories, reels, long videos, reposts and store products together. */
  post: { points: 10, seconds: 3600 },
  comment: { points: 30, seconds: 3600 },
  /** Members, brands and segments, requests to private accounts included. */
  follow: { points: 50, seconds: 3600 },
  /** Each '@Name' written in a post or a comment. */
  mention: { points: 20, seconds: 3600 },
};

/** The same comment sent again by the same member, on any item, within this window is refused. */
export const REPEATED_COMMENT_WINDOW_MS = 10 * 60_000;

/** Whether an account created at `createdAt` is still new at `now`. */
export function isNewAccount(createdAt: number, now: number): boolean {
  return now - createdAt < NEW_ACCOUNT_AGE_MS;
}

/**
 * Every write route a new account is limited on, by `METHOD url` as registered, and its limit.
 * Undoing (an unfollow, a deletion) is never limited.
 */
export const NEW_ACCOUNT_ROUTES: Record<string, NewAccountLimitKind> = {
  'POST /api/posts': 'post',
  'POST /api/posts/:id/repost': 'post',
  'POST /api/stories': 'post',
  'POST /api/stories/:id/repost': 'post',
  'POST /api/reels': 'post',
  'POST /api/videos': 'post',
  'POST /api/shop/products': 'post',
  'POST /api/posts/:id/comments': 'comment',
  'POST /api/reels/:id/comments': 'comment',
  'PUT /api/members/:id/follow': 'follow',
  'PUT /api/follows/brands/:brandId': 'follow',
  'PUT /api/follows/segments/:segmentId': 'follow',
};

/** The limit a request falls under, if any. */
export function newAccountLimitFor(method: string, routeUrl: string | undefined): NewAccountLimitKind | null {
  return NEW_ACCOUNT_ROUTES[`${method} ${routeUrl ?? ''}`] ?? null;
}

/** The routes whose JSON body is a comment (`{ text }`), checked for repeats and mentions before they run. */
export const COMMENT_ROUTES = Object.keys(NEW_ACCOUNT_ROUTES).filter((r) => NEW_ACCOUNT_ROUTES[r] === 'comment');

const MENTION = new RegExp(`@(${MENTION_NAME_SOURCE})`, 'gu');

/** How many members a text mentions ('@Ana Demo' counts once). */
export function mentionCount(text: string): number {
  return [...text.matchAll(MENTION)].length;
}

/**
 * A comment reduced to what makes it the same comment: accents, case, punctuation, invisible
 * characters and spacing do not count, so 'Compre JÁ!!' repeats 'compre já'.
 */
export function normalizeComment(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\p{Cf}+/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[\p{P}\s]+/gu, ' ')
    .trim();
}
