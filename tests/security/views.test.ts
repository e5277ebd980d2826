import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPostRow } from '../../src/server/testing/fixtures/posts';
import { createSecuritySuite, type SecuritySuite } from './suite';
import { expectPtBrError, send, type Actor } from './support';

/**
 * `POST /api/views` for every role: a member's report counts for a brand's reach unless the member
 * is on that brand's team (its own sights are not its audience), whatever else they are; nobody
 * signed out is counted.
 */
let suite: SecuritySuite;
let postId: string;
beforeAll(async () => {
  suite = await createSecuritySuite();
  postId = `pst_security_views_${crypto.randomBytes(4).toString('hex')}`;
  await insertPostRow(suite.t.database.db, {
    id: postId,
    at: suite.t.clock.now(),
    brand: suite.ctx.team.brandId,
    content: 'Post da marca',
  });
});
afterAll(async () => {
  await suite?.t.close();
});

const report = (actor: Actor | null, headers: Record<string, string> = {}) =>
  send(suite.t, actor, 'POST', '/api/views', { payload: { items: [{ kind: 'post', id: postId }] }, headers });

async function reach(): Promise<string[]> {
  const rows = await suite.t.database.db
    .selectFrom('post_views')
    .select('user_id')
    .where('post_id', '=', postId)
    .execute();
  return rows.map((r) => r.user_id).sort();
}

describe('who is counted in a brand post’s reach', () => {
  it('nobody signed out, nor a made-up session', async () => {
    const anonymous = await report(null);
    expect(anonymous.statusCode).toBe(401);
    expectPtBrError(anonymous, 'anonymous');
    const forged = await report(null, { cookie: `bs_session=${crypto.randomBytes(32).toString('base64url')}` });
    expect(forged.statusCode).toBe(401);
    expect(await reach()).toEqual([]);
  });

  it('not the brand’s owner, editor or analyst, whose reports are accepted and left out', async () => {
    const { owner, editor, analyst } = suite.ctx.team;
    for (const [role, actor] of [
      ['owner', owner],
      ['editor', editor],
      ['analyst', analyst],
    ] as const) {
      const res = await report(actor);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.json(), role).toEqual({ counted: 0 });
    }
    expect(await reach()).toEqual([]);
  });

  it('a plain member, another brand’s team and the network operator, once each', async () => {
    const { b, networkOperator, team } = suite.ctx;
    for (const [who, actor] of [
      ['a plain member', b],
      ["another brand's team", team.otherTeam],
      ['the network operator', networkOperator],
    ] as const) {
      expect((await report(actor)).json(), who).toEqual({ counted: 1 });
      expect((await report(actor)).json(), `${who} again`).toEqual({ counted: 0 });
    }
    expect(await reach()).toEqual([b.id, team.otherTeam.id, networkOperator.id].sort());
  });
});
