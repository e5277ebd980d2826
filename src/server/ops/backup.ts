import fs from 'node:fs';
import path from 'node:path';

/**
 * An online copy of one machine's data (decision 032): the SQLite database through SQLite's own
 * backup API (a consistent snapshot taken while the server keeps writing), then the media, the
 * sources still waiting for their media job and the session secret. The database goes first: a file
 * written after the snapshot is only an orphan in the copy, while a file the snapshot names was
 * written before it (uploads land on disk before their row commits).
 */

export const DB_FILE = 'brandsocial.db';
/** What of DATA_DIR is copied besides the database. */
const DATA_PARTS = ['media', '.incoming', 'secret.key'];
const MANIFEST = 'backup.json';

export interface BackupReport {
  dir: string;
  database: boolean;
  files: number;
}

function copyTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  const stat = fs.statSync(from);
  if (stat.isFile()) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    return 1;
  }
  let n = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    // A file half-written by the storage (written aside, then renamed) is not part of any state.
    if (entry.name.endsWith('.tmp')) continue;
    n += copyTree(path.join(from, entry.name), path.join(to, entry.name));
  }
  return n;
}

/** Copies DATA_DIR into `dir` (which must not hold a backup already). With PostgreSQL, only the files. */
export async function backup(dataDir: string, dir: string, opts: { sqlite: boolean }): Promise<BackupReport> {
  if (fs.existsSync(path.join(dir, MANIFEST))) throw new Error(`${dir} já contém um backup; escolha outra pasta.`);
  fs.mkdirSync(dir, { recursive: true });
  if (opts.sqlite) {
    const { default: SQLite } = await import('better-sqlite3');
    const source = new SQLite(path.join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(dir, DB_FILE));
    } finally {
      source.close();
    }
  }
  let files = 0;
  for (const part of DATA_PARTS) files += copyTree(path.join(dataDir, part), path.join(dir, part));
  fs.writeFileSync(
    path.join(dir, MANIFEST),
    `${JSON.stringify({ createdAt: new Date().toISOString(), database: opts.sqlite ? DB_FILE : null, files }, null, 2)}\n`,
  );
  return { dir, database: opts.sqlite, files };
}

/**
 * Brings a backup back into DATA_DIR, with the server stopped. An existing database is kept unless
 * `force`: restoring over live data is a choice, not an accident.
 */
export function restore(dir: string, dataDir: string, opts: { force: boolean }): BackupReport {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} não é uma pasta de backup (falta ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { database: string | null };
  const target = path.join(dataDir, DB_FILE);
  if (manifest.database && fs.existsSync(target) && !opts.force)
    throw new Error(`${target} já existe; pare o servidor e use --force para substituí-lo.`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (manifest.database) {
    // The old journal would be replayed over the restored file: it goes with the file it belonged to.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.copyFileSync(path.join(dir, manifest.database), target);
  }
  let files = 0;
  for (const part of DATA_PARTS) {
    if (!fs.existsSync(path.join(dir, part))) continue;
    fs.rmSync(path.join(dataDir, part), { recursive: true, force: true });
    files += copyTree(path.join(dir, part), path.join(dataDir, part));
  }
  return { dir, database: Boolean(manifest.database), files };
}
