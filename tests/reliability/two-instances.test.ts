import crypto from 'node:crypto';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h264Clip } from '../../src/server/testing/fixtures/clips';
import { testDialect } from '../../src/server/testing/harness';
import { startCluster, type Cluster } from './cluster';
import { ADMIN_TOKEN, ensureServerBuild } from './server-process';
import { drive, newLedger, signup, stockStore, stockedVariants, type LoadMember } from './workload';

/*
 * The several-machines deployment of docs/deploy.md, proved with real processes: two web instances
 * and a media worker on one PostgreSQL database, one Redis and one bucket. Once, on PostgreSQL, and
 * only where CI provides both services.
 */

/** Logins (and sign-ups) per address per 15 minutes, for the whole cluster. */
const AUTH_LIMIT = 4;
const PASSWORD = 'senha-do-cluster-1';
const OPERATOR_EMAIL = `operacao.${crypto.randomUUID()}@exemplo.com.br`;

/**
 * The instances trust a proxy's `x-forwarded-for`, as behind a load balancer: each client of a check
 * comes from an address of its own, so only the rate-limit check spends its address's budget.
 */
let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `10.23.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const from = (ip = nextAddress()) => ({ 'x-forwarded-for': ip });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a value, failing with `what` past the deadline. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Member {
  id: string;
  email: string;
  cookie: string;
}

const sessionCookie = (res: Response) => /bs_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';

async function signupOn(base: string, email = `membro.${crypto.randomUUID()}@exemplo.com.br`): Promise<Member> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { ...from(), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Membro Cluster', email, password: PASSWORD, birthDate: '1991-03-14' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { member } = (await res.json()) as { member: { id: string } };
  return { id: member.id, email, cookie: sessionCookie(res) };
}

function login(base: string, email: string, password: string, ip = nextAddress()) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...from(ip), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function me(base: string, cookie: string) {
  const res = await fetch(`${base}/api/me`, { headers: { cookie } });
  return { status: res.status, id: res.ok ? ((await res.json()) as { member: { id: string } }).member.id : undefined };
}

async function postWithPicture(base: string, cookie: string): Promise<string> {
  const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('content', 'Foto do cluster');
  form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${base}/api/posts`, { method: 'POST', body: form, headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

/** Pino's error and fatal lines in a process's output. */
const errorLines = (output: string) => output.split('\n').filter((l) => /"level":(50|60)/.test(l));

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL && testDialect === 'postgres')(
  'two web instances and a media worker on PostgreSQL, Redis and a bucket',
  () => {
    let cluster: Cluster;
    let A: string;
    let B: string;

    beforeAll(async () => {
      cluster = await startCluster(ensureServerBuild('two-instances'), {
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        // Failed logins on one email would be slowed down, not refused: not what is counted here.
        AUTH_SLOWDOWN_MAX_MS: '0',
        OPERATOR_EMAILS: OPERATOR_EMAIL,
      });
      A = cluster.a.url;
      B = cluster.b.url;
    });
    afterAll(async () => {
      await cluster?.destroy();
    });

    it('lets a member who signed up on A log in on B, and either session works on both', async () => {
      const ana = await signupOn(A);
      expect(await me(B, ana.cookie)).toEqual({ status: 200, id: ana.id });

      const res = await login(B, ana.email, PASSWORD);
      expect(res.status).toBe(200);
      const fromB = sessionCookie(res);
      expect(fromB).not.toBe(ana.cookie);
      expect(await me(A, fromB)).toEqual({ status: 200, id: ana.id });
      expect(await me(B, fromB)).toEqual({ status: 200, id: ana.id });
    });

    it('encodes a reel uploaded on A in the worker, and B serves its video from the bucket with Range', async () => {
      const author = await signupOn(A);
      const form = new FormData();
      form.set('description', 'Reel do cluster');
      form.set(
        'file',
        new Blob([new Uint8Array(fs.readFileSync(await h264Clip()))], { type: 'video/mp4' }),
        'reel.mp4',
      );
      const posted = await fetch(`${A}/api/reels`, { method: 'POST', body: form, headers: { cookie: author.cookie } });
      expect(posted.status, await posted.clone().text()).toBe(202);
      const { reel } = (await posted.json()) as { reel: { id: string; status: string } };
      expect(reel.status).toBe('processing');

      // The web instances only queue the encode (no WORKER_IN_PROCESS): the worker alone can finish it.
      const ready = await until(
        'the reel to be ready',
        async () => {
          const res = await fetch(`${B}/api/reels/${reel.id}`, { headers: { cookie: author.cookie } });
          const body = (await res.json()) as {
            reel: { status: string; error: string | null; media: { videoUrl: string | null } | null };
          };
          expect(body.reel.status, body.reel.error ?? '').not.toBe('failed');
          return body.reel.status === 'ready' ? body.reel : undefined;
        },
        150_000,
      );
      const videoUrl = ready.media?.videoUrl;
      expect(videoUrl).toMatch(/^\/media\//);

      const redirect = await fetch(`${B}${videoUrl}`, { headers: { cookie: author.cookie }, redirect: 'manual' });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get('location') ?? '';
      expect(location.startsWith(`${cluster.s3.endpoint}/${cluster.s3.bucket}/`), location).toBe(true);

      const part = await fetch(location, { headers: { range: 'bytes=0-1023' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
      const bytes = Buffer.from(await part.arrayBuffer());
      expect(bytes.length).toBe(1024);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    });

    it('delivers a like made on A to the live events of its author connected to B', async () => {
      const author = await signupOn(A);
      const fan = await signupOn(B);
      const postId = await postWithPicture(A, author.cookie);

      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), 60_000);
      try {
        const stream = await fetch(`${B}/api/events`, { headers: { cookie: author.cookie }, signal: abort.signal });
        expect(stream.status).toBe(200);
        const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        const read = async (done: () => boolean) => {
          while (!done()) {
            const chunk = await reader.read();
            if (chunk.done) throw new Error(`the stream ended: ${text}`);
            text += chunk.value;
          }
        };
        await read(() => text.includes(': connected'));
        // B subscribes to the member's channel on Redis just after answering: the like waits for it.
        const redis = new Redis(cluster.redisUrl, { maxRetriesPerRequest: 2 });
        try {
          await until('B to subscribe to the channel', async () => {
            const [, n] = (await redis.pubsub('NUMSUB', `user:${author.id}`)) as [string, number];
            return Number(n) > 0 ? true : undefined;
          });
        } finally {
          redis.disconnect();
        }

        const like = await fetch(`${A}/api/posts/${postId}/like`, { method: 'PUT', headers: { cookie: fan.cookie } });
        expect(like.ok).toBe(true);

        const events = () =>
          text
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => JSON.parse(l.slice(6)) as { type: string; notification?: { type: string; postId: string } });
        await read(() => events().some((e) => e.type === 'notification'));
        const event = events().find((e) => e.type === 'notification')!;
        expect(event.notification).toMatchObject({ type: 'like', postId });
      } finally {
        clearTimeout(timer);
        abort.abort();
      }
    });

    it('refuses on B, at once, a session ended on A', async () => {
      const member = await signupOn(A);
      // B has the session in its read cache now: the logout on A has to reach it.
      expect((await me(B, member.cookie)).status).toBe(200);
      const out = await fetch(`${A}/api/auth/logout`, { method: 'POST', headers: { cookie: member.cookie } });
      expect(out.status).toBe(204);
      expect((await me(B, member.cookie)).status).toBe(401);
      expect((await me(A, member.cookie)).status).toBe(401);
    });

    it(`counts failed logins from one address across both instances (${AUTH_LIMIT} in all, not each)`, async () => {
      const member = await signupOn(A);
      const ip = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_LIMIT + 2; i++) {
        statuses.push((await login(i % 2 === 0 ? A : B, member.email, 'senha-errada-00', ip)).status);
      }
      expect(statuses).toEqual([
        ...Array.from({ length: AUTH_LIMIT }, () => 401),
        ...Array.from({ length: 2 }, () => 429),
      ]);
      // The right password from that address is refused too, on either instance; from another it passes.
      expect((await login(A, member.email, PASSWORD, ip)).status).toBe(429);
      expect((await login(B, member.email, PASSWORD, ip)).status).toBe(429);
      expect((await login(B, member.email, PASSWORD)).status).toBe(200);
    });

    it('ends on B the sessions of a member an operator suspends on A', async () => {
      const operator = await signupOn(A, OPERATOR_EMAIL);
      const member = await signupOn(B);
      const second = await login(B, member.email, PASSWORD);
      expect(second.status).toBe(200);
      const sessions = [member.cookie, sessionCookie(second)];
      for (const cookie of sessions) expect((await me(B, cookie)).status).toBe(200);

      const res = await fetch(`${A}/api/admin/members/${member.id}/suspend`, {
        method: 'POST',
        headers: { cookie: operator.cookie },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      for (const cookie of sessions) {
        expect((await me(B, cookie)).status).toBe(401);
        expect((await me(A, cookie)).status).toBe(401);
      }
      expect((await login(B, member.email, PASSWORD)).status).not.toBe(200);
    });

    it('keeps B serving, and every acknowledged write, when A is killed under a write load', async () => {
      const WRITERS = 6;
      const ledger = newLedger();
      await stockStore(A, ADMIN_TOKEN);
      const variants = await stockedVariants(B);
      expect(variants.length, 'the store has stocked variants').toBeGreaterThan(0);
      const members: LoadMember[] = [];
      for (let i = 0; i < WRITERS; i++) members.push(await signup(i % 2 ? B : A, ledger, from()));

      let stopped = false;
      const stop = () => stopped;
      // Writers on A die with it; those on B must go on until told to stop.
      const onB = new Set<number>();
      const ended = new Set<number>();
      const writers = members.map((m, i) => {
        const base = i % 2 ? B : A;
        if (base === B) onB.add(i);
        return drive(base, m, ledger, variants, stop, () => from()).finally(() => ended.add(i));
      });
      try {
        const acked = () => Object.values(ledger.acked).reduce((a, b) => a + b, 0);
        await until('writes on both instances', async () =>
          (ledger.acked.post ?? 0) >= 4 && (ledger.acked.like ?? 0) >= 4 ? true : undefined,
        );
        await sleep(Math.random() * 500);
        const bOutput = cluster.b.output().length;
        cluster.a.child.kill('SIGKILL');
        expect(await cluster.a.exited).toBe('SIGKILL');

        // B goes on taking writes after A is gone.
        const atKill = acked();
        await until('writes through B after the kill', async () => (acked() >= atKill + 20 ? true : undefined));
        expect(
          [...onB].filter((i) => ended.has(i)),
          'writers on B that stopped on an error',
        ).toEqual([]);
        expect((await fetch(`${B}/api/ready`)).status).toBe(200);
        expect(errorLines(cluster.b.output().slice(bOutput)), 'errors B logged').toEqual([]);
      } finally {
        stopped = true;
        await Promise.all(writers);
      }

      // Every acknowledged write is there, read through B.
      const reader = members[members.length - 1]!;
      const missingPosts: string[] = [];
      for (const id of ledger.posts.keys()) {
        const res = await fetch(`${B}/api/posts/${id}`, { headers: { cookie: reader.cookie } });
        if (res.status !== 200) missingPosts.push(`${id} ${res.status}`);
      }
      expect(missingPosts, 'acknowledged posts not readable through B').toEqual([]);

      const cookies = new Map(members.map((m) => [m.id, m.cookie]));
      const wrongLikes: string[] = [];
      for (const [key, state] of ledger.likes) {
        const [memberId, postId] = key.split(' ') as [string, string];
        const cookie = cookies.get(memberId);
        if (state === null || !cookie) continue;
        const res = await fetch(`${B}/api/posts/${postId}`, { headers: { cookie } });
        const { post } = (await res.json()) as { post: { likedByMe: boolean } };
        if (post.likedByMe !== state) wrongLikes.push(key);
      }
      expect(wrongLikes, 'likes that differ, through B, from their last acknowledged call').toEqual([]);

      const { db, close } = await cluster.place.open();
      try {
        const missing = async (table: 'users' | 'comments' | 'store_orders', wanted: Iterable<string>) => {
          const list = [...wanted];
          if (!list.length) return [];
          const rows = await db.selectFrom(table).select('id').where('id', 'in', list).execute();
          const found = new Set(rows.map((r) => r.id));
          return list.filter((id) => !found.has(id));
        };
        expect(await missing('users', ledger.members), 'acknowledged sign-ups lost').toEqual([]);
        expect(await missing('comments', ledger.comments), 'acknowledged comments lost').toEqual([]);
        expect(await missing('store_orders', ledger.orders), 'acknowledged orders lost').toEqual([]);
      } finally {
        await close();
      }
    });
  },
);
