import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { h264Clip, upload } from '../../testing/fixtures/clips';
import { setPrivacy } from '../../testing/fixtures/members';
import { jpeg, multipart } from '../../testing/fixtures/posts';
import { signupTeam } from '../../testing/fixtures/teams';
import { sendForm } from '../../testing/multipart-form';
import { memberRequests, useMembers, useTestApp, type SignedUpMember } from '../../testing/test-app';

/** Who may comment on a post, reel or long video, beside the author's member-wide policy (decision 029). */

const t = useTestApp();
const send = memberRequests(t);
const [author, follower, stranger] = useMembers(t, ['Alice Autora', 'Fábio Seguido', 'Sílvia Estranha']);
const LIMITED = 'O autor limitou quem pode comentar nesta publicação.';

beforeAll(async () => {
  // The author follows Fábio: he is among 'Pessoas que sigo'.
  expect((await send('PUT', `/api/members/${follower.member.id}/follow`, author.cookie)).statusCode).toBe(200);
});

async function post(who: SignedUpMember, fields: Record<string, string> = {}) {
  const form = multipart(
    { content: 'Minha publicação', ...fields },
    { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() },
  );
  return sendForm(t.app, 'POST', '/api/posts', who.cookie, form);
}

async function postWith(control: string) {
  const res = await post(author, { replyControl: control });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: string; replyControl: string; canComment: boolean };
}

const comment = (kind: string, id: string, who: SignedUpMember, text = 'Oi!') =>
  send('POST', `/api/${kind}/${id}/comments`, who.cookie, { text });
const readAs = async (kind: string, key: string, id: string, who: SignedUpMember) =>
  (await send('GET', `/api/${kind}/${id}`, who.cookie)).json()[key] as { replyControl: string; canComment: boolean };

describe('a post’s reply control', () => {
  it('is everyone unless the author chooses, and is said on the post', async () => {
    const res = await post(author);
    expect(res.json().post).toMatchObject({ replyControl: 'everyone', canComment: true });
    expect(await readAs('posts', 'post', res.json().post.id, stranger)).toMatchObject({
      replyControl: 'everyone',
      canComment: true,
    });
  });

  it('with nobody, refuses everyone but the author with a pt-BR 403, and says so on every read', async () => {
    const { id } = await postWith('nobody');
    for (const who of [stranger, follower]) {
      const refused = await comment('posts', id, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'reply_limited', message: LIMITED });
      expect(await readAs('posts', 'post', id, who)).toEqual(
        expect.objectContaining({ replyControl: 'nobody', canComment: false }),
      );
    }
    expect((await comment('posts', id, author)).statusCode).toBe(201);
    expect((await readAs('posts', 'post', id, author)).canComment).toBe(true);
    // Lists say it too: the author's profile grid as a stranger reads it.
    const listed = (await send('GET', `/api/members/${author.member.id}/posts`, stranger.cookie)).json();
    expect(listed.posts.find((p: { id: string }) => p.id === id)).toMatchObject({ canComment: false });
  });

  it('with the people the author follows, lets them in and keeps others out', async () => {
    const { id } = await postWith('following');
    expect((await comment('posts', id, follower)).statusCode).toBe(201);
    expect((await comment('posts', id, stranger)).json()).toMatchObject({ code: 'reply_limited', message: LIMITED });
    expect((await readAs('posts', 'post', id, follower)).canComment).toBe(true);
    expect((await readAs('posts', 'post', id, stranger)).canComment).toBe(false);
  });

  it('is changed after publishing by the author alone, at once', async () => {
    const { id } = await postWith('nobody');
    const denied = await send('PUT', `/api/posts/${id}/reply-control`, stranger.cookie, { replyControl: 'everyone' });
    expect(denied.statusCode).toBe(403);
    expect(await readAs('posts', 'post', id, stranger)).toMatchObject({ canComment: false });

    const res = await send('PUT', `/api/posts/${id}/reply-control`, author.cookie, { replyControl: 'everyone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ replyControl: 'everyone', canComment: true });
    expect(await readAs('posts', 'post', id, stranger)).toMatchObject({ replyControl: 'everyone', canComment: true });
    expect((await comment('posts', id, stranger)).statusCode).toBe(201);
  });

  it('refuses a choice it does not know, in pt-BR', async () => {
    const { id } = await postWith('everyone');
    const res = await send('PUT', `/api/posts/${id}/reply-control`, author.cookie, { replyControl: 'todos' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Quem pode comentar|Escolha quem pode comentar/);
    const upload = await post(author, { replyControl: 'amigos' });
    expect(upload.statusCode).toBe(400);
    expect(JSON.stringify(upload.json())).toContain('Escolha quem pode comentar: Todos, Pessoas que sigo ou Ninguém.');
  });

  it('sits beside the author’s member-wide comment policy: both apply', async () => {
    const { id } = await postWith('everyone');
    await setPrivacy(t.app, author.cookie, { commentPolicy: 'nobody' });
    try {
      const refused = await comment('posts', id, follower);
      expect(refused.json()).toMatchObject({ code: 'comments_closed' });
      expect((await readAs('posts', 'post', id, follower)).canComment).toBe(false);
      // The item's own 'Todos' does not reopen what the policy closed; the author still may.
      expect((await comment('posts', id, author)).statusCode).toBe(201);
    } finally {
      await setPrivacy(t.app, author.cookie, { commentPolicy: 'everyone' });
    }
  });
});

describe('a brand’s item', () => {
  let team: Awaited<ReturnType<typeof signupTeam>>;
  beforeAll(async () => {
    team = await signupTeam(t, 'nexo-tech');
  });

  it('offers everyone or nobody: people the brand follows means nothing, refused in pt-BR', async () => {
    const form = multipart(
      { content: 'Da marca', asBrandId: 'nexo-tech', replyControl: 'following' },
      { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() },
    );
    const refused = await sendForm(t.app, 'POST', '/api/posts', team.editor.cookie, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'reply_control_brand',
      message: 'Para uma marca, escolha Todos ou Ninguém.',
    });

    const id = await publishAsBrand(t.app, team.editor.cookie, 'nexo-tech', 'posts', 'Da marca');
    const following = await send('PUT', `/api/posts/${id}/reply-control`, team.owner.cookie, {
      replyControl: 'following',
    });
    expect(following.json()).toMatchObject({ code: 'reply_control_brand' });
  });

  it('is closed by its team and stays open to who manages it', async () => {
    const id = await publishAsBrand(t.app, team.editor.cookie, 'nexo-tech', 'posts', 'Da marca');
    const analyst = await send('PUT', `/api/posts/${id}/reply-control`, team.analyst.cookie, {
      replyControl: 'nobody',
    });
    expect(analyst.statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/posts/${id}/reply-control`, team.owner.cookie, { replyControl: 'nobody' })).statusCode,
    ).toBe(200);
    expect((await comment('posts', id, stranger)).json()).toMatchObject({ code: 'reply_limited' });
    expect((await comment('posts', id, team.analyst)).statusCode).toBe(403);
    expect((await comment('posts', id, team.editor)).statusCode).toBe(201);
    expect((await readAs('posts', 'post', id, team.owner)).canComment).toBe(true);
    expect((await readAs('posts', 'post', id, stranger)).canComment).toBe(false);
  });
});

describe('reels and long videos', () => {
  it('take the choice at upload, refuse a reel’s comment it closes, and change after publishing', async () => {
    const data = fs.readFileSync(await h264Clip());
    const res = await upload(
      t.app,
      '/api/reels',
      author.cookie,
      { description: 'Reel', replyControl: 'nobody' },
      { data },
    );
    expect(res.statusCode, res.body).toBe(202);
    await t.app.mediaJobs.idle();
    const id = res.json().reel.id as string;
    expect(await readAs('reels', 'reel', id, stranger)).toMatchObject({ replyControl: 'nobody', canComment: false });
    expect((await comment('reels', id, stranger)).json()).toMatchObject({ code: 'reply_limited', message: LIMITED });
    expect((await comment('reels', id, author)).statusCode).toBe(201);

    await send('PUT', `/api/reels/${id}/reply-control`, author.cookie, { replyControl: 'following' });
    expect((await comment('reels', id, follower)).statusCode).toBe(201);
    expect((await comment('reels', id, stranger)).statusCode).toBe(403);
    const list = (await send('GET', '/api/reels?limit=20', stranger.cookie)).json();
    expect(list.reels.find((r: { id: string }) => r.id === id)).toMatchObject({ canComment: false });
  });

  it('keep a long video’s choice, changed by its author alone', async () => {
    const data = fs.readFileSync(await h264Clip());
    const res = await upload(
      t.app,
      '/api/videos',
      author.cookie,
      { title: 'Vídeo', replyControl: 'following' },
      { data },
    );
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().video.id as string;
    await t.app.mediaJobs.idle();
    expect(await readAs('videos', 'video', id, follower)).toMatchObject({
      replyControl: 'following',
      canComment: true,
    });
    expect(await readAs('videos', 'video', id, stranger)).toMatchObject({ canComment: false });
    expect(
      (await send('PUT', `/api/videos/${id}/reply-control`, stranger.cookie, { replyControl: 'everyone' })).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/videos/${id}/reply-control`, author.cookie, { replyControl: 'everyone' })).json(),
    ).toEqual({
      replyControl: 'everyone',
      canComment: true,
    });
    expect(await readAs('videos', 'video', id, stranger)).toMatchObject({ replyControl: 'everyone', canComment: true });
  });
});
