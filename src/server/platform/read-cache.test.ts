import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './event-bus';
import { createReadCache } from './read-cache';

const built = (value: string, tags: string[]) => async () => ({ value, tags });

describe('read cache', () => {
  it('answers from memory until one of the tags it was built from is invalidated', async () => {
    const cache = createReadCache();
    let builds = 0;
    const build = async () => ({ value: `v${++builds}`, tags: ['post:1', 'viewer:a'] });
    expect(await cache.get('k', build)).toBe('v1');
    expect(await cache.get('k', build)).toBe('v1');
    cache.invalidate('post:2', 'viewer:b');
    expect(await cache.get('k', build)).toBe('v1');
    cache.invalidate('post:1');
    expect(await cache.get('k', build)).toBe('v2');
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2, entries: 1 });
  });

  it('does not keep an answer whose tag was invalidated while it was being built', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'built before the write committed', tags: ['post:1'] };
    });
    cache.invalidate('post:1');
    release();
    expect(await slow).toBe('built before the write committed');
    expect(await cache.get('k', built('rebuilt', ['post:1']))).toBe('rebuilt');
  });

  it('builds the missing keys of a batch together, and keeps what it found', async () => {
    const cache = createReadCache();
    const asked: string[][] = [];
    const build = async (missing: string[]) => {
      asked.push(missing);
      const found = missing.filter((key) => key !== 'gone');
      return new Map(found.map((key) => [key, { value: `${key}@${asked.length}`, tags: [`tag:${key}`] }]));
    };
    expect(await cache.getMany(['a', 'b', 'gone'], build)).toEqual(['a@1', 'b@1', undefined]);
    expect(await cache.getMany(['b', 'a'], build)).toEqual(['b@1', 'a@1']);
    cache.invalidate('tag:b');
    expect(await cache.getMany(['a', 'b', 'gone'], build)).toEqual(['a@1', 'b@2', undefined]);
    expect(asked).toEqual([
      ['a', 'b', 'gone'],
      ['b', 'gone'],
    ]);
    expect(await cache.get('a', built('not built', []))).toBe('a@1');
  });

  it('does not keep a batch entry whose tag was invalidated while the batch was being built', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = cache.getMany(['a', 'b'], async (missing) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Map(missing.map((key) => [key, { value: `old ${key}`, tags: [`tag:${key}`] }]));
    });
    cache.invalidate('tag:a');
    release();
    expect(await slow).toEqual(['old a', 'old b']);
    const again = async (missing: string[]) =>
      new Map(missing.map((key) => [key, { value: `new ${key}`, tags: [`tag:${key}`] }]));
    expect(await cache.getMany(['a', 'b'], again)).toEqual(['new a', 'old b']);
  });

  it('lets answers expire, counting from the start of their build', async () => {
    let now = 1_000;
    const cache = createReadCache({ ttlMs: 100, now: () => now });
    expect(await cache.get('k', built('first', []))).toBe('first');
    now += 60;
    expect(await cache.get('k', built('second', []), { ttlMs: 50 })).toBe('first');
    now += 50;
    expect(await cache.get('k', built('third', []))).toBe('third');
    // A shorter lifetime per answer (rankings that drift without a write).
    expect(await cache.get('short', built('a', []), { ttlMs: 10 })).toBe('a');
    now += 11;
    expect(await cache.get('short', built('b', []), { ttlMs: 10 })).toBe('b');
  });

  it('still judges entries correctly after old invalidation records are forgotten', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 100, now: () => now });
    cache.invalidate('post:1');
    expect(await cache.get('k', built('kept', ['post:1']))).toBe('kept');
    now += 500; // the record of post:1 is now old enough to go…
    cache.invalidate('post:2'); // …and goes here
    expect(await cache.get('k', built('rebuilt after expiry', ['post:1']))).toBe('rebuilt after expiry');
    expect(await cache.get('k', built('not this', ['post:1']))).toBe('rebuilt after expiry');
  });

  it('clear forgets everything', async () => {
    const cache = createReadCache();
    await cache.get('a', built('a1', ['x']));
    await cache.get('b', built('b1', []));
    cache.clear();
    expect(await cache.get('a', built('a2', ['x']))).toBe('a2');
    expect(await cache.get('b', built('b2', []))).toBe('b2');
  });

  it('keeps at most maxChars of text, keys and tags, dropping the least recently used', async () => {
    // Each entry is 70: its bookkeeping (64), a key of one character and a text of five.
    const cache = createReadCache({ maxChars: 140 });
    await cache.get('a', built('12345', []));
    await cache.get('b', built('67890', []));
    await cache.get('a', built('unused', []));
    await cache.get('c', built('abcde', []));
    expect(await cache.get('a', built('a again', []))).toBe('12345');
    expect(await cache.get('b', built('b rebuilt', []))).toBe('b rebuilt');
  });

  it('counts a flag by its key and tags, not as a kilobyte: a viewer’s flags for many posts fit together', async () => {
    const cache = createReadCache({ maxChars: 16_384 });
    const keys = Array.from({ length: 100 }, (_, i) => `can-comment:usr_1:pst_${i}`);
    for (const key of keys) await cache.get(key, async () => ({ value: true, tags: ['viewer:usr_1'] }));
    let rebuilt = 0;
    for (const key of keys)
      await cache.get(key, async () => {
        rebuilt += 1;
        return { value: false, tags: ['viewer:usr_1'] };
      });
    expect(rebuilt).toBe(0);
  });

  it('carries invalidations to the other instances over the event bus', async () => {
    const bus = createMemoryBus();
    const here = createReadCache({ bus });
    const there = createReadCache({ bus });
    await here.get('k', built('here 1', ['post:1']));
    await there.get('k', built('there 1', ['post:1']));
    here.invalidate('post:1');
    await Promise.resolve();
    expect(await there.get('k', built('there 2', ['post:1']))).toBe('there 2');
    expect(await here.get('k', built('here 2', ['post:1']))).toBe('here 2');
    there.clear();
    await Promise.resolve();
    expect(await here.get('k', built('here 3', ['post:1']))).toBe('here 3');
  });

  it('resolves an invalidation meant for every instance only once the bus has taken it', async () => {
    const bus = createMemoryBus();
    let release!: () => void;
    const slowBus = {
      ...bus,
      async publish(channel: string, payload: unknown) {
        await new Promise<void>((resolve) => (release = resolve));
        return bus.publish(channel, payload);
      },
    };
    const here = createReadCache({ bus: slowBus });
    const there = createReadCache({ bus });
    await there.get('k', built('there 1', ['session:s']));
    let done = false;
    const invalidated = here.invalidateEverywhere('session:s').then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await invalidated;
    expect(await there.get('k', built('there 2', ['session:s']))).toBe('there 2');
  });
});
