// Who follows whom: `options.follows` member follows in all. The members the feed scenario signs in
// as follow 20 brands (with their segments, as following a brand does) and 50 random members; every
// other member follows a few others, popular members (the early ones) far more often.
import { FEED_VIEWERS, FOLLOWED_BRANDS, FOLLOWED_MEMBERS, distinctSorted, feedViewerNumbers } from './feed.mjs';

const DAY = 24 * 3600 * 1000;

/** Followees of one member who is not a viewer: skewed, distinct, never themselves, ascending. */
function skewedFollowees(random, count, limit, self) {
  const picked = new Set();
  const wanted = Math.min(count, limit - 1);
  while (picked.size < wanted) {
    const m = Math.floor(limit * random.next() ** 2);
    if (m !== self) picked.add(m);
  }
  return Int32Array.from(picked).sort();
}

export async function generate(store, { options, random, state, now }) {
  const members = state.memberIds;
  const viewers = new Set(feedViewerNumbers(members.length).map((n) => n - 1));
  const viewerFollows = Math.min(FOLLOWED_MEMBERS, members.length - 1);
  const others = members.length - viewers.size;
  const perOther = others > 0 ? Math.max(0, (options.follows - viewers.size * viewerFollows) / others) : 0;

  // Follower by follower, followees ascending: primary-key order.
  function* followRows() {
    for (let f = 0; f < members.length; f++) {
      let followees;
      if (viewers.has(f)) {
        followees = distinctSorted(random, viewerFollows + 1, members.length).filter((m) => m !== f);
        followees = followees.subarray(0, viewerFollows);
      } else {
        // Whole follows on average `perOther`: the fraction decides between the two nearest counts.
        const count = Math.floor(perOther) + (random.next() < perOther % 1 ? 1 : 0);
        if (!count) continue;
        followees = skewedFollowees(random, count, members.length, f);
      }
      for (const m of followees) yield [members[f], members[m], now - random.int(90 * DAY)];
    }
  }
  const follows = await store.bulkInsert('member_follows', ['follower_id', 'followee_id', 'created_at'], followRows(), {
    deferIndexes: true,
  });

  const brandFollows = [];
  const segmentFollows = [];
  for (const v of [...viewers].sort((a, b) => a - b)) {
    const segments = new Set();
    for (const b of distinctSorted(random, FOLLOWED_BRANDS, state.brands.length)) {
      brandFollows.push([members[v], state.brands[b].id, now - random.int(90 * DAY)]);
      segments.add(state.brands[b].segment);
    }
    for (const s of segments) segmentFollows.push([members[v], s, now - random.int(90 * DAY)]);
  }
  await store.bulkInsert('brand_follows', ['user_id', 'brand_id', 'created_at'], brandFollows);
  await store.bulkInsert('segment_follows', ['user_id', 'segment_id', 'created_at'], segmentFollows);

  // The counters follow their rows, as the service keeps them.
  await store.query(
    'UPDATE users SET following_count = following_count + (SELECT count(*) FROM member_follows f WHERE f.follower_id = users.id), ' +
      'followers_count = followers_count + (SELECT count(*) FROM member_follows f WHERE f.followee_id = users.id)',
  );
  await store.query(
    'UPDATE segments SET followers_count = followers_count + (SELECT count(*) FROM segment_follows f WHERE f.segment_id = segments.id)',
  );
  return { follows, feedViewers: FEED_VIEWERS };
}
