import { sql, type Kysely } from 'kysely';

/*
 * The search index of 005-discover: one row per searchable thing in `search_docs`, written by
 * triggers on the tables that own the text, so every writer (posts, the store, sign-up) keeps it
 * fresh without knowing it exists. SQLite matches with FTS5 (its unicode61 tokenizer folds case
 * and accents); PostgreSQL with a 'simple' tsvector of the text folded by `search_fold`.
 * WARNING: part of a shipped migration; change the index in a new migration.
 */

type Db = Kysely<unknown>;

/** What each searchable kind indexes: its table, key, text (as SQL over the row) and when a row counts. */
export const searchSources = [
  { kind: 'member', table: 'users', text: (r: string) => `${r}.name`, columns: 'name', when: null },
  {
    kind: 'brand',
    table: 'brands',
    text: (r: string) => `${r}.name || ' ' || ${r}.category`,
    columns: 'name, category',
    when: null,
  },
  {
    kind: 'segment',
    table: 'segments',
    text: (r: string) => `${r}.label || ' ' || ${r}.id`,
    columns: 'label',
    when: null,
  },
  // A repost copies its original's text: only originals are indexed, so a search lists each once.
  {
    kind: 'post',
    table: 'posts',
    text: (r: string) => `${r}.content`,
    columns: 'content',
    when: (r: string) => `${r}.is_repost = 0`,
  },
  {
    kind: 'product',
    table: 'store_products',
    text: (r: string) => `${r}.title || ' ' || COALESCE(${r}.subtitle, '')`,
    columns: 'title, subtitle',
    when: null,
  },
] as const;

/** Latin letters with diacritics and their plain lower-case letter, for PostgreSQL's translate(). */
function foldPairs(): [string, string] {
  const accented = 'ÁÀÂÃÄÅáàâãäåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿ';
  const plain = [...accented]
    .map((c) =>
      c
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    )
    .join('');
  return [accented, plain];
}

async function createPostgres(db: Db) {
  const [from, to] = foldPairs();
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(translate(coalesce(t, ''), '${from}', '${to}')) $$`,
    )
    .execute(db);
  await sql`CREATE TABLE search_docs (
    id bigserial PRIMARY KEY,
    kind text NOT NULL,
    ref_id text NOT NULL,
    document text NOT NULL,
    tsv tsvector NOT NULL,
    UNIQUE (kind, ref_id)
  )`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION search_docs_fold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tsv := to_tsvector('simple', search_fold(NEW.document));
  RETURN NEW;
END $$`.execute(db);
  await sql`CREATE TRIGGER search_docs_fold BEFORE INSERT OR UPDATE OF document ON search_docs FOR EACH ROW EXECUTE FUNCTION search_docs_fold()`.execute(
    db,
  );
  // One index per kind: a search for brands never wades through the posts' postings. No pending
  // list (fastupdate): a fresh post is in the index proper, and reads never scan a backlog.
  for (const { kind } of searchSources) {
    await sql
      .raw(
        `CREATE INDEX search_docs_${kind}_tsv ON search_docs USING gin (tsv) WITH (fastupdate = off) WHERE kind = '${kind}'`,
      )
      .execute(db);
  }
  for (const s of searchSources) {
    const cond = s.when ? ` AND ${s.when('NEW')}` : '';
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION search_doc_${s.kind}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_docs WHERE kind = '${s.kind}' AND ref_id = OLD.id;
  ELSIF TRUE${cond} THEN
    INSERT INTO search_docs (kind, ref_id, document) VALUES ('${s.kind}', NEW.id, ${s.text('NEW')})
    ON CONFLICT (kind, ref_id) DO UPDATE SET document = EXCLUDED.document;
  END IF;
  RETURN NULL;
END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER search_doc_${s.kind} AFTER INSERT OR DELETE OR UPDATE OF ${s.columns} ON ${s.table} FOR EACH ROW EXECUTE FUNCTION search_doc_${s.kind}()`,
      )
      .execute(db);
  }
}

async function createSqlite(db: Db) {
  await sql`CREATE TABLE search_docs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    ref_id TEXT NOT NULL,
    document TEXT NOT NULL,
    UNIQUE (kind, ref_id)
  )`.execute(db);
  // External content: the text lives once, in search_docs; the kind is a column so a query names it.
  await sql`CREATE VIRTUAL TABLE search_fts USING fts5(kind, document, content='search_docs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
    db,
  );
  await sql`CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
    INSERT INTO search_fts (rowid, kind, document) VALUES (NEW.id, NEW.kind, NEW.document);
  END`.execute(db);
  await sql`CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
    INSERT INTO search_fts (search_fts, rowid, kind, document) VALUES ('delete', OLD.id, OLD.kind, OLD.document);
  END`.execute(db);
  await sql`CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
    INSERT INTO search_fts (search_fts, rowid, kind, document) VALUES ('delete', OLD.id, OLD.kind, OLD.document);
    INSERT INTO search_fts (rowid, kind, document) VALUES (NEW.id, NEW.kind, NEW.document);
  END`.execute(db);
  for (const s of searchSources) {
    const when = s.when ? `WHEN ${s.when('NEW')} ` : '';
    const upsert = `INSERT INTO search_docs (kind, ref_id, document) VALUES ('${s.kind}', NEW.id, ${s.text('NEW')})
      ON CONFLICT (kind, ref_id) DO UPDATE SET document = excluded.document;`;
    await sql
      .raw(`CREATE TRIGGER search_doc_${s.kind}_ai AFTER INSERT ON ${s.table} ${when}BEGIN ${upsert} END`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER search_doc_${s.kind}_au AFTER UPDATE OF ${s.columns} ON ${s.table} ${when}BEGIN ${upsert} END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER search_doc_${s.kind}_ad AFTER DELETE ON ${s.table} BEGIN DELETE FROM search_docs WHERE kind = '${s.kind}' AND ref_id = OLD.id; END`,
      )
      .execute(db);
  }
}

export async function createSearchIndex(db: Db, postgres: boolean): Promise<void> {
  if (postgres) await createPostgres(db);
  else await createSqlite(db);
  // Rows written before this migration (an existing install) join the index now.
  for (const s of searchSources) {
    const where = s.when ? `WHERE ${s.when('r')}` : '';
    await sql
      .raw(
        `INSERT INTO search_docs (kind, ref_id, document) SELECT '${s.kind}', r.id, ${s.text('r')} FROM ${s.table} r ${where}`,
      )
      .execute(db);
  }
}
