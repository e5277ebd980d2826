import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h264Clip } from '../../src/server/testing/fixtures/clips';
import { ADULT_BIRTH_DATE, uniqueEmail } from '../../src/server/testing/harness';
import { ptBR } from '../../src/shared/i18n/pt-BR';
import { ADMIN_TOKEN, createSecuritySuite, type SecuritySuite } from './suite';
import {
  createPost,
  createShopProduct,
  jpeg,
  multipart,
  png,
  rowCounts,
  send,
  view,
  type Actor,
  type RequestOptions,
} from './support';

/*
 * Every text that others read (names, bios, titles, descriptions, posts, comments) refuses the
 * invisible characters of shared/text-rules.ts with one pt-BR message, and keeps nothing.
 */
const MESSAGE = ptBR.validation.controlCharacters;

/** JSON carries a lone surrogate as the escape '\ud800'; a multipart body is UTF-8 and cannot. */
const JSON_BAD = { NUL: '\u0000', 'lone surrogate': '\ud800', 'right-to-left override': '\u202e' };
const FORM_BAD = { NUL: '\u0000', 'right-to-left override': '\u202e', 'left-to-right isolate': '\u2066' };

interface Field {
  /** The endpoint and field, for the test's name. */
  what: string;
  request: (text: string) => Promise<{ method: 'POST' | 'PATCH' | 'PUT'; url: string } & RequestOptions>;
  /** What the member (or the store) shows of it: the same before and after the refusal. */
  state: () => Promise<unknown>;
  multipart?: true;
  /** Sent as the store operator instead of A. */
  operator?: true;
}

let suite: SecuritySuite;
let a: Actor;
const ids = { post: '', product: '', highlight: '', reel: '' };

beforeAll(async () => {
  suite = await createSecuritySuite();
  a = suite.ctx.a;
  ids.post = (await createPost(suite.t, a, 'Publicação de Ana')).id;
  ids.product = (await createShopProduct(suite.t, a)).id;
  const highlight = await send(suite.t, a, 'POST', '/api/highlights', await imageForm({ title: 'Viagens' }));
  expect(highlight.statusCode, highlight.body).toBe(201);
  ids.highlight = highlight.json().highlight.id;
  const reel = await send(suite.t, a, 'POST', '/api/reels', await clipForm({ description: 'Reel de Ana' }));
  expect(reel.statusCode, reel.body).toBe(202);
  ids.reel = reel.json().reel.id;
  await suite.t.app.mediaJobs.idle();
});
afterAll(async () => {
  await suite?.t.close();
});

const imageForm = async (fields: Record<string, string>, field = 'file') =>
  multipart(fields, { field, filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() });
const clipForm = async (fields: Record<string, string>) =>
  multipart(fields, { filename: 'video.mp4', contentType: 'video/mp4', data: fs.readFileSync(await h264Clip()) });
const mine = (url: string) => () => view(suite.t, a, url);

const fields: Field[] = [
  {
    what: 'sign-up name',
    request: async (text) => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: `Ana ${text} Souza`,
        email: uniqueEmail('texto'),
        password: 'senha-forte-123',
        birthDate: ADULT_BIRTH_DATE,
      },
    }),
    state: async () => null,
  },
  {
    what: 'profile name',
    request: async (text) => ({ method: 'PATCH', url: '/api/settings/profile', payload: { name: `Ana${text}` } }),
    state: mine('/api/me'),
  },
  {
    what: 'profile bio',
    request: async (text) => ({ method: 'PATCH', url: '/api/settings/profile', payload: { bio: `Oi\n${text}!` } }),
    state: mine('/api/me'),
  },
  {
    what: 'store name',
    request: async (text) => ({ method: 'PUT', url: '/api/shop/name', payload: { storeName: `Loja ${text}` } }),
    state: mine('/api/shop'),
  },
  {
    what: 'post edit',
    request: async (text) => ({ method: 'PATCH', url: `/api/posts/${ids.post}`, payload: { content: `Oi ${text}` } }),
    state: () => view(suite.t, a, `/api/posts/${ids.post}`),
  },
  {
    what: 'post comment',
    request: async (text) => ({
      method: 'POST',
      url: `/api/posts/${ids.post}/comments`,
      payload: { text: `Legal ${text}` },
    }),
    state: mine(`/api/posts/${ids.post}/comments`),
  },
  {
    what: 'reel comment',
    request: async (text) => ({
      method: 'POST',
      url: `/api/reels/${ids.reel}/comments`,
      payload: { text: `Legal ${text}` },
    }),
    state: mine(`/api/reels/${ids.reel}/comments`),
  },
  {
    what: 'highlight rename',
    request: async (text) => ({
      method: 'PATCH',
      url: `/api/highlights/${ids.highlight}`,
      payload: { title: `Praia ${text}` },
    }),
    state: mine('/api/highlights'),
  },
  {
    what: 'withdrawal bank',
    request: async (text) => ({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      payload: { amountCents: 100, bank: `Banco ${text}`, agency: '0001', account: '12345-6' },
    }),
    state: mine('/api/wallet/transactions'),
  },
  {
    what: 'catalogue import title',
    operator: true,
    request: async (text) => ({
      method: 'POST',
      url: '/api/store/admin/import',
      payload: {
        products: [{ handle: 'camiseta-texto', title: `Camiseta ${text}`, variants: [{ sku: 'TXT-1', price: 100 }] }],
      },
    }),
    state: () => view(suite.t, a, `${suite.ctx.store}/products`),
  },
  {
    what: 'new post content',
    multipart: true,
    request: async (text) => ({ method: 'POST', url: '/api/posts', ...(await imageForm({ content: `Oi ${text}` })) }),
    state: () => view(suite.t, a, `/api/members/${a.id}/posts`),
  },
  {
    what: 'new post alt text',
    multipart: true,
    request: async (text) => ({ method: 'POST', url: '/api/posts', ...(await imageForm({ alt: `Foto ${text}` })) }),
    state: async () => null,
  },
  {
    what: 'story title',
    multipart: true,
    request: async (text) => ({ method: 'POST', url: '/api/stories', ...(await imageForm({ title: `Dia ${text}` })) }),
    state: mine('/api/stories/mine'),
  },
  {
    what: 'highlight title',
    multipart: true,
    request: async (text) => ({
      method: 'POST',
      url: '/api/highlights',
      ...(await imageForm({ title: `Praia ${text}` })),
    }),
    state: mine('/api/highlights'),
  },
  {
    what: 'product name',
    multipart: true,
    request: async (text) => ({
      method: 'POST',
      url: '/api/shop/products',
      ...multipart(
        { name: `Boné ${text}`, priceCents: '2990', description: '' },
        { field: 'image', filename: 'bone.png', contentType: 'image/png', data: await png() },
      ),
    }),
    state: mine('/api/shop/products'),
  },
  {
    what: 'product description',
    multipart: true,
    request: async (text) => ({
      method: 'PATCH',
      url: `/api/shop/products/${ids.product}`,
      ...multipart({ name: 'Caneca', priceCents: '100', description: `Linha 1\nLinha ${text}` }),
    }),
    state: mine('/api/shop/products'),
  },
  {
    what: 'reel description',
    multipart: true,
    request: async (text) => ({
      method: 'POST',
      url: '/api/reels',
      ...(await clipForm({ description: `Reel ${text}` })),
    }),
    state: mine('/api/reels'),
  },
  {
    what: 'long video title',
    multipart: true,
    request: async (text) => ({ method: 'POST', url: '/api/videos', ...(await clipForm({ title: `Vídeo ${text}` })) }),
    state: mine('/api/videos/mine'),
  },
  {
    what: 'long video description',
    multipart: true,
    request: async (text) => ({
      method: 'POST',
      url: '/api/videos',
      ...(await clipForm({ title: 'Vídeo', description: `Sobre ${text}` })),
    }),
    state: mine('/api/videos/mine'),
  },
];

describe('invisible characters in texts others read', () => {
  for (const field of fields) {
    const bad = field.multipart ? FORM_BAD : JSON_BAD;
    it(`${field.what}: refuses ${Object.keys(bad).join(', ')} and keeps nothing`, async () => {
      for (const [name, ch] of Object.entries(bad)) {
        const { method, url, ...opts } = await field.request(ch);
        const before = { rows: await rowCounts(suite.t), state: await field.state() };
        const headers = { ...opts.headers, ...(field.operator ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {}) };
        const res = await send(suite.t, field.operator ? null : a, method, url, { ...opts, headers });
        expect(res.statusCode, `${field.what} with ${name}: ${res.body.slice(0, 300)}`).toBe(400);
        expect(res.json().message, `${field.what} with ${name}`).toBe(MESSAGE);
        await suite.t.app.mediaJobs.idle();
        expect({ rows: await rowCounts(suite.t), state: await field.state() }, `${field.what} with ${name}`).toEqual(
          before,
        );
      }
    });
  }
});

describe('texts with every letter, emoji and line break', () => {
  it('keeps accents, emojis and right-to-left scripts', async () => {
    const name = 'José Ñandú São João 🎉';
    const bio = 'Olá!\nשלום · مرحبا 👋';
    const res = await send(suite.t, a, 'PATCH', '/api/settings/profile', { payload: { name, bio } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member).toMatchObject({ name, bio });
    const post = await send(suite.t, a, 'PATCH', `/api/posts/${ids.post}`, {
      payload: { content: 'Linha 1\nLinha 2 🎉' },
    });
    expect(post.statusCode, post.body).toBe(200);
  });

  it('stores a name typed with combining accents as NFC', async () => {
    const nfd = 'Conceição Araújo'.normalize('NFD');
    expect(nfd).not.toBe(nfd.normalize('NFC'));
    const signup = await send(suite.t, null, 'POST', '/api/auth/signup', {
      payload: { name: nfd, email: uniqueEmail('nfd'), password: 'senha-forte-123', birthDate: ADULT_BIRTH_DATE },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const id = signup.json().member.id as string;
    const row = await suite.t.database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Conceição Araújo'.normalize('NFC'));

    const bio = await send(suite.t, a, 'PATCH', '/api/settings/profile', { payload: { bio: 'Café'.normalize('NFD') } });
    expect(bio.json().member.bio).toBe('Café'.normalize('NFC'));
  });
});
