/**
 * The bookkeeping behind an optimistic toggle (a like, a save) that a member may tap again before the
 * server has answered. Taps on one thing form a burst; each gets a number. A reply only shows when no
 * later tap of the burst is still waiting or has succeeded, so an answer that arrives late can never
 * undo a newer one, whatever order the replies come back in. A failure rolls back to the newest answer
 * the server gave within the burst, or to the state before the burst began.
 */
type Outcome<R> = { status: 'pending' } | { status: 'ok'; reply: R } | { status: 'failed' };

interface Burst<R> {
  /** The toggle as it was before the burst's first tap (undefined when it was not on screen). */
  base: R | undefined;
  next: number;
  taps: Map<number, Outcome<R>>;
}

export type Settled<R> = { ok: true; reply: R } | { ok: false };

export class ToggleLedger<R> {
  private readonly bursts = new Map<string, Burst<R>>();

  /** Records a tap on `key`; `current` is the toggle as shown just before it. Returns the tap's number. */
  begin(key: string, current: R | undefined): number {
    let burst = this.bursts.get(key);
    if (!burst) {
      burst = { base: current, next: 0, taps: new Map() };
      this.bursts.set(key, burst);
    }
    const seq = ++burst.next;
    burst.taps.set(seq, { status: 'pending' });
    return seq;
  }

  /** Records the server's answer to tap `seq`; returns what to show now, or null to leave the screen as it is. */
  settle(key: string, seq: number, outcome: Settled<R>): { show: R } | null {
    const burst = this.bursts.get(key);
    if (!burst?.taps.has(seq)) return outcome.ok ? { show: outcome.reply } : null;
    burst.taps.set(seq, outcome.ok ? { status: 'ok', reply: outcome.reply } : { status: 'failed' });
    const show = this.decide(burst, seq, outcome);
    if (![...burst.taps.values()].some((t) => t.status === 'pending')) this.bursts.delete(key);
    return show;
  }

  /** Taps of `key` still waiting for the server. */
  pending(key: string): number {
    const burst = this.bursts.get(key);
    return burst ? [...burst.taps.values()].filter((t) => t.status === 'pending').length : 0;
  }

  private decide(burst: Burst<R>, seq: number, outcome: Settled<R>): { show: R } | null {
    for (const [later, t] of burst.taps) if (later > seq && t.status !== 'failed') return null;
    if (outcome.ok) return { show: outcome.reply };
    let newest: { seq: number; reply: R } | null = null;
    for (const [earlier, t] of burst.taps) {
      if (earlier < seq && t.status === 'ok' && (!newest || earlier > newest.seq))
        newest = { seq: earlier, reply: t.reply };
    }
    if (newest) return { show: newest.reply };
    return burst.base === undefined ? null : { show: burst.base };
  }
}

/** A toggle with a count beside it: a heart and its likes, a bookmark and its saves. */
export interface Counted {
  on: boolean;
  count: number;
}

/** The guess shown before the server answers: the toggle set, the count moved by one (never below zero). */
export function flipCount(current: Counted, on: boolean): Counted {
  return current.on === on ? current : { on, count: Math.max(0, current.count + (on ? 1 : -1)) };
}

type Marked<Flag extends string, Stat extends string> = { [K in Flag]: boolean } & { stats: { [K in Stat]: number } };

/**
 * A counted mark as every kind of content carries it: the viewer's flag on the item (`likedByMe`), its
 * counter in `stats` (`likes`), and the server's answer naming both (`{ liked, likes }`).
 */
function countedMark<Flag extends string, Stat extends string, Said extends string>(
  flag: Flag,
  stat: Stat,
  said: Said,
) {
  return {
    read: (item: Marked<Flag, Stat>): Counted => ({ on: item[flag], count: item.stats[stat] }),
    write: <T extends Marked<Flag, Stat>>(item: T, state: Counted): T =>
      ({ ...item, [flag]: state.on, stats: { ...item.stats, [stat]: state.count } }) as T,
    answer: (reply: Partial<Record<Said | Stat, unknown>>): Counted => ({
      on: Boolean(reply[said]),
      count: Number(reply[stat]),
    }),
  };
}

export const likeMark = countedMark('likedByMe', 'likes', 'liked');
export const saveMark = countedMark('bookmarkedByMe', 'bookmarks', 'bookmarked');
