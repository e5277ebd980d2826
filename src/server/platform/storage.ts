import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where media bytes live. Keys are relative paths such as `brands/nexo-logo.svg`. */
export interface Storage {
  put(key: string, data: Buffer | string): Promise<void>;
  putStream(key: string, stream: Readable): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The public URL the browser loads the object from. */
  url(key: string): string;
  /** The local directory served at /media, when the storage is on disk. */
  readonly root: string;
}

function safeKey(key: string): string {
  const normal = path.posix.normalize(key);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return normal;
}

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const full = (key: string) => path.join(root, safeKey(key));
  return {
    root,
    async put(key, data) {
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, file);
    },
    async putStream(key, stream) {
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await pipeline(stream, fs.createWriteStream(tmp));
      await fs.promises.rename(tmp, file);
    },
    async exists(key) {
      return fs.promises.access(full(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await fs.promises.rm(full(key), { force: true });
    },
    url(key) {
      return `/media/${safeKey(key)}`;
    },
  };
}
