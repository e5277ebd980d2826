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
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: `${dist}/server/main.js`,
    sourcemap: true,
    logLevel: 'warning',
  });
}
// The server bundle keeps its packages external: a build outside the repo finds them through a link.
const distModules = path.resolve(dist, 'node_modules');
if (!path.resolve(dist).startsWith(process.cwd() + path.sep) && !fs.existsSync(distModules)) {
  try {
    fs.symlinkSync(path.resolve('node_modules'), distModules, 'dir');
  } catch (err) {
    // Another build into the same folder made the link first: that link is the same one.
    if (err.code !== 'EEXIST') throw err;
  }
}
fs.writeFileSync(`${dist}/.build-stamp`, new Date().toISOString());
