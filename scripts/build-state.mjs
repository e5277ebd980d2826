// Tells whether dist/ is older than the sources it is built from.
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

export const distDir = process.env.DIST_DIR ?? 'dist';

export function buildIsStale(root = process.cwd()) {
  const stamp = path.resolve(root, distDir, '.build-stamp');
  if (
    !fs.existsSync(stamp) ||
    !fs.existsSync(path.resolve(root, distDir, 'server/main.js')) ||
    !fs.existsSync(path.resolve(root, distDir, 'server/worker.js'))
  )
    return true;
  // A bundle outside the repo loads its packages through a link (build.mjs); one that leads elsewhere is stale.
  const dist = path.resolve(root, distDir);
  if (!dist.startsWith(path.resolve(root) + path.sep)) {
    const real = (p) => (fs.existsSync(p) ? fs.realpathSync(p) : undefined);
    const linked = real(path.join(dist, 'node_modules'));
    if (!linked || linked !== real(path.resolve(root, 'node_modules'))) return true;
  }
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.some((i) => newest(path.join(root, i)) > built);
}
