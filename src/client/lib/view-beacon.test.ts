import { describe, expect, it } from 'vitest';
import { VIEW_BATCH_MAX, VIEW_FLUSH_MS, type SeenItem } from '@shared/view-rules';
import { onScreenEnough } from './use-seen';
import { createViewReporter } from './view-beacon';

function reporter() {
  const sent: SeenItem[][] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const r = createViewReporter({
    send: (items) => sent.push(items),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  return { r, sent, timers };
}

describe('the view reporter', () => {
  it('sends what was seen together after a few seconds, each item once per page', () => {
    const { r, sent, timers } = reporter();
    r.record('post', 'a');
    r.record('reel', 'b');
    r.record('post', 'a');
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(VIEW_FLUSH_MS);
    timers[0]!.run();
    expect(sent).toEqual([
      [
        { kind: 'post', id: 'a' },
        { kind: 'reel', id: 'b' },
      ],
    ]);
    r.record('post', 'a');
    r.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch at once, and splits what waits into batches the server accepts', () => {
    const { r, sent, timers } = reporter();
    for (let i = 0; i < VIEW_BATCH_MAX; i++) r.record('post', `p${i}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(VIEW_BATCH_MAX);
    expect(timers[0]!.cleared).toBe(true);
    for (let i = 0; i < 5; i++) r.record('video', `v${i}`);
    // The page hides: whatever waits goes now.
    r.flush();
    expect(sent.map((b) => b.length)).toEqual([VIEW_BATCH_MAX, 5]);
  });
});

describe('onScreenEnough', () => {
  const entry = (ratio: number, visible: number, screen: number | null, isIntersecting = true) => ({
    isIntersecting,
    intersectionRatio: ratio,
    intersectionRect: { height: visible },
    rootBounds: screen === null ? null : { height: screen },
  });

  it('counts half of a card on screen, not less', () => {
    expect(onScreenEnough(entry(0.5, 300, 844))).toBe(true);
    expect(onScreenEnough(entry(0.49, 294, 844))).toBe(false);
    expect(onScreenEnough(entry(0.6, 360, 844, false))).toBe(false);
  });

  it('counts a card taller than twice the screen once it fills half of the screen', () => {
    expect(onScreenEnough(entry(0.3, 500, 844))).toBe(true);
    expect(onScreenEnough(entry(0.2, 400, 844))).toBe(false);
    expect(onScreenEnough(entry(0.2, 400, null))).toBe(false);
  });
});
