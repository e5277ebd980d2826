import { describe, expect, it } from 'vitest';
import { newReferralCode } from './referral';

describe('referral codes', () => {
  it("makes codes of 'BS' and 8 upper-case characters, varied", () => {
    const codes = new Set(Array.from({ length: 500 }, newReferralCode));
    for (const c of codes) expect(c).toMatch(/^BS[A-Z0-9]{8}$/);
    expect(codes.size).toBe(500);
  });
});
