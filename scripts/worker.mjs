// `npm run worker`: the media worker (decision 034). With --dev, from the sources with tsx, restarting
// on change as `npm run dev` does; otherwise the bundle beside the server's (dist/server/worker.js),
// built first when the sources are newer, and run in this process.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, distDir } from './build-state.mjs';

if (process.argv.includes('--dev')) {
  const env = { NODE_ENV: 'development', ...process.env };
  const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/worker.ts'], {
    stdio: 'inherit',
    env,
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  if (buildIsStale()) {
    console.log('Building BrandSocial…');
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  await import(pathToFileURL(path.resolve(distDir, 'server/worker.js')).href);
}
