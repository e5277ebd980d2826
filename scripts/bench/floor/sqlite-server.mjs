// The floor on SQLite: a like as the app writes one (mark, counter, notification; `synchronous =
// FULL`), in the app's group commit cut to its core: the writes of one turn of the event loop share
// one transaction, each in its own savepoint, each answered after the shared COMMIT.
//   node sqlite-server.mjs PORT FILE
import Database from 'better-sqlite3';
import { CONSISTENCY_SQL, SQLITE_DDL, fillSqlite } from './schema.mjs';
import { serve } from './http.mjs';

const db = new Database(process.argv[3]);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(SQLITE_DDL);
fillSqlite(db);

const mark = db.prepare('insert into marks (member, post, created) values (?, ?, ?) on conflict do nothing');
const unmark = db.prepare('delete from marks where member = ? and post = ?');
const bump = db.prepare('update posts set likes = likes + ? where id = ? returning author, likes');
const note = db.prepare('insert into notes (recipient, actor, post, created, unread) values (?, ?, ?, ?, 1)');

function toggle(member, post) {
  const now = Date.now();
  if (mark.run(member, post, now).changes === 0) {
    unmark.run(member, post);
    return { liked: false, likes: bump.get(-1, post).likes };
  }
  const { author, likes } = bump.get(1, post);
  note.run(author, member, post, now);
  return { liked: true, likes };
}

let waiting = null;
function commitAfterThisTurn() {
  waiting = [];
  db.exec('begin immediate');
  setImmediate(() => {
    const done = waiting;
    waiting = null;
    try {
      db.exec('commit');
      for (const w of done) w.resolve(w.value);
    } catch (err) {
      for (const w of done) w.reject(err);
    }
  });
}

await serve(
  (member, post) =>
    new Promise((resolve, reject) => {
      if (!waiting) commitAfterThisTurn();
      db.exec('savepoint w');
      try {
        waiting.push({ value: toggle(member, post), resolve, reject });
        db.exec('release w');
      } catch (err) {
        db.exec('rollback to w');
        db.exec('release w');
        reject(err);
      }
    }),
  async () => db.prepare(CONSISTENCY_SQL).get(),
);
