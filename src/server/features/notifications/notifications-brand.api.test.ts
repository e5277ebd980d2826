import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '../../../shared/notifications';
import { signupOperator } from '../../testing/fixtures/admin';
import { createPost, jpeg, multipart } from '../../testing/fixtures/posts';
import { signupTeam, type Member } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { sendForm } from '../../testing/multipart-form';
import { memberRequests, useTestApp } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const call = memberRequests(t);
const BRAND = 'nexo-tech';

let team: Awaited<ReturnType<typeof signupTeam>>;
beforeAll(async () => {
  team = await signupTeam(t, BRAND, ['Dalva Dona', 'Edson Editor', 'Alícia Analista']);
});

async function inbox(cookie: string) {
  const res = await call('GET', '/api/notifications', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsPage;
}

async function postAsBrand(who: Member, content: string) {
  const form = multipart(
    { content, asBrandId: BRAND },
    { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() },
  );
  const res = await sendForm(t.app, 'POST', '/api/posts', who.cookie, form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: string };
}

const brandActor = { kind: 'brand', id: BRAND, name: 'Nexo Tech', verified: true, avatarUrl: expect.any(String) };

describe("mentions in a brand's post", () => {
  it('notify the mentioned member as the brand, linked to the post, naming no one on the team', async () => {
    const lia = await signupMember(t.app, { name: 'Lia Mencionada Marca' });
    const post = await postAsBrand(team.editor, 'Obrigado, @Lia Mencionada Marca, pela visita!');
    const box = await inbox(lia.cookie);
    expect(box.unread).toBe(1);
    expect(box.notifications).toEqual([
      expect.objectContaining({
        type: 'mention',
        actor: brandActor,
        others: 0,
        postId: post.id,
        text: 'Obrigado, @Lia Mencionada Marca, pela visita!',
        thumbnail: expect.objectContaining({ src: expect.any(String) }),
        followBack: null,
        read: false,
      }),
    ]);
    const text = JSON.stringify(box);
    expect(text).not.toContain(team.editor.member.id);
    expect(text).not.toContain('Edson Editor');
    const brand = (await call('GET', `/api/brands/${BRAND}`, lia.cookie)).json();
    expect(JSON.stringify(brand)).toContain(box.notifications[0]!.actor.avatarUrl);
  });

  it('leave out whoever typed it, and still tell the rest of the team', async () => {
    const post = await postAsBrand(team.editor, 'Reunião com @Edson Editor e @Dalva Dona hoje');
    expect((await inbox(team.editor.cookie)).notifications).toEqual([]);
    expect((await inbox(team.owner.cookie)).notifications).toMatchObject([
      { type: 'mention', actor: { kind: 'brand', id: BRAND }, postId: post.id },
    ]);
  });

  it('respect the member who switched mentions off', async () => {
    const quiet = await signupMember(t.app, { name: 'Quieta Sem Menções' });
    const off = await call('PATCH', '/api/settings/notifications', quiet.cookie, { mention: false });
    expect(off.statusCode, off.body).toBe(200);
    await postAsBrand(team.owner, 'Oi @Quieta Sem Menções');
    expect((await inbox(quiet.cookie)).notifications).toEqual([]);
  });

  it("stay a member's own when a member mentions someone", async () => {
    const rui = await signupMember(t.app, { name: 'Rui Mencionado Membro' });
    await createPost(t.app, team.editor.cookie, 'Olha, @Rui Mencionado Membro');
    expect((await inbox(rui.cookie)).notifications).toMatchObject([
      {
        type: 'mention',
        actor: { kind: 'member', id: team.editor.member.id, name: 'Edson Editor', verified: false },
      },
    ]);
  });

  it("follow the brand's new name, and outlive the account of the member who typed it", async () => {
    const bia = await signupMember(t.app, { name: 'Bia Renomeada' });
    const publisher = await signupMember(t.app, { name: 'Paulo Publicador', password: 'senha-segura-1' });
    await t.database.db
      .insertInto('brand_members')
      .values({ brand_id: BRAND, user_id: publisher.member.id, role: 'editor', created_at: t.clock.now() })
      .execute();
    const post = await postAsBrand(publisher, 'Vem aí, @Bia Renomeada');
    expect((await inbox(bia.cookie)).notifications[0]?.actor.name).toBe('Nexo Tech');

    const operator = await signupOperator(t);
    const renamed = await call('PATCH', `/api/admin/brands/${BRAND}`, operator.cookie, { name: 'Nexo Tech Brasil' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await inbox(bia.cookie)).notifications[0]?.actor.name).toBe('Nexo Tech Brasil');

    const gone = await call('DELETE', '/api/me', publisher.cookie, { password: 'senha-segura-1' });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await inbox(bia.cookie)).notifications).toMatchObject([
      { type: 'mention', actor: { kind: 'brand', id: BRAND }, postId: post.id },
    ]);
    await call('PATCH', `/api/admin/brands/${BRAND}`, operator.cookie, { name: 'Nexo Tech' });
  });

  it('leave the list and the unread count while the brand is suspended, and come back with it', async () => {
    const ivo = await signupMember(t.app, { name: 'Ivo Suspenso' });
    const post = await postAsBrand(team.editor, 'Até logo, @Ivo Suspenso');
    // Read once before, so the cached answer is the one the suspension must drop.
    expect((await inbox(ivo.cookie)).unread).toBe(1);
    const operator = await signupOperator(t);
    const admin = `/api/admin/brands/${BRAND}`;
    expect((await call('POST', `${admin}/suspend`, operator.cookie)).statusCode).toBe(200);
    expect(await inbox(ivo.cookie)).toMatchObject({ notifications: [], unread: 0 });

    expect((await call('POST', `${admin}/reinstate`, operator.cookie)).statusCode).toBe(200);
    expect(await inbox(ivo.cookie)).toMatchObject({
      notifications: [{ type: 'mention', actor: { kind: 'brand', id: BRAND }, postId: post.id }],
      unread: 1,
    });
  });
});
