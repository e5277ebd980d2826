// The floor on PostgreSQL (`synchronous_commit = on`), two ways, from the same pool of 10:
//   one     a like is one statement (the mark, the counter, the notification), as the app sends it;
//   batched the likes of one turn of the event loop go as one set-based statement, one batch at a
//           time, so many members' likes share one round trip and one commit.
//   node postgres-server.mjs PORT DATABASE_URL one|batched
import pg from 'pg';
import { CONSISTENCY_SQL, POSTGRES_DDL } from './schema.mjs';
import { serve } from './http.mjs';

const [, , , url, mode] = process.argv;
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(POSTGRES_DDL);

// Pairs (member, post) in, one row per pair out: the mark set where it was not, cleared where it was.
const TOGGLE = `with asked as (select * from unnest($1::int[], $2::int[]) with ordinality as a (member, post, k)),
  marked as (insert into marks (member, post, created) select member, post, $3 from asked
    on conflict do nothing returning member, post),
  cleared as (delete from marks as m using asked as a where m.member = a.member and m.post = a.post
    and not exists (select 1 from marked as x where x.member = a.member and x.post = a.post)
    returning m.member, m.post),
  moves as (select post, count(*) as n from marked group by post
    union all select post, -count(*) from cleared group by post),
  bumped as (update posts as p set likes = p.likes + s.n
    from (select post, sum(n)::int as n from moves group by post) as s where p.id = s.post
    returning p.id, p.author, p.likes),
  noted as (insert into notes (recipient, actor, post, created, unread)
    select b.author, x.member, x.post, $3, 1 from marked as x join bumped as b on b.id = x.post returning 1)
  select a.k, exists (select 1 from marked as x where x.member = a.member and x.post = a.post) as liked,
    (select b.likes from bumped as b where b.id = a.post) as likes, (select count(*) from noted) as noted
  from asked as a order by a.k`;

async function toggle(pairs) {
  const { rows } = await pool.query({
    name: 'toggle',
    text: TOGGLE,
    values: [pairs.map((p) => p.member), pairs.map((p) => p.post), Date.now()],
  });
  return rows.map((r) => ({ liked: r.liked, likes: r.likes }));
}

let queued = [];
let sending = false;
/** Sends what has queued, one batch at a time; a pair asked twice in one batch waits for the next. */
async function sendBatches() {
  sending = true;
  while (queued.length) {
    const batch = [];
    const later = [];
    const seen = new Set();
    for (const w of queued) {
      const key = `${w.member}:${w.post}`;
      (seen.has(key) ? later : batch).push(w);
      seen.add(key);
    }
    queued = later;
    try {
      const answers = await toggle(batch);
      batch.forEach((w, i) => w.resolve(answers[i]));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
  sending = false;
}

const like =
  mode === 'batched'
    ? (member, post) =>
        new Promise((resolve, reject) => {
          queued.push({ member, post, resolve, reject });
          if (!sending) setImmediate(sendBatches);
          sending = true;
        })
    : async (member, post) => (await toggle([{ member, post }]))[0];

await serve(like, async () => (await pool.query(CONSISTENCY_SQL)).rows[0]);
