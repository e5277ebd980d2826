import { beforeAll, describe, expect, it } from 'vitest';
import { signupOperator } from '../../testing/fixtures/admin';
import { insertFollow, setPrivacy } from '../../testing/fixtures/members';
import { insertPostRow } from '../../testing/fixtures/posts';
import { addToTeam } from '../../testing/fixtures/teams';
import { signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';
import { AppError } from '../../platform/errors';
import { mustSeePost } from '../posts/posts.service';
import { gatedPost, rootIdOf } from '../posts/post-views';
import { postRowsByIds } from '../posts/posts.queries';
import { heldAmong } from './held-content';
import { audienceOf, gatingAuthors, gatingBrands, visibleIn, withdrawnIn } from './visibility';

/*
 * A post read by id judges the viewer from columns of the same statement (gate-columns.ts). Every
 * viewer is asked about every post of a small network holding each case the rules tell apart, and
 * the answer must be what the separate reads of blocks, privacy and holds give.
 */

const t = useTestApp();
const NOW = 1_780_000_000_000;
const BRAND = 'nexo-tech';
const SUSPENDED = 'urbana-moda';

/** The answer of the three separate reads mustSeePost made before (visibility.ts, held-content.ts). */
async function separateReads(viewerId: string, id: string): Promise<number> {
  const db = t.database.db;
  const [post] = await postRowsByIds(db, [id]);
  if (!post) return 404;
  const gated = gatedPost(post);
  const audience = await audienceOf(db, viewerId, gatingAuthors(gated), gatingBrands(gated));
  if (withdrawnIn(audience, gated)) return 404;
  if (!visibleIn(audience, viewerId, gated)) return 403;
  const held = await heldAmong(db, 'post', viewerId, [post], { mode: 'item', root: rootIdOf });
  return held.rows.length === 0 ? 404 : 200;
}

async function oneStatement(viewerId: string, id: string): Promise<number> {
  try {
    await mustSeePost(t.database.db, viewerId, id);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const viewers: Record<string, string> = {};
const posts: string[] = [];

beforeAll(async () => {
  const db = t.database.db;
  const members = await Promise.all(['ana', 'bia', 'caio', 'duda', 'edu'].map(() => signupMember(t.app)));
  const [ana, bia, caio, duda, edu] = members.map((m) => m.member.id as string) as [
    string,
    string,
    string,
    string,
    string,
  ];
  Object.assign(viewers, { ana, bia, caio, duda, edu, olga: (await signupOperator(t)).member.id });
  await addToTeam(t, SUSPENDED, edu, 'editor');

  // bia is private; caio follows her, ana follows her too.
  await setPrivacy(t.app, members[1]!.cookie, { privateAccount: true });
  await insertFollow(t, caio, bia);
  await insertFollow(t, ana, bia);
  // duda blocked ana; the brand blocked caio; the other brand is suspended.
  await db.insertInto('member_blocks').values({ blocker_id: duda, blocked_id: ana, created_at: NOW }).execute();
  await db
    .insertInto('brand_blocks')
    .values({ brand_id: BRAND, member_id: caio, blocked_by: null, created_at: NOW })
    .execute();
  await db.updateTable('brands').set({ suspended_at: NOW }).where('id', '=', SUSPENDED).execute();

  let n = 0;
  const post = async (author: { member?: string; brand?: string }, original?: string) => {
    const id = `pst_gate_${n++}`;
    await insertPostRow(db, { id, at: NOW + n, author: author.member, brand: author.brand });
    if (original)
      await db.updateTable('posts').set({ is_repost: 1, original_post_id: original }).where('id', '=', id).execute();
    posts.push(id);
    return id;
  };
  const hold = (id: string, state: 'hidden' | 'removed') =>
    db
      .insertInto('content_holds')
      .values({ target_kind: 'post', target_id: id, state, reason: 'spam', created_at: NOW })
      .execute();

  const byAna = await post({ member: ana });
  const byBia = await post({ member: bia });
  const byDuda = await post({ member: duda });
  const byBrand = await post({ brand: BRAND });
  const bySuspended = await post({ brand: SUSPENDED });
  await post({ member: caio }, byAna);
  await post({ member: ana }, byBia);
  await post({ member: caio }, byBia);
  await post({ member: edu }, byBrand);
  await post({ member: ana }, bySuspended);
  await post({ member: edu }, byDuda);
  // Copies whose original was deleted afterwards.
  const gone = await post({ member: edu });
  await post({ member: bia }, gone);
  await post({ member: caio }, gone);
  await db.deleteFrom('posts').where('id', '=', gone).execute();
  const hidden = await post({ member: ana });
  await hold(hidden, 'hidden');
  const removed = await post({ member: bia });
  await hold(removed, 'removed');
  await post({ member: caio }, hidden);
  await post({ member: edu }, removed);
});

describe('a post read by id in one statement', () => {
  it('answers every viewer about every post as the separate reads of blocks, privacy and holds do', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [name, viewerId] of Object.entries(viewers))
      for (const id of [...posts, 'pst_missing']) {
        answers.push(`${name} ${id} ${await oneStatement(viewerId, id)}`);
        expected.push(`${name} ${id} ${await separateReads(viewerId, id)}`);
      }
    expect(answers).toEqual(expected);
    // The network holds every answer, so the comparison is not between two all-visible lists.
    const codes = new Set(answers.map((a) => a.split(' ')[2]));
    expect([...codes].sort()).toEqual(['200', '403', '404']);
  });
});
