// The notification list is answered from the read cache: what changes it must reach it at once.
import { expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

it('shows notifications as they arrive, are taken back and are read, with the actor’s current name', async () => {
  const author = await signupMember(t.app);
  const fan = await signupMember(t.app, { name: 'Fã Número Um' });
  const post = await createPost(t.app, author.cookie, 'Olhem isto');
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: author.cookie } })).json() as {
      notifications: { type: string; read: boolean; actor: { name: string } }[];
      unread: number;
    };
  const send = (method: 'PUT' | 'DELETE' | 'POST' | 'PATCH', url: string, who: typeof fan, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  expect((await list()).notifications).toEqual([]);
  await send('PUT', `/api/posts/${post.id}/like`, fan);
  expect((await list()).notifications.map((n) => n.type)).toEqual(['like']);
  await send('DELETE', `/api/posts/${post.id}/like`, fan);
  expect((await list()).notifications).toEqual([]);
  await send('PUT', `/api/members/${author.member.id}/follow`, fan);
  expect(await list()).toMatchObject({ unread: 1, notifications: [{ type: 'follow', read: false }] });
  await send('PATCH', '/api/settings/profile', fan, { name: 'Fã Renomeado' });
  expect((await list()).notifications[0]?.actor.name).toBe('Fã Renomeado');
  await send('POST', '/api/notifications/read-all', author);
  expect(await list()).toMatchObject({ unread: 0, notifications: [{ read: true }] });
  await send('DELETE', `/api/members/${author.member.id}/follow`, fan);
  expect((await list()).notifications).toEqual([]);
});
