import { describe, expect, it } from 'vitest';
import { flipCount, likeMark, saveMark, ToggleLedger, type Counted } from './optimistic-toggle';

type State = Counted;

/**
 * A member taps a heart `taps.length` times before any reply (each tap flips what the screen shows);
 * the server handles the requests in the order they were sent, and the replies come back in
 * `arrival` order. Requests whose index is in `failing` are refused. Returns what the screen shows
 * at the end and what the server last answered.
 */
function simulate(start: State, taps: number, arrival: number[], failing: ReadonlySet<number> = new Set()) {
  const ledger = new ToggleLedger<State>();
  let shown = start;
  let server = start;
  const requests: { seq: number; answer: State | null }[] = [];
  for (let i = 0; i < taps; i++) {
    const on = !shown.on;
    const seq = ledger.begin('post-1', shown);
    shown = flipCount(shown, on);
    if (failing.has(i)) requests.push({ seq, answer: null });
    else {
      server = flipCount(server, on);
      requests.push({ seq, answer: server });
    }
  }
  for (const i of arrival) {
    const { seq, answer } = requests[i]!;
    const show = ledger.settle('post-1', seq, answer ? { ok: true, reply: answer } : { ok: false });
    if (show) shown = show.show;
  }
  return { shown, server, pending: ledger.pending('post-1') };
}

const off: State = { on: false, count: 10 };

describe('ToggleLedger', () => {
  it('shows the server answer of a single tap', () => {
    expect(simulate(off, 1, [0])).toEqual({
      shown: { on: true, count: 11 },
      server: { on: true, count: 11 },
      pending: 0,
    });
  });

  it('tap, tap again before the first reply: replies in order end on the server state', () => {
    const { shown, server } = simulate(off, 2, [0, 1]);
    expect(server).toEqual(off);
    expect(shown).toEqual(server);
  });

  it('tap, tap again before the first reply: the older reply arriving last does not win', () => {
    const { shown, server } = simulate(off, 2, [1, 0]);
    expect(server).toEqual(off);
    expect(shown).toEqual(server);
  });

  it('three quick taps, replies in every order, end on the server state', () => {
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const { shown, server, pending } = simulate(off, 3, order);
      expect(server).toEqual({ on: true, count: 11 });
      expect(shown, `arrival ${order.join(',')}`).toEqual(server);
      expect(pending).toBe(0);
    }
  });

  it('a refused single tap rolls back to the state before it', () => {
    expect(simulate(off, 1, [0], new Set([0])).shown).toEqual(off);
  });

  it('when the newest tap is refused, the newest earlier answer shows, whatever the order', () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const { shown, server } = simulate(off, 2, order, new Set([1]));
      expect(server).toEqual({ on: true, count: 11 });
      expect(shown, `arrival ${order.join(',')}`).toEqual(server);
    }
  });

  it('when an older tap is refused, the newer answer still shows', () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const { shown } = simulate(off, 2, order, new Set([0]));
      // The second tap asked for "off" again, which the server already was.
      expect(shown, `arrival ${order.join(',')}`).toEqual(off);
    }
  });

  it('keeps bursts of different things apart', () => {
    const ledger = new ToggleLedger<State>();
    const a = ledger.begin('a', off);
    const b = ledger.begin('b', off);
    expect(ledger.settle('a', a, { ok: true, reply: { on: true, count: 11 } })).toEqual({
      show: { on: true, count: 11 },
    });
    expect(ledger.settle('b', b, { ok: false })).toEqual({ show: off });
  });
});

describe('flipCount', () => {
  it('moves the count with the toggle and never below zero', () => {
    expect(flipCount({ on: false, count: 0 }, true)).toEqual({ on: true, count: 1 });
    expect(flipCount({ on: true, count: 0 }, false)).toEqual({ on: false, count: 0 });
    expect(flipCount({ on: true, count: 5 }, true)).toEqual({ on: true, count: 5 });
  });
});

describe('likeMark and saveMark', () => {
  const item = { id: 'p1', likedByMe: false, bookmarkedByMe: true, stats: { likes: 3, bookmarks: 7, shares: 1 } };

  it('read and write only their own flag and counter', () => {
    expect(likeMark.read(item)).toEqual({ on: false, count: 3 });
    expect(saveMark.read(item)).toEqual({ on: true, count: 7 });
    expect(likeMark.write(item, { on: true, count: 4 })).toEqual({
      ...item,
      likedByMe: true,
      stats: { ...item.stats, likes: 4 },
    });
    expect(saveMark.write(item, { on: false, count: 6 })).toEqual({
      ...item,
      bookmarkedByMe: false,
      stats: { ...item.stats, bookmarks: 6 },
    });
  });

  it('read the server’s answer by its own words', () => {
    expect(likeMark.answer({ liked: true, likes: 12 })).toEqual({ on: true, count: 12 });
    expect(saveMark.answer({ bookmarked: false, bookmarks: 0 })).toEqual({ on: false, count: 0 });
  });
});
