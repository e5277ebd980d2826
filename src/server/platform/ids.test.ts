import { describe, expect, it } from 'vitest';
import { newId, randomFraction } from './ids';

describe('ids', () => {
  it('are prefixed, Crockford base 32, unique, and sort in the order they were made', () => {
    const now = Date.UTC(2026, 10, 27);
    const ids = Array.from({ length: 5000 }, (_, i) => newId('pst', now + Math.floor(i / 100)));
    for (const id of ids) expect(id).toMatch(/^pst_[0-9a-hjkmnp-tv-z]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draw their randomness evenly over the 32 symbols, across refills of the pool', () => {
    const counts = new Array<number>(32).fill(0);
    const draws = 32 * 2000;
    for (let i = 0; i < draws; i++) {
      const x = randomFraction();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      counts[Math.floor(x * 32)]! += 1;
    }
    // Each symbol expects 2000 draws; a stuck or skewed source falls far outside ±15 %.
    for (const n of counts) expect(Math.abs(n - 2000)).toBeLessThan(300);
  });
});
