import { describe, expect, it } from 'vitest';
import { newReferralCode, startingAudience } from './referral';

describe('referral codes and starting audience', () => {
  it("makes codes of 'BS' and 8 upper-case characters, varied", () => {
    const codes = new Set(Array.from({ length: 500 }, newReferralCode));
    for (const c of codes) expect(c).toMatch(/^BS[A-Z0-9]{8}$/);
    expect(codes.size).toBe(500);
  });
  it('starts members under 1000 followers and 500 following', () => {
    for (let i = 0; i < 500; i++) {
      const a = startingAudience();
      expect(a.followers).toBeGreaterThanOrEqual(0);
      expect(a.followers).toBeLessThan(1000);
      expect(a.following).toBeLessThan(500);
    }
  });
});
