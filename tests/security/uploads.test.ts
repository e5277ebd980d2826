import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecuritySuite, type SecuritySuite } from './suite';
import { addProducts } from '../../src/server/testing/fixtures/store';
import {
  createShopProduct,
  expectPtBrError,
  multipart,
  rowCounts,
  send,
  storedFiles,
  type Actor,
  type FilePart,
} from './support';
import * as files from './upload-fixtures';
import type { CaseContext } from './route-cases';

/** How to send a valid upload to each route that takes one: its URL, the text fields beside the file, what it accepts. */
interface UploadCase {
  url: (ctx: CaseContext) => Promise<string>;
  fields: Record<string, string>;
  method: 'POST' | 'PATCH';
  kinds: ('image' | 'video')[];
  /** Videos processed after the answer (202): a broken one fails later, and leaves no media behind. */
  later?: true;
  /** Who may upload there, when not a plain member (the operator's console, a brand's team). */
  actor?: (ctx: CaseContext) => Actor;
  /** The form field of the file, when not `file`. */
  field?: string;
}

/** The brand whose team the suite sets up (tests/security/team-actors.ts). */
const STUDIO_BRAND = 'nexo-tech';

const upload = (url: string, fields: Record<string, string>, kinds: UploadCase['kinds'], later?: true): UploadCase => ({
  method: 'POST',
  url: async () => url,
  fields,
  kinds,
  ...(later ? { later } : {}),
});

const uploadCases: Record<string, UploadCase> = {
  'POST /api/posts': upload('/api/posts', { content: 'Foto', alt: 'Uma foto' }, ['image', 'video']),
  'POST /api/settings/avatar': upload('/api/settings/avatar', {}, ['image']),
  'POST /api/shop/products': upload('/api/shop/products', { name: 'Quadro', priceCents: '1990', description: '' }, [
    'image',
  ]),
  'PATCH /api/shop/products/:id': {
    method: 'PATCH',
    url: async (ctx) => `/api/shop/products/${(await createShopProduct(ctx.t, ctx.a)).id}`,
    fields: { name: 'Quadro', priceCents: '1990', description: '' },
    kinds: ['image'],
  },
  'POST /api/stories': upload('/api/stories', { title: 'História' }, ['image', 'video']),
  'POST /api/highlights': upload('/api/highlights', { title: 'Destaque' }, ['image']),
  'POST /api/reels': upload('/api/reels', { description: 'Reel' }, ['video'], true),
  'POST /api/videos': upload('/api/videos', { title: 'Vídeo', description: '' }, ['video'], true),
  'POST /api/admin/brands/:brandId/images/:kind': {
    ...upload(`/api/admin/brands/${STUDIO_BRAND}/images/logo`, {}, ['image']),
    actor: (ctx) => ctx.networkOperator,
  },
  'POST /api/studio/brands/:brandId/products/:productId/images': {
    method: 'POST',
    url: async (ctx) => {
      const handle = `upload-${crypto.randomBytes(4).toString('hex')}`;
      const [p] = await addProducts(ctx.t, [
        { handle, title: 'Produto da marca', metadata: { brand: STUDIO_BRAND }, variants: [{ price: 4990, stock: 5 }] },
      ]);
      return `/api/studio/brands/${STUDIO_BRAND}/products/${p!.id}/images`;
    },
    fields: {},
    kinds: ['image'],
    actor: (ctx) => ctx.team.editor,
    field: 'image',
  },
};

let suite: SecuritySuite;
beforeAll(async () => {
  suite = await createSecuritySuite();
});
afterAll(async () => {
  await suite?.t.close();
});

const MB = 1024 * 1024;

const attacks: { name: string; file: () => Promise<FilePart> | FilePart; status: (c: UploadCase) => number[] }[] = [
  {
    name: 'HTML named .jpg (wrong magic bytes)',
    file: () => ({ filename: 'foto.jpg', contentType: 'image/jpeg', data: files.htmlAsJpeg }),
    status: () => [415],
  },
  {
    name: 'SVG with a script',
    file: () => ({ filename: 'logo.svg', contentType: 'image/svg+xml', data: files.svgWithScript }),
    status: () => [415],
  },
  {
    name: 'GIF/HTML polyglot',
    file: () => ({ filename: 'gif.gif', contentType: 'image/gif', data: files.gifHtmlPolyglot() }),
    status: () => [415],
  },
  {
    name: 'PNG decompression bomb',
    file: () => ({ filename: 'bomba.png', contentType: 'image/png', data: files.pngBomb() }),
    status: () => [413, 415],
  },
  {
    name: 'GIF pixel bomb',
    file: () => ({ filename: 'bomba.gif', contentType: 'image/gif', data: files.gifPixelBomb() }),
    status: () => [413, 415],
  },
  {
    name: 'oversize picture',
    file: () => ({ filename: 'grande.jpg', contentType: 'image/jpeg', data: files.oversizeJpeg(16 * MB) }),
    status: (c) => (c.kinds.includes('image') ? [413] : [415]),
  },
  {
    name: 'broken video',
    file: () => ({ filename: 'video.mp4', contentType: 'video/mp4', data: files.brokenMp4() }),
    status: () => [415],
  },
];

/** A member of their own for each attack, so a refusal cannot hide behind someone else's state. */
async function attempt(key: string, part: FilePart) {
  const c = uploadCases[key]!;
  const { ctx, t } = suite;
  const url = await c.url(ctx);
  const before = { rows: await rowCounts(t), files: await storedFiles(t) };
  const file = c.field ? { ...part, field: c.field } : part;
  const res = await send(t, c.actor?.(ctx) ?? ctx.a, c.method, url, multipart(c.fields, file));
  await t.app.mediaJobs.idle();
  return { res, before, after: { rows: await rowCounts(t), files: await storedFiles(t) } };
}

describe('uploads', () => {
  it('every route that takes a file has an upload case', () => {
    const uploads = suite.routes.filter((r) => r.consumes.includes('multipart/form-data')).map((r) => r.key);
    const missing = uploads.filter((k) => !Object.hasOwn(uploadCases, k));
    expect(missing, `upload routes without a case in tests/security/uploads.test.ts: ${missing.join(', ')}`).toEqual(
      [],
    );
    expect(
      Object.keys(uploadCases).filter((k) => !uploads.includes(k)),
      'upload cases of routes that are gone',
    ).toEqual([]);
  });

  for (const key of Object.keys(uploadCases)) {
    for (const attack of attacks) {
      it(`${key} refuses ${attack.name} and writes nothing`, async () => {
        const c = uploadCases[key]!;
        const { res, before, after } = await attempt(key, await attack.file());
        expect(attack.status(c), `${attack.name}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
          res.statusCode,
        );
        expect(after.files, 'media left in storage').toEqual(before.files);
        if (res.statusCode === 202) return; // processed later: the upload is kept as failed, for its owner to see
        expectPtBrError(res, `${key} ${attack.name}`);
        expect(after.rows).toEqual(before.rows);
      });
    }

    if (uploadCases[key]!.kinds.includes('video')) {
      it(`${key} strips the location and camera tags from videos`, async () => {
        const mov = await files.movWithLocation();
        expect(mov.includes('+23.5505'), 'the fixture carries a location').toBe(true);
        const { res, before, after } = await attempt(key, {
          filename: 'clipe.mov',
          contentType: 'video/quicktime',
          data: mov,
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(300);
        const added = after.files.filter((f) => !before.files.includes(f));
        expect(added.length, 'the video was stored').toBeGreaterThan(0);
        for (const f of added) {
          const bytes = fs.readFileSync(path.join(suite.t.storage.root!, f));
          expect(bytes.includes('+23.5505') || bytes.includes('ProofCam'), `${f} keeps the location or camera`).toBe(
            false,
          );
        }
      });
    }

    it(`${key} keeps path tricks in the file name out of storage`, async () => {
      const evil = path.join(os.tmpdir(), 'proof-evil.jpg');
      fs.rmSync(evil, { force: true });
      for (const filename of [
        '../../../../../../tmp/proof-evil.jpg',
        '..\\..\\..\\proof-evil.jpg',
        '/tmp/proof-evil.jpg',
        'proof-evil.jpg\u0000.png',
        `${'a'.repeat(2000)}.jpg`,
      ]) {
        const { res, after } = await attempt(key, {
          filename,
          contentType: 'image/jpeg',
          data: await files.jpegWithTrailer('nome'),
        });
        expect(res.statusCode, `${filename.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(after.files.filter((f) => f.includes('proof-evil') || f.includes('aaaa'))).toEqual([]);
      }
      expect(fs.existsSync(evil)).toBe(false);
    });

    if (!uploadCases[key]!.kinds.includes('image')) continue;
    it(`${key} serves re-encoded pictures only: no GPS, no camera data, no polyglot payload`, async () => {
      const gps = await files.jpegWithGps();
      const exif = (await sharp(gps).metadata()).exif;
      expect(exif && files.hasGpsTag(exif), 'the fixture carries GPS').toBe(true);
      for (const data of [gps, await files.jpegWithTrailer('carga-poliglota')]) {
        const { res, before, after } = await attempt(key, { filename: 'foto.jpg', contentType: 'image/jpeg', data });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(300);
        const added = after.files.filter((f) => !before.files.includes(f));
        expect(added.length).toBeGreaterThan(0);
        for (const f of added) {
          const bytes = fs.readFileSync(path.join(suite.t.storage.root!, f));
          expect(bytes.includes('ProofCam'), `${f} keeps the camera`).toBe(false);
          expect(bytes.includes('carga-poliglota'), `${f} keeps the payload`).toBe(false);
          const meta = await sharp(bytes).metadata();
          expect(meta.exif, `${f} keeps EXIF`).toBeUndefined();
          expect(meta.xmp, `${f} keeps XMP`).toBeUndefined();
        }
        // Nothing in the answer points at a file named by the member.
        expect(res.body).not.toContain('foto.jpg');
      }
    });
  }
});
