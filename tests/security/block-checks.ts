import { expect } from 'vitest';
import type { TestApp } from '../../src/server/testing/harness';
import type { CaseContext, Probe, RouteCase } from './cases/types';
import { expectPtBrError, send, type Actor, type Method } from './support';

/*
 * The block dimension of the authorisation matrix (decision 026). Every route that shows or acts on
 * member content is probed with a block standing between the content's owner and B, made by either
 * side: B is refused (403/404 with a pt-BR message) or, for a read, shown nothing of the owner's
 * `privateSecrets`. The block is lifted afterwards, so the next case starts as before.
 */

async function setBlock(t: TestApp, blocker: Actor, blocked: Actor, on: boolean) {
  const res = on
    ? await send(t, blocker, 'PUT', `/api/safety/blocks/${blocked.id}`, { payload: {} })
    : await send(t, blocker, 'DELETE', `/api/safety/blocks/${blocked.id}`);
  expect(res.statusCode, `${on ? 'block' : 'unblock'}: ${res.body}`).toBe(200);
}

/** B's call, made while a block stands, reaches nothing of the owner's. */
async function expectNothingOfOwner(t: TestApp, key: string, probe: Probe, b: Actor, label: string) {
  const method = key.split(' ')[0] as Method;
  const res = await send(t, b, method, probe.url, { payload: probe.payload, headers: probe.headers });
  const seen = `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode < 300 && method === 'GET') {
    const hidden = probe.privateSecrets ?? [];
    expect(
      hidden.length,
      `${seen} (a 2xx answer needs privateSecrets to prove nothing of the owner's shows)`,
    ).toBeGreaterThan(0);
    for (const text of hidden) expect(res.body.includes(text), `${seen} shows "${text}"`).toBe(false);
  } else {
    expect([403, 404], seen).toContain(res.statusCode);
    expectPtBrError(res, label);
  }
}

/**
 * With the owner blocking B, then B blocking the owner, B reaches nothing of the owner's through the
 * route. With `shows`, B's read shows the owner's `privateSecrets` first, while no block stands.
 */
export async function expectBlockedBothWays(
  t: TestApp,
  key: string,
  probe: Probe,
  owner: Actor,
  b: Actor,
  opts: { shows: boolean },
) {
  const method = key.split(' ')[0] as Method;
  if (method === 'GET' && opts.shows) {
    // The probe reaches the owner's content while no block stands: its absence later means something.
    const open = await send(t, b, method, probe.url, { headers: probe.headers });
    for (const text of probe.privateSecrets ?? [])
      expect(open.body, `B ${key} before any block: ${open.statusCode}`).toContain(text);
  }
  for (const [blocker, blocked, who] of [
    [owner, b, 'the owner blocked B'],
    [b, owner, 'B blocked the owner'],
  ] as const) {
    await setBlock(t, blocker, blocked, true);
    try {
      await expectNothingOfOwner(t, key, probe, b, `B ${key} once ${who}`);
    } finally {
      await setBlock(t, blocker, blocked, false);
    }
  }
}

/** Member content under a block, either way: the route's own probe, its copy's, or its block probe. */
export async function expectBlocks(
  t: TestApp,
  ctx: CaseContext,
  key: string,
  c: Exclude<RouteCase, { access: 'public' }>,
  probe: Probe,
  owner: Actor,
) {
  // A private probe's secrets may sit off the route's answer (a post's text, for its comments).
  if (c.access === 'shared' && c.private) await expectBlockedBothWays(t, key, probe, owner, ctx.b, { shows: false });
  if ((c.access === 'shared' || c.access === 'self') && c.copy) {
    const copy = await c.copy(ctx);
    await expectBlockedBothWays(t, key, copy, copy.owner ?? ctx.a, ctx.b, { shows: true });
  }
  if ((c.access === 'shared' || c.access === 'self') && c.block) {
    const blocked = await c.block(ctx);
    await expectBlockedBothWays(t, key, blocked, blocked.owner ?? ctx.a, ctx.b, { shows: true });
  }
}
