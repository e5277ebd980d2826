// The tables a like touches, cut to what costs: the mark (key and post index), the post's counter
// (with an engagement index, as explore ranks by it) and the author's notification (four indexes).
// The same shape on both engines, so the floor servers measure the stack, not a schema.
export const POSTS = 100_000;
const AUTHORS = 10_000;

export const SQLITE_DDL = `
create table posts (id integer primary key, author integer not null, likes integer not null default 0,
  created integer not null);
create index posts_by_likes on posts (likes, id);
create table marks (member integer not null, post integer not null, created integer not null,
  primary key (member, post)) without rowid;
create index marks_by_post on marks (post, created);
create table notes (id integer primary key, recipient integer not null, actor integer not null,
  post integer not null, created integer not null, unread integer not null);
create index notes_by_recipient on notes (recipient, created);
create index notes_by_actor on notes (actor);
create index notes_by_post on notes (post);
create index notes_unread on notes (recipient, unread);`;

// SQLite's integers are 64-bit; PostgreSQL's instants need bigint.
export const POSTGRES_DDL = `${SQLITE_DDL.replace(' without rowid', '')
  .replaceAll('created integer', 'created bigint')
  .replace(
    'create table notes (id integer primary key',
    'create table notes (id bigint generated always as identity primary key',
  )}
insert into posts (id, author, created) select i, i % ${AUTHORS}, i from generate_series(1, ${POSTS}) as i;
analyze;`;

/** Fills the SQLite posts table (PostgreSQL's DDL fills its own). */
export function fillSqlite(db) {
  const insert = db.prepare('insert into posts (id, author, created) values (?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= POSTS; i++) insert.run(i, i % AUTHORS, i);
  })();
}

/** What must hold after any run: every counter equals its marks (the bench's own check on the app). */
export const CONSISTENCY_SQL = `select
  (select count(*) from marks) as marks,
  (select coalesce(sum(likes), 0) from posts) as likes,
  (select count(*) from posts as p where p.likes <> (select count(*) from marks as m where m.post = p.id)) as wrong`;
