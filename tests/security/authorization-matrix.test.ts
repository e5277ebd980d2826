import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamRole } from '../../src/shared/brand-roles';
import type { BrandItemProbe, CopyProbe } from './cases/types';
import { routeCases, type Probe, type RouteCase } from './route-cases';
import { expectBlocks } from './block-checks';
import { createSecuritySuite, type SecuritySuite } from './suite';
import { expectPtBrError, send, type Actor, type Method } from './support';

let suite: SecuritySuite;
beforeAll(async () => {
  suite = await createSecuritySuite();
});
afterAll(async () => {
  await suite?.t.close();
});

describe('the route table', () => {
  it('has a case for every registered route', () => {
    const missing = suite.routes.map((r) => r.key).filter((key) => !Object.hasOwn(routeCases, key));
    expect(
      missing,
      `routes without a case in tests/security/route-cases.ts (say who may call them): ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('says how a block applies to every route open to all members', () => {
    const silent = Object.entries(routeCases)
      .filter(([, c]) => c.access === 'shared' && !c.private && !c.block && !c.unblocked)
      .map(([key]) => key);
    expect(silent, `shared routes without private, block or unblocked (decision 026): ${silent.join(', ')}`).toEqual(
      [],
    );
  });

  it('has no case for a route that is gone', () => {
    const keys = new Set(suite.routes.map((r) => r.key));
    const stale = Object.keys(routeCases).filter((key) => !keys.has(key));
    expect(stale, `cases for routes the server no longer registers: ${stale.join(', ')}`).toEqual([]);
  });
});

const methodOf = (key: string) => key.split(' ')[0] as Method;

function call(probe: Probe, method: Method, actor: Actor | null, headers: Record<string, string> = {}) {
  return send(suite.t, actor, method, probe.url, { payload: probe.payload, headers: { ...probe.headers, ...headers } });
}

function expectNoSecret(body: string, probe: Probe, who: string) {
  for (const secret of probe.secrets ?? []) expect(body.includes(secret), `${who} saw "${secret}"`).toBe(false);
}

async function expectAnonymousRefused(key: string, probe: Probe) {
  const method = methodOf(key);
  const anonymous = await call(probe, method, null);
  expect(anonymous.statusCode, `anonymous ${key}: ${anonymous.body.slice(0, 200)}`).toBe(401);
  expectPtBrError(anonymous, `anonymous ${key}`);
  expectNoSecret(anonymous.body, probe, 'anonymous');
  // A made-up session token is nobody.
  const forged = await send(suite.t, null, method, probe.url, {
    payload: probe.payload,
    headers: { ...probe.headers, cookie: `bs_session=${crypto.randomBytes(32).toString('base64url')}` },
  });
  expect(forged.statusCode, `forged session ${key}`).toBe(401);
}

async function setPrivate(owner: Actor, privateAccount: boolean) {
  const res = await send(suite.t, owner, 'PATCH', '/api/settings/privacy', { payload: { privateAccount } });
  expect(res.statusCode, res.body).toBe(200);
}

/** With A's account private, B (who does not follow A) is refused, or is shown nothing of A's. */
async function expectPrivateRefused(key: string, probe: Probe, owner: Actor) {
  await setPrivate(owner, true);
  try {
    const res = await call(probe, methodOf(key), suite.ctx.b);
    const seen = `B ${key} on a private account: ${res.statusCode} ${res.body.slice(0, 300)}`;
    // A read may answer with nothing of A's in it; an action on A's content must be refused outright.
    if (res.statusCode < 300 && methodOf(key) === 'GET') {
      const hidden = probe.privateSecrets ?? [];
      expect(
        hidden.length,
        `${seen} (a 2xx answer needs privateSecrets to prove nothing of A's shows)`,
      ).toBeGreaterThan(0);
      for (const text of hidden) expect(res.body.includes(text), `${seen} shows "${text}"`).toBe(false);
    } else {
      expect([403, 404], seen).toContain(res.statusCode);
      expectPtBrError(res, `B ${key} on a private account`);
    }
  } finally {
    await setPrivate(owner, false);
  }
}

/** A copy of A's content (a follower's repost) follows A's privacy, not its reposter's. */
async function expectCopyFollowsOriginal(key: string, copy: CopyProbe) {
  const probe = await copy(suite.ctx);
  const method = methodOf(key);
  const open = await call(probe, method, suite.ctx.b);
  const seen = `B ${key} on a copy of public content: ${open.statusCode} ${open.body.slice(0, 300)}`;
  expect(open.statusCode, seen).toBeLessThan(300);
  if (method === 'GET') for (const text of probe.privateSecrets ?? []) expect(open.body, seen).toContain(text);
  await expectPrivateRefused(key, probe, probe.owner ?? suite.ctx.a);
}

/** A brand's studio route: only the allowed roles and the probe's owner get in. */
async function expectTeamAccess(key: string, allow: readonly TeamRole[], probe: Probe, before: unknown) {
  const { ctx } = suite;
  const method = methodOf(key);
  const roles = (['owner', 'editor', 'analyst'] as const).map((role): [TeamRole, Actor] => [role, ctx.team[role]]);
  const rightful = probe.owner ?? ctx.team.owner;
  const others: [string, Actor][] = [
    ['a plain member', ctx.b],
    ["another brand's team", ctx.team.otherTeam],
    ['the network operator', ctx.networkOperator],
    ...roles.filter(([role, actor]) => !allow.includes(role) && actor !== rightful),
  ];
  for (const [who, actor] of others) {
    const res = await call(probe, method, actor);
    const seen = `${who} ${key}: ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect([403, 404], seen).toContain(res.statusCode);
    expectPtBrError(res, `${who} ${key}`);
    expectNoSecret(res.body, probe, who);
  }
  if (probe.state) expect(await probe.state(), `data after others tried ${key}`).toEqual(before);
  for (const [role, actor] of roles.filter(([r, a]) => allow.includes(r) && a !== rightful)) {
    const res = await call(probe, method, actor);
    expect(res.statusCode, `${role} ${key}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  }
  const mine = await call(probe, method, rightful);
  expect(mine.statusCode, `rightful caller ${key}: ${mine.body.slice(0, 300)}`).toBeLessThan(300);
}

/**
 * A brand's item: the roles that may publish for the brand reach it (each on an item of its own, a
 * delete being once); its analyst, another brand's team, a plain member and the network operator are
 * refused, and it stays as it was.
 */
async function expectBrandManaged(key: string, item: BrandItemProbe) {
  const { ctx } = suite;
  const method = methodOf(key);
  const probe = await item(ctx);
  const before = await probe.state?.();
  const refused: [string, Actor][] = [
    ['the analyst', ctx.team.analyst],
    ["another brand's team", ctx.team.otherTeam],
    ['a plain member', ctx.b],
    ['the network operator', ctx.networkOperator],
  ];
  for (const [who, actor] of refused) {
    const res = await call(probe, method, actor);
    const seen = `${who} ${key} on a brand's item: ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect([403, 404], seen).toContain(res.statusCode);
    expectPtBrError(res, `${who} ${key} on a brand's item`);
  }
  if (probe.state) expect(await probe.state(), `the brand's item after others tried ${key}`).toEqual(before);
  for (const role of ['editor', 'owner'] as const) {
    const res = await call(await item(ctx), method, ctx.team[role]);
    expect(res.statusCode, `${role} ${key} on a brand's item: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  }
}

/**
 * A suspended brand's item: members and another brand's team are answered as if it did not exist,
 * its whole team and the network operator still reach it; reinstated, members reach it again.
 */
async function expectWithdrawnWhileSuspended(key: string, item: BrandItemProbe) {
  const { ctx } = suite;
  const method = methodOf(key);
  const probe = await item(ctx);
  const setSuspended = async (on: boolean) => {
    const url = `/api/admin/brands/${ctx.team.brandId}/${on ? 'suspend' : 'reinstate'}`;
    const res = await send(suite.t, ctx.networkOperator, 'POST', url);
    expect(res.statusCode, res.body).toBe(200);
  };
  await setSuspended(true);
  try {
    for (const [who, actor] of [
      ['A', ctx.a],
      ['B', ctx.b],
      ["another brand's team", ctx.team.otherTeam],
    ] as [string, Actor][]) {
      const res = await call(probe, method, actor);
      expect(res.statusCode, `${who} ${key} on a suspended brand's item: ${res.body.slice(0, 300)}`).toBe(404);
      expectPtBrError(res, `${who} ${key} on a suspended brand's item`);
    }
    const { owner, editor, analyst } = ctx.team;
    for (const [who, actor] of Object.entries({ owner, editor, analyst, operator: ctx.networkOperator })) {
      const res = await call(probe, method, actor);
      expect(res.statusCode, `${who} ${key} on their suspended brand's item: ${res.body.slice(0, 300)}`).toBeLessThan(
        300,
      );
    }
  } finally {
    await setSuspended(false);
  }
  const back = await call(probe, method, ctx.b);
  expect(back.statusCode, `B ${key} once the brand is reinstated: ${back.body.slice(0, 300)}`).toBeLessThan(300);
}

async function runCase(key: string, c: Exclude<RouteCase, { access: 'public' }>) {
  const { ctx } = suite;
  const method = methodOf(key);
  const probe = await c.setup(ctx);
  const owner = probe.owner ?? ctx.a;
  const before = await probe.state?.();

  await expectAnonymousRefused(key, probe);

  if (c.access === 'operator') {
    for (const actor of [ctx.a, ctx.b]) {
      const member = await call(probe, method, actor);
      expect(member.statusCode, `member on operator route ${key}`).toBe(401);
    }
    const wrong = await call(probe, method, null, { authorization: `Bearer ${ctx.adminToken}x` });
    expect(wrong.statusCode, `wrong operator token ${key}`).toBe(401);
    if (probe.state) expect(await probe.state()).toEqual(before);
    const operator = await call(probe, method, null, { authorization: `Bearer ${ctx.adminToken}` });
    expect(operator.statusCode, `operator ${key}: ${operator.body.slice(0, 200)}`).toBeLessThan(300);
    return;
  }
  if (c.access === 'console') {
    // Plain members and every role of a brand's team: running a brand is not running the network.
    const { owner: teamOwner, editor, analyst, otherTeam } = ctx.team;
    for (const actor of [ctx.a, ctx.b, teamOwner, editor, analyst, otherTeam]) {
      const member = await call(probe, method, actor);
      expect(member.statusCode, `member on console route ${key}: ${member.body.slice(0, 200)}`).toBe(404);
      expectPtBrError(member, `member ${key}`);
      expectNoSecret(member.body, probe, 'a member');
    }
    if (probe.state) expect(await probe.state(), `data after members tried ${key}`).toEqual(before);
    const operator = await call(probe, method, ctx.networkOperator);
    expect(operator.statusCode, `network operator ${key}: ${operator.body.slice(0, 200)}`).toBeLessThan(300);
    return;
  }
  if (c.access === 'team') return expectTeamAccess(key, c.allow, probe, before);
  if (c.access === 'self' && c.stream) return;

  const other = await call(probe, method, ctx.b);
  const seen = `B ${key}: ${other.statusCode} ${other.body.slice(0, 300)}`;
  if (c.access === 'owner') {
    expect([403, 404], seen).toContain(other.statusCode);
    expectPtBrError(other, `B ${key}`);
  } else if (c.access === 'shared') {
    expect(other.statusCode, seen).toBeLessThan(300);
  } else {
    expect(other.statusCode, seen).toBeLessThan(500);
    if (other.statusCode >= 400) expectPtBrError(other, `B ${key}`);
  }
  expectNoSecret(other.body, probe, 'B');
  // Shared routes change A's counters by design (a like is a like); the others leave A's data alone.
  if (probe.state && c.access !== 'shared') expect(await probe.state(), `A's data after B ${key}`).toEqual(before);

  if (c.access === 'shared' && c.private) await expectPrivateRefused(key, probe, owner);
  if ((c.access === 'shared' || c.access === 'self') && c.copy) await expectCopyFollowsOriginal(key, c.copy);
  if (c.access === 'owner' && c.brand) await expectBrandManaged(key, c.brand);
  if (c.access === 'shared' && c.suspended) await expectWithdrawnWhileSuspended(key, c.suspended);
  await expectBlocks(suite.t, suite.ctx, key, c, probe, owner);

  // A's own call reaches the resource: the refusals above were not a wrong URL.
  const mine = await call(probe, method, owner);
  const minePrint = `A ${key}: ${mine.statusCode} ${mine.body.slice(0, 300)}`;
  if (probe.ownerStatus) expect(mine.statusCode, minePrint).toBe(probe.ownerStatus);
  else expect(mine.statusCode, minePrint).toBeLessThan(300);
  if (method === 'GET' && c.access !== 'shared' && probe.secrets?.length) {
    expect(
      probe.secrets.some((s) => mine.body.includes(s)),
      `A's own ${key} shows the secret`,
    ).toBe(true);
  }
}

describe('who may call each route', () => {
  for (const [key, c] of Object.entries(routeCases)) {
    if (c.access === 'public') continue;
    const what =
      c.access === 'owner'
        ? `anonymous 401, another member 403/404, the owner gets in${c.brand ? "; a brand's item: its editors and owners" : ''}`
        : c.access === 'self'
          ? 'anonymous 401, another member only reaches their own data'
          : c.access === 'shared'
            ? `anonymous 401, every member (${c.why})${c.suspended ? "; a suspended brand's item: its team and operators only" : ''}`
            : c.access === 'console'
              ? 'anonymous 401, members 404, the network operator gets in'
              : c.access === 'team'
                ? `anonymous 401, outsiders and other roles 403/404, ${c.allow.join(', ') || 'only the invitee'} reach it`
                : 'anonymous and members 401, the operator token gets in';
    it(`${key}: ${what}`, () => runCase(key, c));
  }
});
