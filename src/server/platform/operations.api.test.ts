import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPost } from '../testing/fixtures/posts';
import { createTestApp, signupMember, testDialect, type TestApp } from '../testing/harness';

const TOKEN = 'metricas-token-0123456789';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('readiness', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 while the database, the bus and the storage answer, and 503 naming what does not', async () => {
    t = await createTestApp();
    const ok = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ready: true, checks: { database: true, bus: true, storage: true } });

    // The media folder gone (a lost mount): out of rotation, while /api/health still says alive.
    fs.rmSync(t.storage.root!, { recursive: true, force: true });
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ready: false, checks: { database: true, bus: true, storage: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    fs.mkdirSync(t.storage.root!, { recursive: true });
  });
});

describe('metrics', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('are refused without the token, and with it count requests by route pattern, the queue, streams and the cache', async () => {
    const port = await freePort();
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    const member = await signupMember(t.app);
    const post = await createPost(t.app, member.cookie, 'Métricas');
    await t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: { cookie: member.cookie } });
    await t.app.inject({ method: 'GET', url: '/api/feed', headers: { cookie: member.cookie } });

    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer errado' } });
    expect(wrong.statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie: member.cookie } });
    expect(session.statusCode).toBe(401);

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /brandsocial_http_request_duration_seconds_count\{method="PUT",route="\/api\/posts\/:id\/like",status="200"\} 1/,
    );
    // A path with an id is counted under its pattern, never as a series of its own.
    expect(text).not.toContain(post.id);
    for (const name of [
      'brandsocial_nodejs_eventloop_lag_seconds',
      'brandsocial_jobs_waiting 0',
      'brandsocial_jobs_failed_total 0',
      'brandsocial_sse_clients 0',
      'brandsocial_cache_hit_ratio',
      'brandsocial_cache_entries',
    ])
      expect(text).toContain(name);
    if (testDialect === 'postgres') expect(text).toMatch(/brandsocial_db_pool_total \d+/);

    // The port of their own answers the same, without a token.
    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('brandsocial_http_request_duration_seconds_bucket');
  });
});
