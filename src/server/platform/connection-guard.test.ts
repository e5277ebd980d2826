import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardConnections } from './connection-guard';

/** A bare server with the body-rate guard, answering once it has read the whole body. */
async function guarded(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  guardConnections(server, { maxPerIp: 0, minBodyBytesPerSec: 1024, bodyWindowMs: 30_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A request; a body is sent a moment after the headers, so that the server sees it still coming. */
function request(port: number, method: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
    const req = http.request({ host: '127.0.0.1', port, method, path: '/', agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (body === undefined) return void req.end();
    req.flushHeaders();
    setTimeout(() => req.end(body), 50);
  });
}

describe('the body-rate guard', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    const open = server;
    server = undefined;
    if (open) await new Promise((resolve) => open.close(resolve));
  });

  it('watches no request without a body, and lets go of a body once it has arrived', async () => {
    const started = new Set<NodeJS.Timeout>();
    const setSpy = vi.spyOn(globalThis, 'setInterval');
    const clearSpy = vi.spyOn(globalThis, 'clearInterval');
    const opened = await guarded();
    server = opened.server;

    const gets = await Promise.all(Array.from({ length: 20 }, () => request(opened.port, 'GET')));
    expect(gets.every((s) => s === 200)).toBe(true);
    expect(setSpy).not.toHaveBeenCalled();

    const posts = await Promise.all(Array.from({ length: 5 }, () => request(opened.port, 'POST', '{"a":1}')));
    expect(posts.every((s) => s === 200)).toBe(true);
    for (const result of setSpy.mock.results) started.add(result.value);
    expect(started.size).toBe(5);
    // Every watch was stopped as its body ended, not left to its 30-second tick.
    const cleared = new Set(clearSpy.mock.calls.map(([timer]) => timer));
    expect([...started].every((timer) => cleared.has(timer))).toBe(true);
  });
});
