import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_BATCH_MAX, type SeenItem } from '../../../shared/views';
import { deleteAccount } from '../../testing/fixtures/members';
import { createPost, insertPostRow } from '../../testing/fixtures/posts';
import { addToTeam, type Member } from '../../testing/fixtures/teams';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';

const BRAND = 'nexo-tech';
const OTHER = 'urbana-moda';
const t = useTestApp();

const see = (who: Member | null, items: readonly unknown[], app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/views',
    headers: who ? { cookie: who.cookie } : {},
    payload: { items },
  });

const reachOf = async (table: 'post_views' | 'reel_views' | 'long_video_views', column: string, id: string) => {
  const rows = await t.database.db
    .selectFrom(table)
    .select('user_id')
    .where(column as 'user_id', '=', id)
    .execute();
  return rows.length;
};
const postReach = (id: string) => reachOf('post_views', 'post_id', id);

let seq = 0;
async function brandPost(brand = BRAND) {
  const id = `pst_views_${++seq}`;
  await insertPostRow(t.database.db, { id, at: t.clock.now(), brand, content: `Post da marca ${seq}` });
  return id;
}

async function brandProcessed(table: 'reels' | 'long_videos', status: 'ready' | 'processing' = 'ready') {
  const id = `${table === 'reels' ? 'reel' : 'long_video'}_views_${++seq}`;
  const at = t.clock.now();
  const common = { id, author_user_id: null, brand_id: BRAND, status, error: null, media: null };
  if (table === 'reels')
    await t.database.db
      .insertInto('reels')
      .values({
        ...common,
        description: 'Reel',
        likes_count: 0,
        comments_count: 0,
        shares_count: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
  else
    await t.database.db
      .insertInto('long_videos')
      .values({ ...common, title: 'Vídeo', description: '', created_at: at, updated_at: at })
      .execute();
  return id;
}

let fan: Member;
let other: Member;
beforeAll(async () => {
  fan = await signupMember(t.app, { name: 'Fábia Fã' });
  other = await signupMember(t.app, { name: 'Otávio Outro' });
});

describe('recording what a member saw', () => {
  it('keeps one row per member and item, however often and in whatever batches it is seen', async () => {
    const post = await brandPost();
    const reel = await brandProcessed('reels');
    const video = await brandProcessed('long_videos');
    const first = await see(fan, [
      { kind: 'post', id: post },
      { kind: 'post', id: post },
      { kind: 'reel', id: reel },
      { kind: 'video', id: video },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ counted: 3 });
    expect((await see(fan, [{ kind: 'post', id: post }])).json()).toEqual({ counted: 0 });
    expect((await see(other, [{ kind: 'post', id: post }])).json()).toEqual({ counted: 1 });
    expect(await postReach(post)).toBe(2);
    expect(await reachOf('reel_views', 'reel_id', reel)).toBe(1);
    expect(await reachOf('long_video_views', 'video_id', video)).toBe(1);
  });

  it('counts a repost’s view for the brand’s original, and nothing for a member’s own post', async () => {
    const post = await brandPost();
    const reposter = await signupMember(t.app, { name: 'Renata Reposta' });
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post}/repost`,
      headers: { cookie: reposter.cookie },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const own = await createPost(t.app, reposter.cookie, 'Meu post');
    const res = await see(fan, [
      { kind: 'post', id: (copy.json().post as { id: string }).id },
      { kind: 'post', id: own.id },
    ]);
    expect(res.json()).toEqual({ counted: 1 });
    expect(await postReach(post)).toBe(1);
    expect(await postReach(own.id)).toBe(0);
  });

  it('leaves out the brand’s own team, and counts another brand’s team as audience', async () => {
    const post = await brandPost();
    const editor = await signupMember(t.app, { name: 'Érica Editora' });
    const rival = await signupMember(t.app, { name: 'Rui Rival' });
    await addToTeam(t, BRAND, editor.member.id, 'editor');
    await addToTeam(t, OTHER, rival.member.id, 'owner');
    expect((await see(editor, [{ kind: 'post', id: post }])).json()).toEqual({ counted: 0 });
    expect((await see(rival, [{ kind: 'post', id: post }])).json()).toEqual({ counted: 1 });
    expect(await postReach(post)).toBe(1);
  });
});

describe('what may be reported', () => {
  it('refuses anonymous callers: a view without a member is not counted', async () => {
    const post = await brandPost();
    const res = await see(null, [{ kind: 'post', id: post }]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Sua sessão expirou. Entre novamente.' });
    expect(await postReach(post)).toBe(0);
  });

  it('refuses a whole batch naming an item that is gone or that the member may not see', async () => {
    const post = await brandPost();
    const wip = await brandProcessed('reels', 'processing');
    const hidden = await signupMember(t.app, { name: 'Pietra Privada' });
    const secret = await createPost(t.app, hidden.cookie, 'Só para seguidores');
    const privacy = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/privacy',
      headers: { cookie: hidden.cookie },
      payload: { privateAccount: true },
    });
    expect(privacy.statusCode).toBe(200);
    for (const item of [
      { kind: 'post', id: 'pst_nao_existe' },
      { kind: 'video', id: post }, // a post's id is no video
      { kind: 'reel', id: wip }, // still processing: only its publisher sees it
      { kind: 'post', id: secret.id }, // a private account's, and the member does not follow it
    ]) {
      const res = await see(fan, [{ kind: 'post', id: post }, item]);
      expect(res.statusCode, JSON.stringify(item)).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'not_found',
        message: 'Uma das publicações vistas não existe ou não está disponível para você.',
      });
    }
    expect(await postReach(post)).toBe(0);
    // The private member sees their own post; it is no brand's, so nothing is counted.
    expect((await see(hidden, [{ kind: 'post', id: secret.id }])).json()).toEqual({ counted: 0 });
  });

  it('answers bad batches with a 400 in pt-BR', async () => {
    const post = await brandPost();
    const many = Array.from({ length: VIEW_BATCH_MAX + 1 }, () => ({ kind: 'post', id: post }));
    const cases: [unknown, string][] = [
      [[], `Envie de 1 a ${VIEW_BATCH_MAX} publicações vistas por vez.`],
      [many, `Envie de 1 a ${VIEW_BATCH_MAX} publicações vistas por vez.`],
      [[{ kind: 'story', id: post }], 'Escolha post, reel ou vídeo.'],
      [[{ kind: 'post', id: 'x'.repeat(65) }], 'Use no máximo 64 caracteres.'],
      [[{ kind: 'post' }], 'Preencha este campo.'],
      [[{ kind: 'post', id: post, extra: 1 }], 'Há campos que não fazem parte deste formulário.'],
    ];
    for (const [items, message] of cases) {
      const res = await see(fan, items as SeenItem[]);
      expect(res.statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message });
    }
    const noItems = await t.app.inject({
      method: 'POST',
      url: '/api/views',
      headers: { cookie: fan.cookie },
      payload: {},
    });
    expect(noItems.statusCode).toBe(400);
    expect(await postReach(post)).toBe(0);
  });
});

describe('where the rows go', () => {
  it('with the item, and with the account of the member who saw it', async () => {
    const post = await brandPost();
    const leaving = await signupMember(t.app, { name: 'Lia Saindo' });
    expect((await see(leaving, [{ kind: 'post', id: post }])).json()).toEqual({ counted: 1 });
    expect((await see(fan, [{ kind: 'post', id: post }])).json()).toEqual({ counted: 1 });
    const gone = await deleteAccount(t.app, leaving);
    expect(gone.statusCode).toBe(204);
    expect(await postReach(post)).toBe(1);
    await t.database.db.deleteFrom('posts').where('id', '=', post).execute();
    expect(await postReach(post)).toBe(0);
  });
});

describe('the budget', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { WRITE_RATE_SCALE: '0.05' } });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('refuses a member past their batches for the minute with a 429 in pt-BR, and leaves others alone', async () => {
    const a = await signupMember(small.app, { name: 'Bia Rápida' });
    const b = await signupMember(small.app, { name: 'Caio Calmo' });
    const id = 'pst_views_budget';
    await insertPostRow(small.database.db, { id, at: small.clock.now(), brand: BRAND });
    const budget = 3; // 60 batches a minute at a twentieth
    for (let i = 0; i < budget; i++) expect((await see(a, [{ kind: 'post', id }], small)).statusCode).toBe(200);
    const refused = await see(a, [{ kind: 'post', id }], small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Você está fazendo isso rápido demais\. Tente novamente em 1 minuto\.$/);
    expect((await see(b, [{ kind: 'post', id }], small)).json()).toEqual({ counted: 1 });
  });
});
