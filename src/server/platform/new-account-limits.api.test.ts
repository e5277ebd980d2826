import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_AGE_MS, NEW_ACCOUNT_LIMITS, NEW_ACCOUNT_ROUTES } from '../../shared/new-account-rules';
import { createPost, jpeg, multipart } from '../testing/fixtures/posts';
import { createTestApp, signupMember, type TestApp } from '../testing/harness';
import { sendForm } from '../testing/multipart-form';
import { memberRequests, useMembers, useTestApp, type SignedUpMember } from '../testing/test-app';
import { throttleFactory } from './rate-limit';
import { routeCollector } from '../testing/route-table';

/** The real limits of an account's first day, and of a comment sent again (decision 029). */

const REAL_LIMITS = {
  NEW_ACCOUNT_RATE_SCALE: '1',
  REPEATED_COMMENT_WINDOW_S: '600',
  // Everyone's per-minute budgets would refuse these bursts first: lifted so only these limits answer.
  WRITE_RATE_SCALE: '0',
  AUTH_RATE_LIMIT: '100000',
};
const limitedMessage = (what: string) =>
  new RegExp(`^Contas novas têm um limite de ${what} por hora\\. Tente novamente em \\d+ minutos?\\.$`);

const routes = routeCollector();
const t = useTestApp({ env: REAL_LIMITS, onRoute: routes.collect });
const send = memberRequests(t);
const [author] = useMembers(t, ['Alice Autora']);
let postId: string;
beforeAll(async () => {
  // The author's account is a week old: she is not limited, and her post takes everyone's comments.
  await t.database.db
    .updateTable('users')
    .set({ created_at: t.clock.now() - 7 * NEW_ACCOUNT_AGE_MS })
    .where('id', '=', author.member.id)
    .execute();
  postId = (await createPost(t.app, author.cookie, 'Post aberto')).id;
});

const newcomer = (name = 'Nina Nova') => signupMember(t.app, { name });
const comment = (who: SignedUpMember, text: string, id = postId) =>
  send('POST', `/api/posts/${id}/comments`, who.cookie, { text });
const noFile = () => multipart({ content: 'Sem arquivo' });

function expectLimited(res: { statusCode: number; json(): { code: string; message: string } }, what: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('new_account_limit');
  expect(res.json().message).toMatch(limitedMessage(what));
}

describe('an account in its first day', () => {
  it('is limited on routes the server registers', () => {
    const registered = new Set(routes.routes().map((r) => r.key));
    expect(Object.keys(NEW_ACCOUNT_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('publishes up to the hourly limit, every kind of content counted together', async () => {
    const nina = await newcomer();
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.post.points; i++) {
      const res = await sendForm(t.app, 'POST', '/api/posts', nina.cookie, noFile());
      expect(res.statusCode, `post #${i + 1}`).toBe(400);
    }
    const photo = multipart(
      { content: 'Mais uma' },
      { filename: 'f.jpg', contentType: 'image/jpeg', data: await jpeg() },
    );
    expectLimited(await sendForm(t.app, 'POST', '/api/posts', nina.cookie, photo), 'publicações');
    expectLimited(await sendForm(t.app, 'POST', '/api/reels', nina.cookie, noFile()), 'publicações');
    expectLimited(await send('POST', `/api/posts/${postId}/repost`, nina.cookie), 'publicações');
  });

  it('comments up to the hourly limit, each refusal in pt-BR with the wait, and writes nothing past it', async () => {
    const nina = await newcomer();
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.comment.points; i++)
      expect((await comment(nina, `Comentário número ${i}`)).statusCode, `comment #${i + 1}`).toBe(201);
    const refused = await comment(nina, 'Mais um comentário');
    expectLimited(refused, 'comentários');
    expect(refused.json().message).toBe(
      'Contas novas têm um limite de comentários por hora. Tente novamente em 60 minutos.',
    );
    const rows = await t.database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', nina.member.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(NEW_ACCOUNT_LIMITS.comment.points);
  });

  it('follows up to the hourly limit, and may always unfollow', async () => {
    const nina = await newcomer();
    const follow = () => send('PUT', `/api/members/${author.member.id}/follow`, nina.cookie);
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.follow.points; i++) expect((await follow()).statusCode).toBe(200);
    expectLimited(await follow(), 'novas conexões');
    expectLimited(await send('PUT', '/api/follows/brands/nexo-tech', nina.cookie), 'novas conexões');
    expect((await send('DELETE', `/api/members/${author.member.id}/follow`, nina.cookie)).statusCode).toBe(200);
  });

  it('mentions up to the hourly limit, in comments and in posts', async () => {
    const nina = await newcomer();
    const names = Array.from({ length: NEW_ACCOUNT_LIMITS.mention.points }, (_, i) => `@Pessoa${i}`).join(' ');
    expect((await comment(nina, `Olá ${names}`)).statusCode).toBe(201);
    expectLimited(await comment(nina, 'Oi @Alice Autora'), 'menções');
    const photo = multipart(
      { content: 'Com @Alice Autora' },
      { filename: 'f.jpg', contentType: 'image/jpeg', data: await jpeg() },
    );
    expectLimited(await sendForm(t.app, 'POST', '/api/posts', nina.cookie, photo), 'menções');
  });

  it('is free of these limits once it is a day old', async () => {
    const nina = await newcomer();
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.post.points; i++)
      await sendForm(t.app, 'POST', '/api/posts', nina.cookie, noFile());
    expect((await sendForm(t.app, 'POST', '/api/posts', nina.cookie, noFile())).statusCode).toBe(429);
    t.clock.advance(NEW_ACCOUNT_AGE_MS);
    expect((await sendForm(t.app, 'POST', '/api/posts', nina.cookie, noFile())).statusCode).toBe(400);
  });
});

describe('a repeated comment', () => {
  it('is refused for every account, on any item, however it is written, in pt-BR', async () => {
    const other = (await createPost(t.app, author.cookie, 'Outro post')).id;
    expect((await comment(author, 'Compre já no meu perfil!')).statusCode).toBe(201);
    for (const [text, id] of [
      ['Compre já no meu perfil!', postId],
      ['compre JA no meu perfil', other],
    ] as const) {
      const res = await comment(author, text, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'repeated_comment', message: 'Você já enviou este comentário.' });
    }
    expect((await comment(author, 'Compre já no meu perfil, parte 2')).statusCode).toBe(201);
    const reel = await send('POST', `/api/reels/rel_nenhum/comments`, author.cookie, {
      text: 'Compre já no meu perfil!',
    });
    expect(reel.statusCode).toBe(409);
  });

  it('is not one when the first was refused: only a stored comment counts', async () => {
    const closed = (await createPost(t.app, author.cookie, 'Fechado')).id;
    await send('PUT', `/api/posts/${closed}/reply-control`, author.cookie, { replyControl: 'nobody' });
    const nina = await newcomer();
    expect((await comment(nina, 'Primeira tentativa', closed)).statusCode).toBe(403);
    expect((await comment(nina, 'Primeira tentativa')).statusCode).toBe(201);
  });

  it('is another member’s own words when they write the same', async () => {
    const [a, b] = [await newcomer('Ana'), await newcomer('Bia')];
    expect((await comment(a, 'Parabéns!')).statusCode).toBe(201);
    expect((await comment(b, 'Parabéns!')).statusCode).toBe(201);
  });
});

describe('after the window', () => {
  const short = useTestApp({ env: { ...REAL_LIMITS, REPEATED_COMMENT_WINDOW_S: '1' } });
  it('lets the member send the same comment again', async () => {
    const nina = await signupMember(short.app, { name: 'Nina Paciente' });
    const id = (await createPost(short.app, nina.cookie, 'Post')).id;
    const again = () => memberRequests(short)('POST', `/api/posts/${id}/comments`, nina.cookie, { text: 'Oi' });
    expect((await again()).statusCode).toBe(201);
    expect((await again()).statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await again()).statusCode).toBe(201);
  });
});

describe.runIf(process.env.REDIS_URL)('through Redis, when REDIS_URL is set', () => {
  let redis: Redis;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!);
    // Two instances on one database and one Redis, as behind a load balancer.
    const throttles = throttleFactory(redis, `test-${crypto.randomUUID()}:`);
    one = await createTestApp({ env: REAL_LIMITS, throttles });
    two = await createTestApp({ env: REAL_LIMITS, throttles, database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    redis?.disconnect();
  });

  it('counts a new account’s comments and its repeated comments across instances', async () => {
    const nina = await signupMember(one.app, { name: 'Nina Distribuída' });
    const id = (await createPost(one.app, nina.cookie, 'Post')).id;
    const on = (app: TestApp, text: string) =>
      memberRequests(app)('POST', `/api/posts/${id}/comments`, nina.cookie, { text });
    expect((await on(one, 'Repetido')).statusCode).toBe(201);
    expect((await on(two, 'Repetido')).statusCode).toBe(409);
    for (let i = 1; i < NEW_ACCOUNT_LIMITS.comment.points; i++)
      expect((await on(i % 2 ? two : one, `Comentário ${i}`)).statusCode).toBe(201);
    expectLimited(await on(two, 'Mais um'), 'comentários');
    expectLimited(await on(one, 'Mais outro'), 'comentários');
  });
});
