import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMemoryBus, createRedisBus, type EventBus } from './event-bus';
import { loadSecret } from './secrets';
import { createLocalStorage } from './storage';

describe('config', () => {
  it('starts with safe defaults from an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      databaseUrl: undefined,
      redisUrl: undefined,
      storeId: 'store_brandsocial',
    });
    expect(path.isAbsolute(c.dataDir)).toBe(true);
  });
  it('reads flags and refuses nonsense with a clear message', () => {
    expect(loadConfig({ SEED_DEMO: '0', PORT: '8080' })).toMatchObject({ seedDemo: false, port: 8080 });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('secret', () => {
  it('is generated once, kept private, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-secret-'));
    const a = loadSecret(dir, undefined);
    expect(a.length).toBeGreaterThanOrEqual(40);
    expect(loadSecret(dir, undefined)).toBe(a);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40));
    fs.rmSync(dir, { recursive: true });
  });
});

describe('storage', () => {
  it('writes atomically under its root and refuses keys that escape it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-storage-'));
    const s = createLocalStorage(dir);
    await s.put('a/b.txt', 'olá');
    expect(fs.readFileSync(path.join(dir, 'a/b.txt'), 'utf8')).toBe('olá');
    expect(await s.exists('a/b.txt')).toBe(true);
    expect(s.url('a/b.txt')).toBe('/media/a/b.txt');
    await expect(s.put('../fora.txt', 'x')).rejects.toThrow(/Unsafe/);
    await expect(s.put('/etc/passwd', 'x')).rejects.toThrow(/Unsafe/);
    await s.remove('a/b.txt');
    expect(await s.exists('a/b.txt')).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});

async function roundTrip(bus: EventBus) {
  const got: unknown[] = [];
  const off = bus.subscribe('user:1', (p) => got.push(p));
  await new Promise((r) => setTimeout(r, 50));
  const reached = [await bus.publish('user:1', { type: 'notification', n: 1 })];
  await bus.publish('user:2', { type: 'other' });
  await new Promise((r) => setTimeout(r, 100));
  off();
  await new Promise((r) => setTimeout(r, 50));
  reached.push(await bus.publish('user:1', { type: 'late' }));
  await new Promise((r) => setTimeout(r, 50));
  await bus.close();
  // How many subscribers a message reached: the read cache waits for that many confirmations.
  expect(reached).toEqual([1, 0]);
  return got;
}

describe('event bus', () => {
  it('delivers in process to subscribers of the channel only', async () => {
    expect(await roundTrip(createMemoryBus())).toEqual([{ type: 'notification', n: 1 }]);
  });
  it.runIf(process.env.REDIS_URL)('delivers through Redis pub/sub when REDIS_URL is set', async () => {
    expect(await roundTrip(await createRedisBus(process.env.REDIS_URL!))).toEqual([{ type: 'notification', n: 1 }]);
  });
});
