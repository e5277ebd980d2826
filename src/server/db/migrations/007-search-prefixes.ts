import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * SQLite's text index gets prefix indexes for 4, 5 and 6 characters besides 2 and 3. FTS5 answers a
 * prefix query of a length it has no index for by merging the lists of every word with that prefix
 * before it can return the first match: with a common word ('moda*' in 100 000 posts) that is
 * milliseconds per query, and a search runs five. With an index of that length it reads the list in
 * order and stops at the limit. Words longer than 6 characters are matched on their first 6
 * (search.queries.ts). PostgreSQL's GIN index has no such limit: nothing changes there.
 */
// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['search_docs_ai', 'search_docs_ad', 'search_docs_au'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  await sql`DROP TABLE search_fts`.execute(db);
  await sql`CREATE VIRTUAL TABLE search_fts USING fts5(kind, document, content='search_docs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6')`.execute(
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
  // The documents are all in search_docs (external content): the index is rebuilt from them.
  await sql`INSERT INTO search_fts (search_fts) VALUES ('rebuild')`.execute(db);
}
