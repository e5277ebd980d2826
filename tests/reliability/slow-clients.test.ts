import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';

/** A real listening server: timeouts and connection caps live below app.inject. */
async function listening(env: Record<string, string>): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp({ env: { AUTH_RATE_LIMIT: '100000', ...env } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as net.AddressInfo).port };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET /api/health on a connection of its own, optionally from another loopback address. */
function health(port: number, localAddress?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.setTimeout(3000, () => req.destroy(new Error('no answer')));
  });
}

interface RawClient {
  socket: net.Socket;
  /** What the server has sent so far. */
  received(): string;
  /** Resolves when the server closes the connection, with what it sent back. */
  closed: Promise<{ afterMs: number; received: string }>;
}

function connect(port: number, localAddress?: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect({ host: '127.0.0.1', port, ...(localAddress ? { localAddress } : {}) });
    const closed = new Promise<{ afterMs: number; received: string }>((done) => {
      socket.on('data', (d) => (received += d.toString()));
      socket.on('close', () => done({ afterMs: Date.now() - started, received }));
    });
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });
}

/** Writes `chunks` one every `everyMs` until the server hangs up or they run out. */
async function trickle(socket: net.Socket, chunks: string[], everyMs: number) {
  for (const chunk of chunks) {
    if (socket.destroyed) return;
    socket.write(chunk);
    await sleep(everyMs);
  }
}

const loginHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  let server: { t: TestApp; port: number };
  beforeAll(async () => {
    server = await listening({ BODY_MIN_RATE: '200', BODY_RATE_WINDOW_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await server?.t.close();
  });

  it('cuts off a body trickled a byte at a time, while other requests keep being answered', async () => {
    const client = await connect(server.port);
    client.socket.write(loginHead(1000));
    void trickle(
      client.socket,
      Array.from({ length: 40 }, () => ' '),
      250,
    );
    const answers: number[] = [];
    let cut: { afterMs: number; received: string } | undefined;
    void client.closed.then((c) => (cut = c));
    while (!cut) {
      answers.push(await health(server.port));
      expect(answers.length, 'the trickled body was never cut off').toBeLessThan(100);
      await sleep(100);
    }
    expect(cut.afterMs).toBeLessThan(3000);
    expect(cut.received).toBe('');
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.every((s) => s === 200)).toBe(true);
  });

  it('lets a slow but steady body through, however long it takes past the rate window', async () => {
    const body = `{"email":"lento@exemplo.com.br","password":"senha-errada-1"${' '.repeat(2400)}}`;
    const client = await connect(server.port);
    client.socket.write(loginHead(Buffer.byteLength(body)));
    const chunks = body.match(/[\s\S]{1,100}/g)!;
    const started = Date.now();
    // About 1 000 bytes a second for 2.5 s: five times the floor, and longer than two rate windows.
    await trickle(client.socket, chunks, 100);
    let cut = false;
    void client.closed.then(() => (cut = true));
    while (!cut && !client.received().includes('\r\n\r\n')) await sleep(20);
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 401 /);
    client.socket.destroy();
  });

  it('cuts off headers that never finish', async () => {
    const client = await connect(server.port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    void trickle(
      client.socket,
      Array.from({ length: 40 }, (_, i) => `X-${i}: a\r\n`),
      200,
    );
    const { afterMs } = await client.closed;
    expect(afterMs).toBeLessThan(3000);
    expect(await health(server.port)).toBe(200);
  });
});

describe('connections per address', () => {
  let server: { t: TestApp; port: number };
  beforeAll(async () => {
    server = await listening({ MAX_CONNECTIONS_PER_IP: '4' });
  });
  afterAll(async () => {
    await server?.t.close();
  });

  /** Waits until the server holds `n` connections: it counts them when it takes them, not when we open them. */
  async function untilServerHolds(n: number) {
    const held = () =>
      new Promise<number>((resolve, reject) =>
        server.t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
    while ((await held()) !== n) await sleep(10);
  }

  it('refuses connections past the cap from one address, not from others, and again once they close', async () => {
    const held = await Promise.all([1, 2, 3, 4].map(() => connect(server.port)));
    await untilServerHolds(4);
    const extra = await connect(server.port);
    const { afterMs } = await extra.closed;
    expect(afterMs).toBeLessThan(1000);
    await expect(health(server.port)).rejects.toThrow();
    // Another peer address is counted on its own.
    expect(await health(server.port, '127.0.0.2')).toBe(200);

    for (const c of held) c.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    await untilServerHolds(0);
    expect(await health(server.port)).toBe(200);
    const again = await Promise.all([1, 2, 3, 4].map(() => health(server.port)));
    expect(again).toEqual([200, 200, 200, 200]);
  });
});
