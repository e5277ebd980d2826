// `npm start`: builds when the sources are newer than dist/, then runs the server in this process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, distDir } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building BrandSocial…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
await import(pathToFileURL(path.resolve(distDir, 'server/main.js')).href);
