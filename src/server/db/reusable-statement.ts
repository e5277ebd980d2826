import { createQueryId, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

/*
 * Kysely builds a query as a tree of nodes and compiles the tree to SQL on every call. For the hot
 * writes that costs more than running the statement: the post's gated read (decision 037) takes
 * about 100 µs to build and compile on SQLite and 30–50 µs to run. A reusable statement is built
 * and compiled once per dialect, with a marker where each value goes, and then only has its values
 * bound (decision 039). The database still sees the same text, so the statement caches keep working
 * (db/statement-cache.ts on SQLite, named statements on PostgreSQL).
 *
 * The builder must give every value to Kysely as a value (a `where`, a `values`, a `sql` template
 * parameter), never decide anything by it: it is called once with markers in place of the values.
 * The first compile checks that each marker came out as a parameter of its own and nowhere in the
 * text, and refuses the statement otherwise. The markers are made for the keys of the first call's
 * values, so every call passes every key, null where there is no value.
 */

type Db = Kysely<Database>;

interface Built<R> {
  compile(db?: unknown): CompiledQuery<R>;
}

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** For each parameter, the name of the value it takes, or undefined for a constant of the statement. */
  slots: (string | undefined)[];
}

const MARK = '\u0000value:';

export type Reusable<V extends Record<string, unknown>, R> = (db: Db, values: V) => Promise<QueryResult<R>>;

export function reusableStatement<V extends Record<string, unknown>, R>(
  build: (db: Db, values: V) => Built<R>,
): Reusable<V, R> {
  // Per adapter: SQLite and PostgreSQL compile the same tree to different texts; a transaction
  // shares its database's adapter.
  const templates = new WeakMap<object, Template<R>>();
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(db, build, Object.keys(values));
      templates.set(adapter, template);
    }
    const { compiled, slots } = template;
    const parameters = slots.map((name, i) => (name === undefined ? compiled.parameters[i] : values[name]));
    return db.executeQuery<R>({ ...compiled, parameters, queryId: createQueryId() });
  };
}

function compileTemplate<V extends Record<string, unknown>, R>(
  db: Db,
  build: (db: Db, values: V) => Built<R>,
  names: string[],
): Template<R> {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as unknown as V;
  const compiled = build(db, markers).compile(db);
  if (compiled.sql.includes(MARK)) throw new Error('A reusable statement has a value in its text.');
  const slots = compiled.parameters.map((p) => {
    if (typeof p !== 'string' || !p.includes(MARK)) return undefined;
    const name = p.slice(MARK.length);
    if (!p.startsWith(MARK) || !names.includes(name))
      throw new Error('A reusable statement changed a value before binding it.');
    return name;
  });
  const missing = names.filter((name) => !slots.includes(name));
  if (missing.length > 0) throw new Error(`A reusable statement does not bind: ${missing.join(', ')}.`);
  return { compiled, slots };
}

/**
 * Reusable statements for a builder that also decides by a few constants of the code (a table, a
 * counter, a sign): one statement per combination, made on first use.
 */
export function reusableStatements<S extends readonly (string | number)[], V extends Record<string, unknown>, R>(
  build: (...shape: S) => (db: Db, values: V) => Built<R>,
): (...shape: S) => Reusable<V, R> {
  const byShape = new Map<string, Reusable<V, R>>();
  return (...shape) => {
    const key = shape.join('\u0001');
    let statement = byShape.get(key);
    if (!statement) byShape.set(key, (statement = reusableStatement(build(...shape))));
    return statement;
  };
}
