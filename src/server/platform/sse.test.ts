import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from './event-bus';
import { eventsRoutes, userChannel, type EventsDeps } from './sse';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** A bare server whose "session" is the x-member header, so only the stream is under test. */
async function start(opts: Omit<EventsDeps, 'bus'>) {
  const bus = createMemoryBus();
  app = Fastify();
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-member'];
    request.session = typeof id === 'string' ? { id: 's', userId: id } : null;
  });
  await app.register(eventsRoutes, { bus, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { bus, port: (app.server.address() as AddressInfo).port };
}

function open(port: number, member: string) {
  return new Promise<{ text: () => string; ended: () => boolean }>((resolve, reject) => {
    let text = '';
    let ended = false;
    http
      .get({ host: '127.0.0.1', port, path: '/api/events', headers: { 'x-member': member } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => (ended = true));
        resolve({ text: () => text, ended: () => ended });
      })
      .on('error', reject);
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for a condition rather than for a window of time: a busy machine runs timers late. */
async function until(check: () => boolean, limitMs = 10_000) {
  const deadline = Date.now() + limitMs;
  while (!check() && Date.now() < deadline) await wait(10);
}

describe('event stream', () => {
  it("sends a member's bus events as JSON data lines, and nobody else's", async () => {
    const { bus, port } = await start({});
    const ana = await open(port, 'ana');
    const bia = await open(port, 'bia');
    await wait(20);
    await bus.publish(userChannel('ana'), { type: 'notification', n: 1 });
    await wait(20);
    expect(ana.text()).toContain('retry: 5000');
    expect(ana.text()).toContain('data: {"type":"notification","n":1}\n\n');
    expect(bia.text()).not.toContain('notification');
  });

  it('reads a reference in full before writing it, in the order the bus delivered, and drops what expands to nothing', async () => {
    const expand = async (userId: string, payload: unknown) => {
      const { ref } = payload as { ref?: number };
      if (ref === undefined) return payload;
      if (ref === 0) return null;
      // The first reference takes longest: the stream must still write it first.
      await wait(ref === 1 ? 30 : 0);
      return { type: 'notification', for: userId, n: ref };
    };
    const { bus, port } = await start({ expand });
    const ana = await open(port, 'ana');
    await wait(20);
    for (const payload of [{ ref: 1 }, { ref: 0 }, { ref: 2 }, { type: 'notifications-read' }]) {
      await bus.publish(userChannel('ana'), payload);
    }
    await until(() => ana.text().includes('notifications-read'));
    const data = ana.text().match(/^data: .*$/gm);
    expect(data).toEqual([
      'data: {"type":"notification","for":"ana","n":1}',
      'data: {"type":"notification","for":"ana","n":2}',
      'data: {"type":"notifications-read"}',
    ]);
  });

  it('keeps a quiet stream alive with comment heartbeats', async () => {
    const { port } = await start({ heartbeatMs: 20 });
    const s = await open(port, 'ana');
    const pings = () => s.text().match(/: ping\n\n/g)?.length ?? 0;
    await until(() => pings() >= 2);
    expect(pings()).toBeGreaterThanOrEqual(2);
  });

  it("closes a member's oldest stream past the limit, and all of them when the server closes", async () => {
    const { bus, port } = await start({ maxPerMember: 2 });
    const first = await open(port, 'ana');
    await wait(10);
    const second = await open(port, 'ana');
    const third = await open(port, 'ana');
    await wait(30);
    expect(first.ended()).toBe(true);
    expect(second.ended()).toBe(false);
    await app.close();
    await wait(20);
    expect(third.ended()).toBe(true);
    expect(second.ended()).toBe(true);
    // Unsubscribed: publishing after close reaches no listener and throws nothing.
    await bus.publish(userChannel('ana'), { type: 'x' });
  });
});
