import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, sessionCookie, signupMember, type TestApp, type TestAppOptions } from './harness';

export type SignedUpMember = Awaited<ReturnType<typeof signupMember>>;

/**
 * One app for the whole test file (or describe block it is called in): started before its tests,
 * closed after them. The returned object reads the running app, so it can be captured at load time.
 */
export function useTestApp(opts: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let current: TestApp | undefined;
  const running = () => {
    if (!current) throw new Error('the test app starts in beforeAll: use it inside a test or hook');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(typeof opts === 'function' ? opts() : opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get clock() {
      return running().clock;
    },
    get storage() {
      return running().storage;
    },
    get bus() {
      return running().bus;
    },
    get seedDeps() {
      return running().seedDeps;
    },
    close: () => running().close(),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request carrying a member's session cookie, as the client sends it. */
export function memberRequests(t: { app: FastifyInstance }) {
  return (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** Members signed up one after another, in the order of the names given. */
export async function signupMembers<const Names extends readonly string[]>(
  app: FastifyInstance,
  names: Names,
): Promise<{ [K in keyof Names]: SignedUpMember }> {
  const members: SignedUpMember[] = [];
  for (const name of names) members.push(await signupMember(app, { name }));
  return members as { [K in keyof Names]: SignedUpMember };
}

/**
 * Objects that can be captured at load time, like useTestApp's app: a beforeAll fills each one in with
 * what `load` returns, in order, before the tests of the file (or describe block) it is called in.
 */
export function loadedBeforeAll<T extends object>(count: number, load: () => Promise<readonly T[]>): T[] {
  const slots = Array.from({ length: count }, () => ({}) as T);
  beforeAll(async () => {
    (await load()).forEach((value, i) => Object.assign(slots[i]!, value));
  });
  return slots;
}

/** Members signed up before the tests, in the order of the names given (see loadedBeforeAll). */
export function useMembers<const Names extends readonly string[]>(t: { app: FastifyInstance }, names: Names) {
  return loadedBeforeAll(names.length, () => signupMembers(t.app, names as readonly string[])) as {
    [K in keyof Names]: SignedUpMember;
  };
}

/** A GET carrying a member's session cookie. */
export function memberGet(t: { app: FastifyInstance }) {
  return (url: string, who: { cookie: string }) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
}

/** The session cookie of the member the demo data signs in as. */
export async function loginDemoMember(app: FastifyInstance): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'demo@brandsocial.com.br', password: 'brandsocial' },
  });
  return sessionCookie(login);
}

/** The JSON a member's GET receives, once it is known to have succeeded. */
export async function getJson(app: FastifyInstance, url: string, cookie: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}
