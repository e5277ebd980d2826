// Bundle budget: the JavaScript a browser downloads to start /auth must stay under 150 KB gzipped.
// Run after a client build: `node scripts/check-bundle.mjs` (reads DIST_DIR, default dist).
// Exit 1 when over budget. Also lists every other chunk, and what each lazily loaded chunk costs.
// `--with LoginForm` also counts a lazily loaded chunk (by file-name prefix) and its imports as initial,
// for a route that fetches it as soon as it renders.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;

export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

/** The scripts index.html makes the browser fetch before anything runs: module entries and modulepreloads. */
export function entryScripts(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\btype\s*=\s*["']module["']/i.test(tag) && attr(tag, 'src')) files.push(attr(tag, 'src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel\s*=\s*["']modulepreload["']/i.test(tag) && attr(tag, 'href')) files.push(attr(tag, 'href'));
  }
  return files;
}

/** Static and dynamic imports of a minified ES module chunk (`from"./x.js"`, `import"./x.js"`, `import("./x.js")`). */
export function importsOf(code) {
  const found = (re) => [...code.matchAll(re)].map((m) => m[1]);
  return {
    static: [...new Set([...found(/\bfrom\s*["']([^"']+\.js)["']/g), ...found(/\bimport\s*["']([^"']+\.js)["']/g)])],
    dynamic: [...new Set(found(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g))],
  };
}

/**
 * Sizes of the client build in `clientDir`. `initial` is the entry scripts of index.html plus
 * everything they import statically, recursively (what runs before any lazy import); `lazy` gives,
 * for each dynamically imported chunk, the gzipped bytes it adds on top of the initial set.
 */
export function measureClient(clientDir, { withLazy = [] } = {}) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const key = (abs) => path.relative(clientDir, abs).split(path.sep).join('/');
  const resolveFrom = (fromAbs, spec) =>
    spec.startsWith('/') ? path.join(clientDir, spec) : path.resolve(path.dirname(fromAbs), spec);
  const cache = new Map();
  const chunk = (abs) => {
    if (!cache.has(abs)) {
      if (!fs.existsSync(abs)) throw new Error(`${key(abs)} is referenced but missing from the build`);
      const buf = fs.readFileSync(abs);
      const imports = importsOf(buf.toString('utf8'));
      cache.set(abs, {
        file: key(abs),
        gzip: gzipSize(buf),
        static: imports.static.map((s) => resolveFrom(abs, s)),
        dynamic: imports.dynamic.map((s) => resolveFrom(abs, s)),
      });
    }
    return cache.get(abs);
  };
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length) {
      const abs = stack.pop();
      if (seen.has(abs)) continue;
      seen.add(abs);
      stack.push(...chunk(abs).static);
    }
    return seen;
  };
  const sum = (set) => [...set].reduce((n, abs) => n + chunk(abs).gzip, 0);

  const entries = entryScripts(html)
    .filter((s) => !/^[a-z]+:\/\//i.test(s))
    .map((s) => path.join(clientDir, s));
  const all = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else if (e.name.endsWith('.js')) all.push(abs);
    }
  };
  walk(clientDir);
  const extraRoots = withLazy.map((prefix) => {
    const match = all.filter((abs) => path.basename(abs).startsWith(`${prefix}-`));
    if (match.length !== 1) throw new Error(`--with ${prefix}: ${match.length} chunks match, expected one`);
    return match[0];
  });
  const initialSet = closure([...entries, ...extraRoots]);
  const initial = [...initialSet].map((abs) => ({ file: chunk(abs).file, gzip: chunk(abs).gzip }));

  const others = all
    .filter((abs) => !initialSet.has(abs))
    .map((abs) => ({ file: chunk(abs).file, gzip: chunk(abs).gzip }));

  const lazyTargets = new Set(all.flatMap((abs) => chunk(abs).dynamic).filter((abs) => fs.existsSync(abs)));
  const lazy = [...lazyTargets]
    .filter((abs) => !initialSet.has(abs))
    .map((abs) => {
      const extra = new Set([...closure([abs])].filter((a) => !initialSet.has(a)));
      return { file: chunk(abs).file, extraGzip: sum(extra), chunks: extra.size };
    });

  const desc = (field) => (a, b) => b[field] - a[field];
  return {
    with: withLazy,
    initial: initial.sort(desc('gzip')),
    initialTotal: sum(initialSet),
    others: others.sort(desc('gzip')),
    lazy: lazy.sort(desc('extraGzip')),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(report, budget = BUDGET_BYTES) {
  const row = (name, size) => `  ${size.padStart(10)}  ${name}`;
  return [
    `Initial JavaScript for /auth${report.with?.length ? ` with ${report.with.join(', ')}` : ''}: ${kb(report.initialTotal)} gzipped (budget ${kb(budget)})`,
    ...report.initial.map((c) => row(c.file, kb(c.gzip))),
    '',
    'Loaded on demand (gzipped, with the chunks each one pulls in beyond the initial set):',
    ...report.lazy.map((c) =>
      row(`${c.file}${c.chunks > 1 ? ` (+${c.chunks - 1} chunks)` : ''}`, `+${kb(c.extraGzip)}`),
    ),
    '',
    'Every other chunk (gzipped):',
    ...report.others.map((c) => row(c.file, kb(c.gzip))),
  ].join('\n');
}

function main() {
  const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`no client build in ${clientDir} — run \`node scripts/build.mjs\` first.`);
  }
  const { values } = parseArgs({ options: { with: { type: 'string', multiple: true, default: [] } } });
  const report = measureClient(clientDir, { withLazy: values.with.flatMap((w) => w.split(',')).filter(Boolean) });
  console.log(formatReport(report));
  if (report.initialTotal > BUDGET_BYTES) {
    console.error(
      `\ncheck-bundle: FAILED — the initial JavaScript for /auth is ${kb(report.initialTotal)} gzipped, ` +
        `${kb(report.initialTotal - BUDGET_BYTES)} over the ${kb(BUDGET_BYTES)} budget. ` +
        'Move code behind a lazy import() or drop a dependency.',
    );
    return 1;
  }
  console.log(`\ncheck-bundle: OK — ${kb(BUDGET_BYTES - report.initialTotal)} under budget.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main();
  } catch (err) {
    console.error(`check-bundle: ${err.message}`);
    process.exitCode = 1;
  }
}
