import { beforeAll, describe, expect, it } from 'vitest';
import { signupMember, uniqueEmail } from '../../testing/harness';
import { insertFollow, setPrivacy } from '../../testing/fixtures/members';
import { createPost } from '../../testing/fixtures/posts';
import { memberRequests, useTestApp } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const call = memberRequests(t);

// Every age below is counted on 2026-01-01: noon UTC, 09:00 in São Paulo.
beforeAll(() => t.clock.set(Date.UTC(2026, 0, 1, 12)));

const TEEN = '2010-06-15'; // 15
const ADULT = '1990-05-10';

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const usersWith = (email: string) =>
  t.database.db.selectFrom('users').select(['id', 'birth_date']).where('email', '=', email).execute();

async function audience(cookie: string): Promise<number> {
  const res = await call('GET', '/api/ads/audience', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members as number;
}

describe('sign-up and the birth date', () => {
  it('refuses an under-13 with the pt-BR message and stores nothing, the day before the 13th birthday included', async () => {
    for (const birthDate of ['2013-06-01', '2013-01-02']) {
      const email = uniqueEmail('crianca');
      const res = await signup({ name: 'Criança Nova', email, password: 'senha-forte-1', birthDate });
      expect(res.statusCode).toBe(400);
      const message = 'Você precisa ter pelo menos 13 anos para criar uma conta na BrandSocial.';
      expect(res.json()).toEqual({ code: 'too_young', message, fields: { birthDate: message } });
      expect(await usersWith(email)).toEqual([]);
    }
  });

  it('refuses a missing, impossible or future birth date, and one more than 120 years back', async () => {
    const base = { name: 'Data Errada', password: 'senha-forte-1' };
    const cases: [string | undefined, string][] = [
      [undefined, 'Informe sua data de nascimento.'],
      ['2025-02-30', 'Informe uma data de nascimento válida.'],
      ['10/05/1990', 'Informe uma data de nascimento válida.'],
      ['2026-01-02', 'A data de nascimento não pode estar no futuro.'],
      ['1905-12-31', 'Confira a data de nascimento: ela é de mais de 120 anos atrás.'],
    ];
    for (const [birthDate, message] of cases) {
      const email = uniqueEmail('data');
      const res = await signup({ ...base, email, ...(birthDate === undefined ? {} : { birthDate }) });
      expect(res.statusCode, String(birthDate)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message, fields: { birthDate: message } });
      expect(await usersWith(email)).toEqual([]);
    }
  });

  it('accepts a 13-year-old on the birthday with a private account the member may open, and keeps the date', async () => {
    const teen = await signupMember(t.app, { name: 'Treze Anos', birthDate: '2013-01-01' });
    expect(await usersWith(teen.email)).toEqual([{ id: teen.member.id, birth_date: '2013-01-01' }]);
    const privacy = await call('GET', '/api/settings/privacy', teen.cookie);
    expect(privacy.json()).toMatchObject({ privateAccount: true });
    expect(await setPrivacy(t.app, teen.cookie, { privateAccount: false })).toMatchObject({ privateAccount: false });
  });

  it('leaves an adult public, and puts the birth date in the data export', async () => {
    const adult = await signupMember(t.app, { name: 'Adulta Pública', birthDate: ADULT });
    expect((await call('GET', '/api/settings/privacy', adult.cookie)).json()).toMatchObject({ privateAccount: false });
    const data = await call('GET', '/api/settings/export', adult.cookie);
    expect(data.json().member).toMatchObject({ id: adult.member.id, birthDate: ADULT });
  });
});

describe("a minor's content and mentions", () => {
  it('refuses the comment of an adult the minor does not follow, and takes it once the minor follows them', async () => {
    const teen = await signupMember(t.app, { name: 'Teca Quinze', birthDate: TEEN });
    const adult = await signupMember(t.app, { name: 'Artur Adulto', birthDate: ADULT });
    const friend = await signupMember(t.app, { name: 'Fabi Dezesseis', birthDate: '2009-09-09' });
    await setPrivacy(t.app, teen.cookie, { privateAccount: false });
    const post = await createPost(t.app, teen.cookie, 'Meu primeiro post');

    const refused = await call('POST', `/api/posts/${post.id}/comments`, adult.cookie, { text: 'Oi!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'minor_comments_closed',
      message: 'Os comentários deste conteúdo são só para pessoas que esta conta segue.',
    });
    // Following the minor is not enough: the minor chooses whom to hear from.
    await insertFollow(t, adult.member.id, teen.member.id);
    expect((await call('POST', `/api/posts/${post.id}/comments`, adult.cookie, { text: 'Oi!' })).statusCode).toBe(403);
    // Another teenager may comment.
    expect((await call('POST', `/api/posts/${post.id}/comments`, friend.cookie, { text: 'Legal!' })).statusCode).toBe(
      201,
    );

    await insertFollow(t, teen.member.id, adult.member.id);
    const taken = await call('POST', `/api/posts/${post.id}/comments`, adult.cookie, { text: 'Parabéns!' });
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it("does not tell a minor of an unfollowed adult's mention, and does once the minor follows them", async () => {
    const teen = await signupMember(t.app, { name: 'Mia Mencionada Jovem', birthDate: TEEN });
    const adult = await signupMember(t.app, { name: 'Mauro Menciona', birthDate: ADULT });
    const mentions = async () =>
      ((await call('GET', '/api/notifications', teen.cookie)).json().notifications as { type: string }[]).filter(
        (n) => n.type === 'mention',
      );
    await createPost(t.app, adult.cookie, 'Olha só, @Mia Mencionada Jovem!');
    expect(await mentions()).toEqual([]);
    await insertFollow(t, teen.member.id, adult.member.id);
    await createPost(t.app, adult.cookie, 'De novo, @Mia Mencionada Jovem!');
    expect(await mentions()).toHaveLength(1);
  });
});

describe('ads and suggestions leave minors out', () => {
  it("counts only adults in a campaign's audience", async () => {
    const advertiser = await signupMember(t.app, { name: 'Ana Anunciante', birthDate: ADULT });
    const before = await audience(advertiser.cookie);
    await signupMember(t.app, { name: 'Téo Teen', birthDate: TEEN });
    // The day before the 18th birthday is still a minor's; a member without a birth date counts as an adult.
    await signupMember(t.app, { name: 'Quase Dezoito', birthDate: '2008-01-02' });
    expect(await audience(advertiser.cookie)).toBe(before);
    await signupMember(t.app, { name: 'Dezoito Hoje', birthDate: '2008-01-01' });
    const legacy = await signupMember(t.app, { name: 'Conta Antiga' });
    await t.database.db.updateTable('users').set({ birth_date: null }).where('id', '=', legacy.member.id).execute();
    expect(await audience(advertiser.cookie)).toBe(before + 2);
  });

  it('suggests a minor to other minors in search, never to adults', async () => {
    const teen = await signupMember(t.app, { name: 'Zuleica Sugestão', birthDate: TEEN });
    const adult = await signupMember(t.app, { name: 'Adão Busca', birthDate: ADULT });
    const peer = await signupMember(t.app, { name: 'Pedro Colega', birthDate: '2011-02-02' });
    const suggested = async (cookie: string) =>
      ((await call('GET', '/api/search/suggest?q=Zuleica', cookie)).json().suggestions as { id: string }[]).map(
        (s) => s.id,
      );
    const found = async (cookie: string) =>
      ((await call('GET', '/api/search?q=Zuleica', cookie)).json().members as { id: string }[]).map((m) => m.id);
    expect(await suggested(peer.cookie)).toContain(teen.member.id);
    expect(await found(peer.cookie)).toContain(teen.member.id);
    expect(await suggested(adult.cookie)).not.toContain(teen.member.id);
    expect(await found(adult.cookie)).not.toContain(teen.member.id);
  });

  it("keeps a minor's public posts out of an adult's explore, not out of another minor's", async () => {
    const teen = await signupMember(t.app, { name: 'Eva Explora', birthDate: TEEN });
    const adult = await signupMember(t.app, { name: 'Edu Explorador', birthDate: ADULT });
    const peer = await signupMember(t.app, { name: 'Igor Igual', birthDate: '2011-02-02' });
    await setPrivacy(t.app, teen.cookie, { privateAccount: false });
    const post = await createPost(t.app, teen.cookie, 'Foto da escola');
    const explored = async (cookie: string) =>
      ((await call('GET', '/api/explore', cookie)).json().items as { kind: string; post?: { id: string } }[]).map(
        (i) => i.post?.id,
      );
    expect(await explored(peer.cookie)).toContain(post.id);
    expect(await explored(adult.cookie)).not.toContain(post.id);
  });

  it("keeps a minor's public posts off an adult's hashtag page, not off another minor's", async () => {
    const teen = await signupMember(t.app, { name: 'Hana Hashtag', birthDate: TEEN });
    const adult = await signupMember(t.app, { name: 'Hugo Hashtag', birthDate: ADULT });
    const peer = await signupMember(t.app, { name: 'Hélio Colega', birthDate: '2011-02-02' });
    await setPrivacy(t.app, teen.cookie, { privateAccount: false });
    const post = await createPost(t.app, teen.cookie, 'Feira de ciências #feiradeciencias2026');
    const tagged = async (cookie: string) =>
      (
        (await call('GET', '/api/tags/feiradeciencias2026?sort=recent&limit=12', cookie)).json().items as {
          post?: { id: string };
        }[]
      ).map((i) => i.post?.id);
    expect(await tagged(peer.cookie)).toContain(post.id);
    expect(await tagged(adult.cookie)).not.toContain(post.id);
  });
});
