import { describe, expect, it } from 'vitest';
import { nextTuck, TUCK_DISTANCE, TUCK_TOP_ZONE, type TuckState } from './use-tuck-on-scroll';

const run = (ys: number[], from: TuckState = { tucked: false, anchor: 0 }) =>
  ys.reduce((state, y) => nextTuck(state, y), from);

describe('nextTuck', () => {
  it('tucks once the member has scrolled down far enough, and not before', () => {
    const shown = { tucked: false, anchor: 200 };
    expect(run([210, 200 + TUCK_DISTANCE - 1], shown).tucked).toBe(false);
    expect(run([210, 200 + TUCK_DISTANCE], shown).tucked).toBe(true);
  });

  it('comes back after scrolling up by as much from the lowest point', () => {
    const down = run([300, 900], { tucked: false, anchor: 200 });
    expect(down).toEqual({ tucked: true, anchor: 900 });
    expect(nextTuck(down, 900 - TUCK_DISTANCE + 1).tucked).toBe(true);
    expect(nextTuck(down, 900 - TUCK_DISTANCE).tucked).toBe(false);
  });

  it('ignores jitter: small moves back and forth never flip it', () => {
    expect(run([510, 500, 515, 505, 520], { tucked: false, anchor: 500 }).tucked).toBe(false);
    expect(run([900, 890, 898, 885], { tucked: true, anchor: 900 }).tucked).toBe(true);
  });

  it('always shows near the top of the page', () => {
    expect(nextTuck({ tucked: true, anchor: 2000 }, TUCK_TOP_ZONE)).toEqual({ tucked: false, anchor: TUCK_TOP_ZONE });
  });

  it('a shown button measures the way down from the highest point since it showed', () => {
    // Up from 800 to 400 keeps it shown and moves the anchor; then down 24 from 400 tucks it.
    const up = run([800, 400], { tucked: false, anchor: 800 });
    expect(up).toEqual({ tucked: false, anchor: 400 });
    expect(nextTuck(up, 400 + TUCK_DISTANCE).tucked).toBe(true);
  });
});
