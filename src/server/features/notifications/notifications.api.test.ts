import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp, memberRequests } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);

async function inbox(cookie: string, query = '') {
  const res = await call('GET', `/api/notifications${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    notifications: {
      type: string;
      actor: { id: string; name: string };
      postId: string | null;
      text: string | null;
      read: boolean;
    }[];
    nextCursor: string | null;
    unread: number;
  };
}

describe('notifications', () => {
  it('tells the author of likes and comments, newest first, and never of their own actions', async () => {
    const author = await signupMember(t.app);
    const fan = await signupMember(t.app, { name: 'Fã Número Um' });
    const post = await createPost(t.app, author.cookie);
    await call('PUT', `/api/posts/${post.id}/like`, author.cookie);
    await call('POST', `/api/posts/${post.id}/comments`, author.cookie, { text: 'eu mesmo' });
    expect((await inbox(author.cookie)).notifications).toEqual([]);

    await call('PUT', `/api/posts/${post.id}/like`, fan.cookie);
    t.clock.advance(1000);
    await call('POST', `/api/posts/${post.id}/comments`, fan.cookie, { text: 'Que lindo!' });
    const box = await inbox(author.cookie);
    expect(box.unread).toBe(2);
    expect(box.notifications).toMatchObject([
      {
        type: 'comment',
        actor: { id: fan.member.id, name: 'Fã Número Um' },
        postId: post.id,
        text: 'Que lindo!',
        read: false,
      },
      { type: 'like', actor: { id: fan.member.id }, postId: post.id, read: false },
    ]);
    expect((await inbox(fan.cookie)).notifications).toEqual([]);
  });

  it('takes a like notification back when the like is undone', async () => {
    const author = await signupMember(t.app);
    const fan = await signupMember(t.app);
    const post = await createPost(t.app, author.cookie);
    await call('PUT', `/api/posts/${post.id}/like`, fan.cookie);
    expect((await inbox(author.cookie)).unread).toBe(1);
    await call('DELETE', `/api/posts/${post.id}/like`, fan.cookie);
    expect(await inbox(author.cookie)).toMatchObject({ notifications: [], unread: 0 });
  });

  it('tells a member who starts following them, and forgets it on unfollow', async () => {
    const star = await signupMember(t.app);
    const fan = await signupMember(t.app);
    await call('PUT', `/api/members/${star.member.id}/follow`, fan.cookie);
    await call('PUT', `/api/members/${star.member.id}/follow`, fan.cookie);
    expect((await inbox(star.cookie)).notifications).toMatchObject([
      { type: 'follow', actor: { id: fan.member.id }, postId: null },
    ]);
    await call('DELETE', `/api/members/${star.member.id}/follow`, fan.cookie);
    expect((await inbox(star.cookie)).notifications).toEqual([]);
  });

  it('tells members mentioned as @Name in a post or a comment', async () => {
    const mentioned = await signupMember(t.app, { name: 'Zélia Mencionada Única' });
    const writer = await signupMember(t.app, { name: 'Escritor Qualquer' });
    const post = await createPost(
      t.app,
      writer.cookie,
      'Olha isso, @Zélia Mencionada Única! E @ninguém-com-esse-nome.',
    );
    await call('POST', `/api/posts/${post.id}/comments`, writer.cookie, {
      text: 'Lembrei de você, @zélia Mencionada Única',
    });
    const box = await inbox(mentioned.cookie);
    expect(box.notifications).toMatchObject([
      {
        type: 'mention',
        actor: { id: writer.member.id },
        postId: post.id,
        text: 'Lembrei de você, @zélia Mencionada Única',
      },
      {
        type: 'mention',
        actor: { id: writer.member.id },
        postId: post.id,
        text: 'Olha isso, @Zélia Mencionada Única! E @ninguém-com-esse-nome.',
      },
    ]);
    // Mentioning yourself, or the author in a comment on their own post (already told of the comment), adds nothing.
    await call('POST', `/api/posts/${post.id}/comments`, writer.cookie, { text: '@Escritor Qualquer sou eu' });
    expect((await inbox(writer.cookie)).notifications).toEqual([]);
  });

  it('pages newest first and marks everything read', async () => {
    const author = await signupMember(t.app);
    const fans = await Promise.all(Array.from({ length: 5 }, (_, i) => signupMember(t.app, { name: `Fã ${i}` })));
    for (const fan of fans) {
      await call('PUT', `/api/members/${author.member.id}/follow`, fan.cookie);
      t.clock.advance(1000);
    }
    const first = await inbox(author.cookie, '?limit=2');
    expect(first.notifications.map((n) => n.actor.name)).toEqual(['Fã 4', 'Fã 3']);
    const rest = await inbox(author.cookie, `?limit=10&cursor=${first.nextCursor}`);
    expect(rest.notifications.map((n) => n.actor.name)).toEqual(['Fã 2', 'Fã 1', 'Fã 0']);
    expect(rest.nextCursor).toBeNull();

    expect((await call('GET', '/api/notifications/unread', author.cookie)).json()).toEqual({ unread: 5 });
    expect((await call('POST', '/api/notifications/read-all', author.cookie)).json()).toEqual({ unread: 0 });
    const after = await inbox(author.cookie);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect((await call('GET', '/api/notifications', '')).statusCode).toBe(401);
  });
});

describe('live notifications', () => {
  it("arrive on the member's event stream the moment another member likes their post", async () => {
    const live = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    try {
      const author = await signupMember(live.app);
      const fan = await signupMember(live.app, { name: 'Fã Ao Vivo' });
      const post = await createPost(live.app, author.cookie);
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as AddressInfo;

      const events: { type: string; [k: string]: unknown }[] = [];
      let ended = false;
      let onEvent = () => {};
      const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/events', headers: { cookie: author.cookie } },
          (res) => {
            res.setEncoding('utf8');
            let buffer = '';
            res.on('data', (chunk: string) => {
              buffer += chunk;
              let end: number;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const data = block.split('\n').find((l) => l.startsWith('data: '));
                if (data) {
                  events.push(JSON.parse(data.slice(6)));
                  onEvent();
                }
              }
            });
            res.on('end', () => (ended = true));
            resolve(res);
          },
        );
        req.on('error', reject);
      });
      const res = await opened;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['cache-control']).toContain('no-cache');

      const next = () => new Promise<void>((resolve) => (onEvent = resolve));
      const arrived = next();
      await live.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: { cookie: fan.cookie } });
      await arrived;
      expect(events[0]).toMatchObject({
        type: 'notification',
        unread: 1,
        notification: { type: 'like', postId: post.id, actor: { name: 'Fã Ao Vivo' }, read: false },
      });

      const cleared = next();
      await live.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: author.cookie } });
      await cleared;
      expect(events[1]).toEqual({ type: 'notifications-read', unread: 0 });

      // Closing the app ends open streams instead of waiting for them forever.
      await live.app.close();
      await new Promise((r) => setTimeout(r, 50));
      expect(ended).toBe(true);
    } finally {
      await live.close();
    }
  });

  it('refuses the stream without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
  });
});
