import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';
import type { NotificationType } from '../../../shared/notifications';
import { insertNotificationUnless } from './notifications.queries';

/*
 * The notification insert asks the recipient's mutes and the blocks in the statement itself, one
 * statement per set of checks (notifications.queries.ts): each set is held to what it refuses.
 */
const t = useTestApp();
const BRAND = 'nexo-tech';
let seq = 0;

async function write(
  userId: string,
  actor: { actorId: string | null; brandId: string | null },
  type: NotificationType = 'like',
) {
  seq += 1;
  const id = `ntf_refusal_${seq}`;
  const written = await insertNotificationUnless(
    t.database.db,
    {
      id,
      user_id: userId,
      type,
      actor_user_id: actor.actorId ?? userId,
      actor_brand_id: actor.brandId,
      post_id: null,
      text: `texto ${seq}`,
      group_key: id,
      created_at: 1_000 + seq,
    },
    { userId, type, ...actor },
  );
  const row = await t.database.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  expect(Boolean(row)).toBe(written);
  return row;
}

describe('a notification', () => {
  it("is written with the row's own values when nothing refuses it", async () => {
    const [a, b] = [await signupMember(t.app), await signupMember(t.app)];
    const row = await write(a.member.id, { actorId: b.member.id, brandId: null });
    expect(row).toMatchObject({ user_id: a.member.id, actor_user_id: b.member.id, actor_brand_id: null, type: 'like' });
    expect(row?.text).toMatch(/^texto \d+$/);
    expect(Number(row?.created_at)).toBeGreaterThan(1_000);
  });

  it('is refused by a mute of its type, and only of its type', async () => {
    const [a, b] = [await signupMember(t.app), await signupMember(t.app)];
    await t.database.db.insertInto('notification_mutes').values({ user_id: a.member.id, type: 'like' }).execute();
    expect(await write(a.member.id, { actorId: b.member.id, brandId: null }, 'like')).toBeUndefined();
    expect(await write(a.member.id, { actorId: b.member.id, brandId: null }, 'comment')).toBeDefined();
  });

  it("is refused by a member's block, whichever side made it", async () => {
    const [a, b, c] = [await signupMember(t.app), await signupMember(t.app), await signupMember(t.app)];
    await t.database.db
      .insertInto('member_blocks')
      .values({ blocker_id: a.member.id, blocked_id: b.member.id, created_at: 1 })
      .execute();
    expect(await write(a.member.id, { actorId: b.member.id, brandId: null })).toBeUndefined();
    expect(await write(b.member.id, { actorId: a.member.id, brandId: null })).toBeUndefined();
    expect(await write(a.member.id, { actorId: c.member.id, brandId: null })).toBeDefined();
  });

  it("from a brand is refused by the brand's block of the member, with or without a member behind it", async () => {
    const [blocked, other, editor] = [await signupMember(t.app), await signupMember(t.app), await signupMember(t.app)];
    await t.database.db
      .insertInto('brand_blocks')
      .values({ brand_id: BRAND, member_id: blocked.member.id, blocked_by: null, created_at: 1 })
      .execute();
    expect(await write(blocked.member.id, { actorId: null, brandId: BRAND })).toBeUndefined();
    expect(await write(blocked.member.id, { actorId: editor.member.id, brandId: BRAND })).toBeUndefined();
    expect(await write(other.member.id, { actorId: null, brandId: BRAND })).toMatchObject({ actor_brand_id: BRAND });
    // The member behind the brand is asked about too: one the recipient blocked gets nothing through.
    await t.database.db
      .insertInto('member_blocks')
      .values({ blocker_id: other.member.id, blocked_id: editor.member.id, created_at: 1 })
      .execute();
    expect(await write(other.member.id, { actorId: editor.member.id, brandId: BRAND })).toBeUndefined();
  });
});
