import { describe, expect, it } from 'vitest';
import { audienceOfGated, PRIVATE_HIDDEN, PRIVATE_SEEN, PUBLIC, withoutGate, type GateColumns } from './gate-columns';
import { visibleIn, withdrawnIn, type Gated } from './visibility';

const gate = (over: Partial<GateColumns> = {}): GateColumns => ({
  gate_blocked: 0,
  gate_author_privacy: PUBLIC,
  gate_original_privacy: PUBLIC,
  gate_held: 0,
  ...over,
});

const copy: Gated = {
  authorId: 'caio',
  isRepost: true,
  originalId: 'p1',
  originalAuthorId: 'ana',
  originalBrandId: null,
  brandId: null,
};

describe("one row's audience from its gate columns", () => {
  it("hides a copy whose original's author is private to the viewer, and knows the reposter's privacy apart", () => {
    const hidden = audienceOfGated(gate({ gate_original_privacy: PRIVATE_HIDDEN }), copy, new Set());
    expect([...hidden.hiddenIds]).toEqual(['ana']);
    expect(visibleIn(hidden, 'bia', copy)).toBe(false);
    const seen = audienceOfGated(gate({ gate_author_privacy: PRIVATE_SEEN }), copy, new Set());
    expect([...seen.privateIds]).toEqual(['caio']);
    expect(visibleIn(seen, 'bia', copy)).toBe(true);
  });

  it("withdraws the row when a block stands between the viewer and any of its owners, a brand's too", () => {
    expect(withdrawnIn(audienceOfGated(gate({ gate_blocked: 1 }), copy, new Set()), copy)).toBe(true);
    const brands: Gated = { ...copy, originalAuthorId: null, originalBrandId: 'nexo' };
    expect(withdrawnIn(audienceOfGated(gate({ gate_blocked: 1 }), brands, new Set()), brands)).toBe(true);
    expect(withdrawnIn(audienceOfGated(gate(), copy, new Set()), copy)).toBe(false);
  });

  it('reads the numbers PostgreSQL and SQLite return alike, and leaves the row without its gate', () => {
    const asText = { ...gate(), gate_blocked: '1' as unknown as number };
    expect(withdrawnIn(audienceOfGated(asText, copy, new Set()), copy)).toBe(true);
    expect(withoutGate({ id: 'p1', ...gate({ gate_held: 1 }) })).toEqual({ id: 'p1' });
  });
});
