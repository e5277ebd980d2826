import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp, TestAppOptions } from './harness';
import { useTestApp } from './test-app';

/** Files by their path in a folder; the folders on the way are made as needed. */
export type FolderFiles = Record<string, string | Buffer>;

export function writeFiles(dir: string, files: FolderFiles): void {
  for (const [name, data] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
}

/**
 * The Vite manifest of a made-up build: the entry, a shared chunk, and one page's chunk importing both,
 * the way the server reads it to hint a route's scripts (`page` is the page's source path).
 */
export function manifestWithPage(page: string, file: string) {
  return {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    '_shell-b.js': { file: 'assets/shell-b.js', name: 'shell', imports: ['index.html'] },
    [page]: { file, src: page, imports: ['index.html', '_shell-b.js'] },
  };
}

/**
 * An app serving a client build the test makes up, written to a temp folder before the app starts
 * and removed after it closes. The server-render entry, when given, sits where a build leaves it:
 * `ssr/entry-server.js` beside the client folder.
 */
export function useAppWithClient(build: { client: FolderFiles; ssrEntry?: string; app?: TestAppOptions }): TestApp {
  let base = '';
  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-client-'));
    writeFiles(path.join(base, 'client'), build.client);
    if (build.ssrEntry !== undefined) writeFiles(path.join(base, 'ssr'), { 'entry-server.js': build.ssrEntry });
  });
  // Registered before the app's own hooks, so it runs after the app has closed.
  afterAll(() => {
    fs.rmSync(base, { recursive: true, force: true });
  });
  return useTestApp(() => ({ ...build.app, clientDir: path.join(base, 'client') }));
}
