// Builds the client (Vite) and bundles the server (esbuild) into dist/.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

// DIST_DIR lets several builds live side by side (parallel test runs, benchmarks).
const dist = process.env.DIST_DIR ?? 'dist';
const only = process.argv[2];
if (only !== 'server') {
  await viteBuild({ logLevel: 'warn', build: { outDir: `${dist}/client`, emptyOutDir: true } });
  precompress(`${dist}/client`);
  // The same components for Node: the server writes a page's first screen with them (spa-render.ts).
  await viteBuild({
    logLevel: 'warn',
    build: { ssr: 'src/client/entry-server.tsx', outDir: `${dist}/ssr`, emptyOutDir: true, manifest: false },
  });
}
if (only !== 'client') {
  await esbuild({
    // The media worker (npm run worker) is bundled beside the server from the same sources.
    entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: `${dist}/server`,
    sourcemap: true,
    logLevel: 'warning',
  });
}
// The server bundle keeps its packages external: a build outside the repo finds them through a link.
// The link is re-pointed whenever it leads elsewhere: a temp folder outlives the checkout that made it,
// and a link left dangling by an earlier checkout would make the bundle fail to load its packages.
const distModules = path.resolve(dist, 'node_modules');
const modules = path.resolve('node_modules');
if (!path.resolve(dist).startsWith(process.cwd() + path.sep) && linkTarget(distModules) !== modules) {
  // A link made aside and renamed over the old one: builds into the same folder at once never see none.
  const aside = `${distModules}.${process.pid}`;
  fs.rmSync(aside, { force: true });
  fs.symlinkSync(modules, aside, 'dir');
  fs.renameSync(aside, distModules);
}
fs.writeFileSync(`${dist}/.build-stamp`, new Date().toISOString());

function linkTarget(p) {
  try {
    return path.resolve(path.dirname(p), fs.readlinkSync(p));
  } catch {
    return undefined;
  }
}
