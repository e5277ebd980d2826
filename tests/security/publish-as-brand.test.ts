import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h264Clip } from '../../src/server/testing/fixtures/clips';
import { createSecuritySuite, type SecuritySuite } from './suite';
import { expectPtBrError, jpeg, multipart, rowCounts, send, storedFiles, type Actor, type FilePart } from './support';

/**
 * 'Publicar como' is a field of the four content uploads, not a route of its own: these cases prove
 * it cannot be used to publish as a brand by anyone its team does not let publish, and that a
 * refused upload leaves neither a row nor a file behind.
 */
interface PublishRoute {
  url: string;
  fields: Record<string, string>;
  file: () => Promise<FilePart>;
  /** The status of an accepted upload: 201 published, 202 accepted for processing. */
  accepted: 201 | 202;
  key: string;
}

const image = async (): Promise<FilePart> => ({ filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() });
const video = async (): Promise<FilePart> => ({
  filename: 'clip.mp4',
  contentType: 'video/mp4',
  data: fs.readFileSync(await h264Clip()),
});

const routes: Record<string, PublishRoute> = {
  'POST /api/posts': { url: '/api/posts', fields: { content: 'Da marca' }, file: image, accepted: 201, key: 'post' },
  'POST /api/stories': { url: '/api/stories', fields: { title: 'Da marca' }, file: image, accepted: 201, key: 'story' },
  'POST /api/reels': {
    url: '/api/reels',
    fields: { description: 'Da marca' },
    file: video,
    accepted: 202,
    key: 'reel',
  },
  'POST /api/videos': {
    url: '/api/videos',
    fields: { title: 'Da marca', description: '' },
    file: video,
    accepted: 202,
    key: 'video',
  },
};

let suite: SecuritySuite;
beforeAll(async () => {
  suite = await createSecuritySuite();
});
afterAll(async () => {
  await suite.t.close();
});

async function publish(route: PublishRoute, actor: Actor | null, asBrandId: string) {
  return send(suite.t, actor, 'POST', route.url, multipart({ ...route.fields, asBrandId }, await route.file()));
}

/** A refusal that wrote nothing: no row in any table, no file in the media root. */
async function expectNothingWritten(attempt: () => Promise<void>) {
  const [rows, files] = [await rowCounts(suite.t), await storedFiles(suite.t)];
  await attempt();
  await suite.t.app.mediaJobs.idle();
  expect(await rowCounts(suite.t)).toEqual(rows);
  expect(await storedFiles(suite.t)).toEqual(files);
}

describe.each(Object.entries(routes))('%s with asBrandId', (_name, route) => {
  it('refuses everyone the brand’s team does not let publish', async () => {
    const { ctx } = suite;
    const brand = ctx.team.brandId;
    await expectNothingWritten(async () => {
      expect((await publish(route, null, brand)).statusCode).toBe(401);
      // Off the team, whoever they are (the operator included), the brand's studio is a missing page.
      for (const outsider of [ctx.a, ctx.b, ctx.team.otherTeam, ctx.networkOperator]) {
        const res = await publish(route, outsider, brand);
        expect(res.statusCode, outsider.name).toBe(404);
        expectPtBrError(res, `${route.url} as ${outsider.name}`);
      }
      const analyst = await publish(route, ctx.team.analyst, brand);
      expect(analyst.statusCode).toBe(403);
      expectPtBrError(analyst, `${route.url} as the analyst`);
      // The other team's owner may publish for their own brand, never for this one through it.
      expect((await publish(route, ctx.team.otherTeam, `${brand} `)).statusCode).toBe(404);
    });
  });

  it('refuses a malformed brand id with a pt-BR 400, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const res = await publish(route, suite.ctx.team.editor, 'x'.repeat(65));
      expect(res.statusCode).toBe(400);
      expectPtBrError(res, `${route.url} with a long brand id`);
    });
  });

  it('lets the editor publish as the brand, and only as the brand', async () => {
    const res = await publish(route, suite.ctx.team.editor, suite.ctx.team.brandId);
    expect(res.statusCode, res.body).toBe(route.accepted);
    expect(res.json()[route.key].author).toMatchObject({ kind: 'brand', id: suite.ctx.team.brandId });
    await suite.t.app.mediaJobs.idle();
  });
});

describe('a brand’s content', () => {
  it('is deleted by none but its team’s editors and owners', async () => {
    const { ctx } = suite;
    const res = await publish(routes['POST /api/posts']!, ctx.team.owner, ctx.team.brandId);
    const id = res.json().post.id as string;
    for (const who of [ctx.a, ctx.team.analyst, ctx.team.otherTeam, ctx.networkOperator]) {
      const refused = await send(suite.t, who, 'DELETE', `/api/posts/${id}`);
      expect(refused.statusCode, who.name).toBe(403);
      expectPtBrError(refused, `DELETE a brand post as ${who.name}`);
    }
    expect((await send(suite.t, ctx.team.editor, 'DELETE', `/api/posts/${id}`)).statusCode).toBe(204);
  });
});
