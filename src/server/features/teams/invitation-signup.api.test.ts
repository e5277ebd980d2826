import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS } from '../../../shared/brand-roles';
import type { NotificationsPage } from '../../../shared/notifications';
import { signupOperator } from '../../testing/fixtures/admin';
import { addToTeam, signupTeam, type Member } from '../../testing/fixtures/teams';
import { signupMember, uniqueEmail } from '../../testing/harness';
import { memberRequests, useTestApp } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const call = memberRequests(t);
const BRAND = 'nexo-tech';
const OTHER = 'urbana-moda';

let team: Awaited<ReturnType<typeof signupTeam>>;
let otherOwner: Member;
beforeAll(async () => {
  team = await signupTeam(t, BRAND, ['Diana Dona', 'Enzo Editor', 'Alma Analista']);
  otherOwner = await signupMember(t.app, { name: 'Osmar Outra Dona' });
  await addToTeam(t, OTHER, otherOwner.member.id, 'owner');
});

async function invite(email: string, role = 'editor', by: Member = team.owner, brand = BRAND) {
  const res = await call('POST', `/api/studio/brands/${brand}/invitations`, by.cookie, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitation as { id: string; email: string };
}

async function inbox(cookie: string) {
  const res = await call('GET', '/api/notifications', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsPage;
}

/** A local part of its own, so each case signs up with an address no other case invited. */
const freshEmail = (prefix: string) => uniqueEmail(prefix);

describe('an invitation sent before the account existed', () => {
  it('shows in the newcomer’s notifications the moment they sign up, whatever the case of the email', async () => {
    const email = freshEmail('nova.editora');
    const inv = await invite(email.toUpperCase());
    expect(inv.email).toBe(email);
    const newcomer = await signupMember(t.app, { name: 'Nara Nova', email: `  ${email.replace('nova', 'NOVA')}` });
    const box = await inbox(newcomer.cookie);
    expect(box.unread).toBe(1);
    expect(box.notifications).toEqual([
      expect.objectContaining({
        type: 'invitation',
        actor: expect.objectContaining({ kind: 'member', id: team.owner.member.id, name: 'Diana Dona' }),
        postId: null,
        text: 'Nexo Tech',
        read: false,
      }),
    ]);
    // The same invitation as a member already holding the account gets when invited.
    const member = await signupMember(t.app, { name: 'Marta Membro' });
    await invite(member.email);
    const theirs = (await inbox(member.cookie)).notifications[0]!;
    const { id: _a, createdAt: _b, ...shape } = theirs;
    expect(box.notifications[0]).toMatchObject(shape);

    const accepted = await call('POST', `/api/studio/invitations/${inv.id}/accept`, newcomer.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call('GET', '/api/studio/brands', newcomer.cookie)).json().brands).toEqual([
      expect.objectContaining({ id: BRAND, role: 'editor' }),
    ]);
  });

  it('tells of every open invitation, from the owner or the operator who sent it', async () => {
    const email = freshEmail('duas.marcas');
    await invite(email, 'analyst');
    t.clock.advance(1000);
    const operator = await signupOperator(t, 'Otília Operadora');
    const console = await call('POST', `/api/admin/brands/${OTHER}/invitations`, operator.cookie, { email });
    expect(console.statusCode, console.body).toBe(201);
    const newcomer = await signupMember(t.app, { name: 'Duda Duas', email });
    expect((await inbox(newcomer.cookie)).notifications).toMatchObject([
      { type: 'invitation', actor: { id: operator.member.id }, text: 'Urbana Moda' },
      { type: 'invitation', actor: { id: team.owner.member.id }, text: 'Nexo Tech' },
    ]);
  });

  it('says nothing of an invitation that expired, was revoked, or was already answered', async () => {
    const expired = freshEmail('expirada');
    await invite(expired);
    t.clock.advance(INVITATION_TTL_MS);
    const late = await signupMember(t.app, { name: 'Lara Tarde', email: expired });
    expect(await inbox(late.cookie)).toMatchObject({ notifications: [], unread: 0 });

    const revoked = freshEmail('revogada');
    const inv = await invite(revoked);
    const res = await call('DELETE', `/api/studio/brands/${BRAND}/invitations/${inv.id}`, team.owner.cookie);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const refused = await signupMember(t.app, { name: 'Rita Revogada', email: revoked });
    expect(await inbox(refused.cookie)).toMatchObject({ notifications: [], unread: 0 });

    // An account that answered and was then deleted: its email signs up again to a closed invitation.
    for (const status of ['declined', 'accepted'] as const) {
      const email = freshEmail(status);
      const answered = await invite(email);
      await t.database.db.updateTable('brand_invitations').set({ status }).where('id', '=', answered.id).execute();
      const again = await signupMember(t.app, { name: 'Caio Conta Nova', email });
      expect((await inbox(again.cookie)).notifications).toEqual([]);
    }
  });

  it('comes from the brand when the account that sent it is gone', async () => {
    const leaving = await signupMember(t.app, { name: 'Lauro Sai', password: 'senha-segura-1' });
    await addToTeam(t, OTHER, leaving.member.id, 'owner');
    const email = freshEmail('orfa');
    await invite(email, 'editor', leaving, OTHER);
    const gone = await call('DELETE', '/api/me', leaving.cookie, { password: 'senha-segura-1' });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const newcomer = await signupMember(t.app, { name: 'Olga Órfã', email });
    expect((await inbox(newcomer.cookie)).notifications).toEqual([
      expect.objectContaining({
        type: 'invitation',
        actor: expect.objectContaining({ kind: 'brand', id: OTHER, name: 'Urbana Moda' }),
        text: 'Urbana Moda',
      }),
    ]);
    expect((await call('GET', '/api/studio/invitations', newcomer.cookie)).json().invitations).toHaveLength(1);
  });
});
