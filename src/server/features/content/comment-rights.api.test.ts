import { beforeAll, expect, it } from 'vitest';
import { insertFollow, setPrivacy } from '../../testing/fixtures/members';
import { signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';
import { commentRefusal, readCommentGate } from './comment-gate';
import { commentRights, mayCommentOn } from './comment-rights';
import type { CommentableRow } from './reply-controls';

/*
 * A list's canComment reads the viewer's gates against all of its authors and brands at once. Each
 * row of one list holds a case the rule tells apart; each answer must be the one-row answer, and
 * whether a comment from the viewer would be let in.
 */

const t = useTestApp();
const NOW = 1_780_000_000_000;
const BRAND = 'nexo-tech';

let viewer = '';
const rows: { name: string; row: CommentableRow; expected: boolean }[] = [];

beforeAll(async () => {
  const db = t.database.db;
  const names = ['viewer', 'open', 'closed', 'fans', 'fansFollowed', 'private', 'blocker', 'picky', 'pickyFriend'];
  const members = await Promise.all(names.map(() => signupMember(t.app)));
  const id = Object.fromEntries(names.map((name, i) => [name, members[i]!.member.id as string]));
  const cookie = (name: string) => members[names.indexOf(name)]!.cookie;
  viewer = id.viewer!;
  await setPrivacy(t.app, cookie('closed'), { commentPolicy: 'nobody' });
  await setPrivacy(t.app, cookie('fans'), { commentPolicy: 'followers' });
  await setPrivacy(t.app, cookie('fansFollowed'), { commentPolicy: 'followers' });
  await insertFollow(t, viewer, id.fansFollowed!);
  await setPrivacy(t.app, cookie('private'), { privateAccount: true });
  await db
    .insertInto('member_blocks')
    .values({ blocker_id: id.blocker!, blocked_id: viewer, created_at: NOW })
    .execute();
  await insertFollow(t, id.pickyFriend!, viewer);
  await db
    .insertInto('brand_blocks')
    .values({ brand_id: BRAND, member_id: viewer, blocked_by: null, created_at: NOW })
    .execute();

  const member = (name: string, expected: boolean, reply_control = 'everyone') =>
    rows.push({ name, row: { author_user_id: id[name]!, brand_id: null, reply_control }, expected });
  member('viewer', true, 'nobody');
  member('open', true);
  member('open', false, 'nobody');
  member('closed', false);
  member('fans', false);
  member('fansFollowed', true);
  member('private', false);
  member('blocker', false);
  member('picky', false, 'following');
  member('pickyFriend', true, 'following');
  rows.push({
    name: 'a brand',
    row: { author_user_id: null, brand_id: 'urbana-moda', reply_control: 'everyone' },
    expected: true,
  });
  rows.push({
    name: 'a brand that blocked',
    row: { author_user_id: null, brand_id: BRAND, reply_control: 'everyone' },
    expected: false,
  });
});

it('answers every row of one list as the one-row read does, and as a new comment is judged', async () => {
  const db = t.database.db;
  const mayComment = await commentRights(
    db,
    viewer,
    rows.map((r) => r.row),
    (row) => row.author_user_id === viewer,
  );
  for (const { name, row, expected } of rows) {
    const manages = row.author_user_id === viewer;
    expect(mayComment(row), name).toBe(expected);
    expect(await mayCommentOn(db, viewer, row, manages), name).toBe(expected);
    const refusal = commentRefusal(await readCommentGate(db, viewer, row), row, { id: viewer, manages }, NOW);
    expect(refusal === null, name).toBe(expected);
  }
});

it('asks nothing of a signed-out viewer or of a list the viewer manages', async () => {
  const db = t.database.db;
  const own = rows.filter((r) => r.row.author_user_id === viewer).map((r) => r.row);
  expect((await commentRights(db, null, own, () => false))(own[0]!)).toBe(false);
  expect((await commentRights(db, viewer, own, () => true))(own[0]!)).toBe(true);
});
