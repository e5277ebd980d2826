// Notifications: ten per member on average over the last 30 days, read except the newest few; one
// in twenty goes to a member the scenarios sign in as, so each of them has a long list to page through.
import { monotonicFactory } from 'ulid';
import { feedViewerNumbers } from './feed.mjs';

const DAY = 24 * 3600 * 1000;
export const NOTIFICATIONS_PER_MEMBER = 10;
const COMMENTS = ['Adorei!', 'Que demais 😍', 'Quero muito!', 'Onde compro?', 'Incrível, parabéns!'];

export async function generate(store, { random, state, now }) {
  const members = state.memberIds;
  const posts = state.postIds;
  const viewers = feedViewerNumbers(members.length).map((n) => n - 1);
  const total = members.length * NOTIFICATIONS_PER_MEMBER;
  const start = now - 30 * DAY;
  const step = (30 * DAY) / total;
  const ulid = monotonicFactory(random.next);

  // In time order, so the ids (time-ordered) arrive in primary-key order.
  function* rows() {
    for (let i = 0; i < total; i++) {
      const at = Math.floor(start + i * step);
      const user = random.chance(0.05) ? viewers[random.int(viewers.length)] : random.int(members.length);
      let actor = random.int(members.length);
      if (actor === user) actor = (actor + 1) % members.length;
      const roll = random.next();
      const type = roll < 0.6 ? 'like' : roll < 0.8 ? 'comment' : roll < 0.95 ? 'follow' : 'mention';
      yield [
        `ntf_${ulid(at).toLowerCase()}`,
        members[user],
        type,
        members[actor],
        type === 'follow' || !posts.length ? null : posts[random.int(posts.length)],
        type === 'comment' || type === 'mention' ? random.pick(COMMENTS) : null,
        now - at > 2 * DAY ? at + random.int(DAY) : null,
        at,
      ];
    }
  }
  const notifications = await store.bulkInsert(
    'notifications',
    ['id', 'user_id', 'type', 'actor_user_id', 'post_id', 'text', 'read_at', 'created_at'],
    rows(),
    { deferIndexes: true },
  );
  return { notifications };
}
