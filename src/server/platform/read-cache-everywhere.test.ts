import { describe, expect, it } from 'vitest';
import type { BusHandler, EventBus } from './event-bus';
import { createReadCache } from './read-cache';

const built = (value: string, tags: string[]) => async () => ({ value, tags });

/**
 * A bus that behaves as Redis does: PUBLISH answers with how many subscribers it reached before
 * any of them has handled the message; `deliver` hands over what is in flight.
 */
function delayedBus(options: { extraReach?: number } = {}) {
  const handlers = new Map<string, Set<BusHandler>>();
  const inFlight: Array<() => void> = [];
  const bus: EventBus = {
    async publish(channel, payload) {
      const set = handlers.get(channel) ?? new Set();
      for (const handler of set) inFlight.push(() => handler(payload));
      return set.size + (options.extraReach ?? 0);
    },
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set<BusHandler>();
      handlers.set(channel, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    async ping() {},
    async close() {},
  };
  async function deliver() {
    while (inFlight.length > 0) {
      inFlight.shift()!();
      await Promise.resolve();
    }
  }
  return { bus, deliver };
}

describe('invalidations meant for every instance', () => {
  it('resolve only after every other instance has applied them', async () => {
    const { bus, deliver } = delayedBus();
    const here = createReadCache({ bus });
    const there = createReadCache({ bus });
    const elsewhere = createReadCache({ bus });
    await there.get('k', built('there 1', ['session:s']));
    await elsewhere.get('k', built('elsewhere 1', ['session:s']));

    let done = false;
    const invalidated = here.invalidateEverywhere('session:s').then(() => (done = true));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    // Published, but not handled anywhere yet: the other instances would still answer from memory.
    expect(done).toBe(false);
    expect(await there.get('k', built('there 2', ['session:s']))).toBe('there 1');

    await deliver();
    await invalidated;
    expect(await there.get('k', built('there 3', ['session:s']))).toBe('there 3');
    expect(await elsewhere.get('k', built('elsewhere 2', ['session:s']))).toBe('elsewhere 2');
  });

  it('stop waiting for an instance that never confirms after the timeout', async () => {
    // One subscriber more than answers: a process that died after subscribing.
    const { bus, deliver } = delayedBus({ extraReach: 1 });
    const here = createReadCache({ bus, ackTimeoutMs: 40 });
    const there = createReadCache({ bus });
    await there.get('k', built('there 1', ['session:s']));

    const started = Date.now();
    const invalidated = here.invalidateEverywhere('session:s');
    await deliver();
    await invalidated;
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(await there.get('k', built('there 2', ['session:s']))).toBe('there 2');
  });

  it('resolve at once when no other instance listens', async () => {
    const { bus } = delayedBus();
    const alone = createReadCache({ bus, ackTimeoutMs: 60_000 });
    await alone.get('k', built('v1', ['session:s']));
    await alone.invalidateEverywhere('session:s');
    expect(await alone.get('k', built('v2', ['session:s']))).toBe('v2');
  });
});
