import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import { signupMember, type TestApp } from '../../src/server/testing/harness';
import { multipartForm } from '../../src/server/testing/multipart-form';

/** A signed-up member as the suites drive them. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RequestOptions {
  payload?: unknown;
  headers?: Record<string, string>;
}

export async function newActor(t: TestApp, name = 'Membro Teste'): Promise<Actor> {
  // A password of its own: a case that confirms A's password must not confirm B's.
  const m = await signupMember(t.app, { name, password: `senha-${crypto.randomBytes(6).toString('hex')}` });
  return { id: m.member.id, name, email: m.email, password: m.password, cookie: m.cookie };
}

/** One request as `actor` (or as nobody); a Buffer or string payload is sent as is. */
export function send(t: TestApp, actor: Actor | null, method: Method, url: string, opts: RequestOptions = {}) {
  const headers: Record<string, string> = { ...(actor ? { cookie: actor.cookie } : {}), ...opts.headers };
  const payload = opts.payload as string | Buffer | object | undefined;
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  return multipartForm(
    fields,
    file && { data: file.data, filename: file.filename, type: file.contentType, field: file.field ?? 'file' },
  );
}

export function jpeg(width = 64, height = 48, color = '#3b82f6') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export function png(width = 64, height = 48, color = '#10b981') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function createPost(t: TestApp, actor: Actor, content = 'Publicação de teste', alt = 'Um quadrado azul') {
  const form = multipart({ content, alt }, { filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg() });
  const res = await send(t, actor, 'POST', '/api/posts', form);
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return res.json().post as { id: string; content: string };
}

export async function createShopProduct(t: TestApp, actor: Actor, name = 'Caneca Secreta') {
  const form = multipart(
    { name, priceCents: '4590', description: 'Descrição do produto' },
    { field: 'image', filename: 'caneca.png', contentType: 'image/png', data: await png() },
  );
  const res = await send(t, actor, 'POST', '/api/shop/products', form);
  if (res.statusCode !== 201) throw new Error(`product failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; name: string };
}

/** Messages zod and Fastify write in English; an answer of ours never carries one. */
const ENGLISH =
  /\b(Invalid|invalid|expected|Expected|Required|required|received|Unrecognized|must|should|Too (big|small)|Bad Request|Not Found|Unsupported|Internal Server Error)\b/;

/** A refusal of ours: a JSON `{ code, message }` whose message is pt-BR. */
export function expectPtBrError(res: LightMyRequestResponse, context: string) {
  let body: { code?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    throw new Error(`${context}: ${res.statusCode} answered non-JSON: ${res.body.slice(0, 200)}`);
  }
  expect(typeof body.code, `${context}: code in ${res.body.slice(0, 300)}`).toBe('string');
  expect(typeof body.message, `${context}: message in ${res.body.slice(0, 300)}`).toBe('string');
  const message = body.message as string;
  expect(message.length, `${context}: empty message`).toBeGreaterThan(0);
  expect(message, `${context}: English message`).not.toMatch(ENGLISH);
}

/** Tables whose rows a refused request may still add (none today); everything else must stand still. */
const VOLATILE_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

const tableNames = new WeakMap<TestApp, string[]>();

/**
 * The app's tables, read once. Not through Kysely's introspection: on PostgreSQL it scans every
 * schema, and other test files drop theirs while it runs.
 */
async function tablesOf(t: TestApp): Promise<string[]> {
  const cached = tableNames.get(t);
  if (cached) return cached;
  const db = t.database.db;
  const rows =
    t.database.dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows;
  const names = rows
    .map((r) => r.name)
    .filter((n) => !VOLATILE_TABLES.has(n))
    .sort();
  tableNames.set(t, names);
  return names;
}

/** Row counts of every table of the app, in one round trip. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const db = t.database.db;
  const tables = await tablesOf(t);
  const parts = tables.map((name) => sql`select ${name} as t, count(*) as n from ${sql.table(name)}`);
  const rows = (await sql<{ t: string; n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(db)).rows;
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

/** Files under the media root, to prove a refused upload wrote nothing. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const fs = await import('node:fs');
  if (!fs.existsSync(t.storage.root!)) return [];
  return (fs.readdirSync(t.storage.root!, { recursive: true }) as string[])
    .filter((f) => fs.statSync(`${t.storage.root!}/${f}`).isFile())
    .sort();
}

/** What `actor` sees at `url`: the status and the parsed body, for before/after comparisons. */
export async function view(t: TestApp, actor: Actor, url: string) {
  const res = await send(t, actor, 'GET', url);
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON: compare the text
  }
  return { status: res.statusCode, body };
}
