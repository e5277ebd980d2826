import { describe, expect, it } from 'vitest';
import { blockedIn, visibleIn, withdrawnIn, type Audience, type Gated } from './visibility';

/** The visibility rule as a pure function of what the viewer's audience holds (decision 026). */
const audience = (over: Partial<Audience> = {}): Audience => ({
  privateIds: new Set(),
  hiddenIds: new Set(),
  withdrawnBrandIds: new Set(),
  blocks: { members: new Set(), brands: new Set() },
  ...over,
});

const post = (over: Partial<Gated> = {}): Gated => ({
  authorId: 'ana',
  isRepost: false,
  originalId: null,
  originalAuthorId: null,
  originalBrandId: null,
  brandId: null,
  ...over,
});

describe('a block in the visibility rule', () => {
  const blocked = audience({ blocks: { members: new Set(['ana']), brands: new Set(['nexo']) } });

  it("withdraws a blocked member's content and reposts of it, as missing rather than private", () => {
    expect(visibleIn(blocked, 'bia', post())).toBe(false);
    expect(withdrawnIn(blocked, post())).toBe(true);
    const copy = post({ authorId: 'caio', isRepost: true, originalId: 'p1', originalAuthorId: 'ana' });
    expect(visibleIn(blocked, 'bia', copy)).toBe(false);
    expect(visibleIn(audience(), 'bia', copy)).toBe(true);
  });

  it("withdraws a brand's content from a member it blocked, and reposts of it", () => {
    const own = post({ authorId: null, brandId: 'nexo' });
    expect(blockedIn(blocked.blocks!, own)).toBe(true);
    const copy = post({ authorId: 'caio', isRepost: true, originalId: 'p1', originalBrandId: 'nexo' });
    expect(visibleIn(blocked, 'bia', copy)).toBe(false);
    expect(visibleIn(blocked, 'bia', post({ authorId: null, brandId: 'outra' }))).toBe(true);
  });

  it('leaves everyone else alone', () => {
    expect(visibleIn(blocked, 'bia', post({ authorId: 'duda' }))).toBe(true);
    expect(withdrawnIn(audience({ blocks: undefined }), post())).toBe(false);
  });

  it('still applies privacy where no block stands', () => {
    const hidden = audience({ privateIds: new Set(['ana']), hiddenIds: new Set(['ana']) });
    expect(visibleIn(hidden, 'bia', post())).toBe(false);
    expect(withdrawnIn(hidden, post())).toBe(false);
  });
});
