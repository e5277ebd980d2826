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
  /** The URL the browser loads the object from: `/media/<key>`, or the object store's public base. */
  url(key: string): string;
  /** The local directory served at /media/; null when the objects live elsewhere (see `redirect`). */
  readonly root: string | null;
  /**
   * Where `GET /media/<key>` sends the browser when `root` is null, and how long that answer may be
   * cached; null when the storage serves its own files.
   */
  redirect(key: string): Promise<MediaRedirect | null>;
  /** Origins other than the app's own that the browser loads media from (for the CSP). */
  readonly mediaOrigins: readonly string[];
  /** Resolves when objects can be written now; for readiness checks. */
  ping(): Promise<void>;
  /** Lets go of connections; the storage is not used after. */
  close?(): void;
}

export interface MediaRedirect {
  url: string;
  cacheControl: string;
}

export function safeKey(key: string): string {
  const normal = path.posix.normalize(key);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return normal;
}

/** Media under a directory of this machine, which app.ts serves at /media/. */
export type LocalStorage = Storage & { readonly root: string };

/**
 * The app's own address of an object, `/media/<key>`, good whatever storage holds it (local disk
 * serves it, a bucket is redirected to): the URL a row keeps, where a row keeps a URL rather than
 * a key (avatars, brand art, store pictures), so that it survives a move of the media or a new CDN.
 */
export function mediaPath(key: string): string {
  return `/media/${safeKey(key)}`;
}

export function createLocalStorage(root: string): LocalStorage {
  fs.mkdirSync(root, { recursive: true });
  const full = (key: string) => path.join(root, safeKey(key));
  return {
    root,
    mediaOrigins: [],
    async redirect() {
      return null;
    },
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
    url: mediaPath,
    async ping() {
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}
