import { describe, expect, it } from 'vitest';
import {
  COMMENT_ROUTES,
  NEW_ACCOUNT_AGE_MS,
  NEW_ACCOUNT_LIMITS,
  isNewAccount,
  mentionCount,
  newAccountLimitFor,
  normalizeComment,
} from './new-account-rules';

describe('new accounts', () => {
  it('are new for their first 24 hours', () => {
    const created = Date.UTC(2026, 0, 1);
    expect(isNewAccount(created, created)).toBe(true);
    expect(isNewAccount(created, created + NEW_ACCOUNT_AGE_MS - 1)).toBe(true);
    expect(isNewAccount(created, created + NEW_ACCOUNT_AGE_MS)).toBe(false);
    expect(NEW_ACCOUNT_AGE_MS).toBe(24 * 3600_000);
  });

  it('have hourly limits on posts, comments, follows and mentions', () => {
    expect(NEW_ACCOUNT_LIMITS).toEqual({
      post: { points: 10, seconds: 3600 },
      comment: { points: 30, seconds: 3600 },
      follow: { points: 50, seconds: 3600 },
      mention: { points: 20, seconds: 3600 },
    });
  });

  it('count every kind of content as a post, and never an undo', () => {
    for (const url of ['/api/posts', '/api/stories', '/api/reels', '/api/videos', '/api/shop/products'])
      expect(newAccountLimitFor('POST', url), url).toBe('post');
    expect(newAccountLimitFor('POST', '/api/posts/:id/repost')).toBe('post');
    expect(newAccountLimitFor('POST', '/api/reels/:id/comments')).toBe('comment');
    expect(newAccountLimitFor('PUT', '/api/members/:id/follow')).toBe('follow');
    expect(newAccountLimitFor('PUT', '/api/follows/brands/:brandId')).toBe('follow');
    expect(newAccountLimitFor('DELETE', '/api/members/:id/follow')).toBeNull();
    expect(newAccountLimitFor('DELETE', '/api/posts/:id')).toBeNull();
    expect(newAccountLimitFor('PUT', '/api/posts/:id/like')).toBeNull();
    expect(newAccountLimitFor('GET', undefined)).toBeNull();
    expect(COMMENT_ROUTES).toEqual(['POST /api/posts/:id/comments', 'POST /api/reels/:id/comments']);
  });

  it('count each mention once, however many words the name has', () => {
    expect(mentionCount('oi @Ana Demo e @Bruno, tudo bem?')).toBe(2);
    expect(mentionCount('sem menções, e-mail a@')).toBe(0);
  });
});

describe('a repeated comment', () => {
  it('is the same text whatever its accents, case, punctuation and spacing', () => {
    expect(normalizeComment('  Compre JÁ!!  ')).toBe(normalizeComment('compre ja'));
    expect(normalizeComment('Olá,\n  mundo\u200b')).toBe('ola mundo');
    expect(normalizeComment('Promoção 🔥')).toBe('promocao 🔥');
  });

  it('differs by its words', () => {
    expect(normalizeComment('Compre já 1')).not.toBe(normalizeComment('Compre já 2'));
  });
});
