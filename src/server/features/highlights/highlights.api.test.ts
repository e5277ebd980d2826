import { describe, expect, it } from 'vitest';
import { HIGHLIGHTS_MAX, STORY_TTL_MS } from '../../../shared/stories';
import { newId } from '../../platform/ids';
import { signupMember } from '../../testing/harness';
import { jpeg, multipart } from '../../testing/fixtures/posts';
import { createStory } from '../../testing/fixtures/stories';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { sendForm } from '../../testing/multipart-form';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const req = memberRequests(t);
const fileExists = (src: string) => t.storage.exists(src.replace(/^\/media\//, ''));

async function customHighlight(cookie: string, title: string) {
  const form = multipart(
    { title },
    { filename: 'capa.jpg', contentType: 'image/jpeg', data: await jpeg(60, 60, '#f59e0b') },
  );
  return sendForm(t.app, 'POST', '/api/highlights', cookie, form);
}

async function fromStory(cookie: string, storyId: string) {
  return req('POST', '/api/highlights/from-story', cookie, { storyId });
}

describe('highlights made from stories', () => {
  it('keeps a story past its 24 hours, named after it', async () => {
    const ana = await signupMember(t.app);
    const story = await createStory(t.app, ana.cookie, 'Praia');
    const res = await fromStory(ana.cookie, story.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().highlight).toMatchObject({ title: 'Praia', fromStory: true });
    t.clock.advance(STORY_TTL_MS + 1);
    const list = (await req('GET', '/api/highlights', ana.cookie)).json().highlights;
    expect(list).toHaveLength(1);
    expect(list[0].media.src).toBe(story.media.src);
  });

  it('takes the name the member chose when it is made, checked like any highlight name', async () => {
    const ana = await signupMember(t.app);
    const story = await createStory(t.app, ana.cookie, 'Praia');
    const blank = await req('POST', '/api/highlights/from-story', ana.cookie, { storyId: story.id, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Dê um nome ao destaque.');
    const long = await req('POST', '/api/highlights/from-story', ana.cookie, {
      storyId: story.id,
      title: 'x'.repeat(31),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('O nome pode ter no máximo 30 caracteres.');
    const res = await req('POST', '/api/highlights/from-story', ana.cookie, {
      storyId: story.id,
      title: '  Verão 2026 ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().highlight).toMatchObject({ title: 'Verão 2026', fromStory: true });
  });

  it('refuses to rename a story-derived highlight with the spec’s message', async () => {
    const ana = await signupMember(t.app);
    const story = await createStory(t.app, ana.cookie, 'Show');
    const h = (await fromStory(ana.cookie, story.id)).json().highlight;
    const res = await req('PATCH', `/api/highlights/${h.id}`, ana.cookie, { title: 'Outro nome' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'highlight_rename_forbidden',
      message: 'Ação não permitida: Não é possível editar o nome de uma história.',
    });
    expect((await req('GET', '/api/highlights', ana.cookie)).json().highlights[0].title).toBe('Show');
  });

  it('keeps a story once, and only the author’s own stories', async () => {
    const ana = await signupMember(t.app);
    const bia = await signupMember(t.app);
    const story = await createStory(t.app, ana.cookie);
    expect((await fromStory(ana.cookie, story.id)).statusCode).toBe(201);
    const again = await fromStory(ana.cookie, story.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('highlight_exists');
    expect((await fromStory(bia.cookie, story.id)).statusCode).toBe(404);
  });

  it('outlives the story being pushed out, files included, and frees them when deleted', async () => {
    const ana = await signupMember(t.app);
    const first = await createStory(t.app, ana.cookie);
    const h = (await fromStory(ana.cookie, first.id)).json().highlight;
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1000);
      await createStory(t.app, ana.cookie);
    }
    expect((await req('GET', `/api/stories/${first.id}`, ana.cookie)).statusCode).toBe(404);
    expect(await fileExists(h.media.src)).toBe(true);
    const rename = await req('PATCH', `/api/highlights/${h.id}`, ana.cookie, { title: 'Novo' });
    expect(rename.json().code).toBe('highlight_rename_forbidden');
    expect((await req('DELETE', `/api/highlights/${h.id}`, ana.cookie)).statusCode).toBe(204);
    expect(await fileExists(h.media.src)).toBe(false);
  });
});

describe('highlights of the member’s own', () => {
  it('creates and renames one; the name is validated', async () => {
    const ana = await signupMember(t.app);
    const res = await customHighlight(ana.cookie, 'Viagens');
    expect(res.statusCode).toBe(201);
    const h = res.json().highlight;
    expect(h).toMatchObject({ title: 'Viagens', fromStory: false });
    const renamed = await req('PATCH', `/api/highlights/${h.id}`, ana.cookie, { title: 'Férias 2026' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().highlight.title).toBe('Férias 2026');
    const blank = await req('PATCH', `/api/highlights/${h.id}`, ana.cookie, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Dê um nome ao destaque.');
    expect((await customHighlight(ana.cookie, '')).statusCode).toBe(400);
  });

  it('lets nobody else rename or delete it', async () => {
    const ana = await signupMember(t.app);
    const bia = await signupMember(t.app);
    const h = (await customHighlight(ana.cookie, 'Meu')).json().highlight;
    expect((await req('PATCH', `/api/highlights/${h.id}`, bia.cookie, { title: 'Roubado' })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/highlights/${h.id}`, bia.cookie)).statusCode).toBe(404);
    expect((await req('GET', '/api/highlights', ana.cookie)).json().highlights[0].title).toBe('Meu');
  });

  it('shows a public member’s highlights to others, a private one’s only to followers', async () => {
    const ana = await signupMember(t.app);
    const bia = await signupMember(t.app);
    await customHighlight(ana.cookie, 'Público');
    expect((await req('GET', `/api/members/${ana.member.id}/highlights`, bia.cookie)).json().highlights).toHaveLength(
      1,
    );
    await setPrivacy(t.app, ana.cookie, { privateAccount: true });
    expect((await req('GET', `/api/members/${ana.member.id}/highlights`, bia.cookie)).json().highlights).toEqual([]);
  });

  it(`stops at ${HIGHLIGHTS_MAX} highlights`, async () => {
    const ana = await signupMember(t.app);
    const media = JSON.stringify({
      kind: 'image',
      width: 1,
      height: 1,
      placeholder: '',
      renditions: [{ width: 1, height: 1, key: 'test/x.webp' }],
    });
    const now = t.clock.now();
    await t.database.db
      .insertInto('highlights')
      .values(
        Array.from({ length: HIGHLIGHTS_MAX }, (_, i) => ({
          id: newId('hlt', now + i),
          user_id: ana.member.id,
          title: `H${i}`,
          from_story: 0,
          story_id: null,
          media_kind: 'image' as const,
          media,
          media_key: 'test/x.webp',
          created_at: now + i,
        })),
      )
      .execute();
    const res = await customHighlight(ana.cookie, 'Demais');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'highlight_limit', message: 'Você pode ter no máximo 30 destaques.' });
  });
});
