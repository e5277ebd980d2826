import { beforeAll, describe, expect, it } from 'vitest';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { createPost } from '../../testing/fixtures/posts';
import { readyReel } from '../../testing/fixtures/reels';
import { signupTeam } from '../../testing/fixtures/teams';
import { memberRequests, useMembers, useTestApp, type SignedUpMember } from '../../testing/test-app';

/** A comment hidden by who manages its item: its writer still sees it, others do not (decision 029). */

const t = useTestApp();
const send = memberRequests(t);
const [author, writer, reader] = useMembers(t, ['Alice Autora', 'Wagner Escritor', 'Rita Leitora']);

const texts = async (kind: string, id: string, who: SignedUpMember) =>
  ((await send('GET', `/api/${kind}/${id}/comments?limit=30`, who.cookie)).json().comments as { text: string }[]).map(
    (c) => c.text,
  );
const hiddenOf = async (kind: string, id: string, who: SignedUpMember) =>
  send('GET', `/api/${kind}/${id}/comments/hidden`, who.cookie);
const commentAs = async (kind: string, id: string, who: SignedUpMember, text: string) => {
  const res = await send('POST', `/api/${kind}/${id}/comments`, who.cookie, { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().comment.id as string;
};

describe.each([
  { kind: 'posts', key: 'post' },
  { kind: 'reels', key: 'reel' },
])('a comment hidden on $kind', ({ kind, key }) => {
  let id: string;
  let rude: string;
  beforeAll(async () => {
    id =
      kind === 'posts'
        ? (await createPost(t.app, author.cookie, 'Minha foto')).id
        : (await readyReel(t.app, author)).id;
    rude = await commentAs(kind, id, writer, 'Comentário grosseiro');
    await commentAs(kind, id, reader, 'Que lindo!');
  });
  const count = async (who: SignedUpMember) =>
    (await send('GET', `/api/${kind}/${id}`, who.cookie)).json()[key].stats.comments as number;

  it('is hidden by the author: gone for others and from the count, kept for its writer', async () => {
    const res = await send('PUT', `/api/${kind}/${id}/comments/${rude}/hidden`, author.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hidden: true });
    expect(await texts(kind, id, reader)).toEqual(['Que lindo!']);
    expect(await texts(kind, id, writer)).toEqual(['Comentário grosseiro', 'Que lindo!']);
    expect(await texts(kind, id, author)).toEqual(['Que lindo!']);
    expect(await count(reader)).toBe(1);
  });

  it('is listed, with how many, under the hidden comments of who manages the item, and of no one else', async () => {
    const res = await hiddenOf(kind, id, author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, nextCursor: null });
    expect(res.json().comments.map((c: { text: string }) => c.text)).toEqual(['Comentário grosseiro']);
    for (const who of [writer, reader]) expect((await hiddenOf(kind, id, who)).statusCode).toBe(403);
  });

  it('may not be hidden by anyone else, and hiding it twice changes nothing', async () => {
    const other = await commentAs(kind, id, reader, 'Outro comentário');
    const refused = await send('PUT', `/api/${kind}/${id}/comments/${other}/hidden`, writer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    expect(await texts(kind, id, reader)).toContain('Outro comentário');
    await send('PUT', `/api/${kind}/${id}/comments/${rude}/hidden`, author.cookie);
    expect(await count(reader)).toBe(2);
    expect((await hiddenOf(kind, id, author)).json().total).toBe(1);
  });

  it('is a 404 for a comment that is not on the item', async () => {
    expect((await send('PUT', `/api/${kind}/${id}/comments/cmt_nenhum/hidden`, author.cookie)).statusCode).toBe(404);
  });

  it('shows again for everyone with Reexibir, and counts again', async () => {
    const res = await send('DELETE', `/api/${kind}/${id}/comments/${rude}/hidden`, author.cookie);
    expect(res.json()).toEqual({ hidden: false });
    expect(await texts(kind, id, reader)).toContain('Comentário grosseiro');
    expect((await hiddenOf(kind, id, author)).json()).toMatchObject({ total: 0, comments: [] });
    expect(await count(reader)).toBe(3);
  });
});

describe('a comment on a brand’s post', () => {
  it('is hidden by the brand’s publishing team, and the hidden ones are theirs to see', async () => {
    const team = await signupTeam(t, 'nexo-tech');
    const id = await publishAsBrand(t.app, team.editor.cookie, 'nexo-tech', 'posts', 'Da marca');
    const rude = await commentAs('posts', id, writer, 'Marca ruim');
    expect((await send('PUT', `/api/posts/${id}/comments/${rude}/hidden`, team.analyst.cookie)).statusCode).toBe(403);
    expect((await send('PUT', `/api/posts/${id}/comments/${rude}/hidden`, team.editor.cookie)).statusCode).toBe(200);
    expect(await texts('posts', id, reader)).toEqual([]);
    expect(await texts('posts', id, writer)).toEqual(['Marca ruim']);
    expect((await hiddenOf('posts', id, team.owner)).json()).toMatchObject({ total: 1 });
    expect((await hiddenOf('posts', id, team.analyst)).statusCode).toBe(403);
  });
});
