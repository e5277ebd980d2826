#!/usr/bin/env node
// Prints the feature-to-feature imports that production code makes today, in the shape of the maps
// `serverFeatureEdges` and `clientFeatureEdges` of .dependency-cruiser.cjs, so that after code moves
// the maps can be brought up to date in one step. Each line says how it differs from the map in force
// (new edges must get a reason; edges no longer made can be dropped).
//
//   node scripts/feature-edges.mjs           the maps, one line per feature
//   node scripts/feature-edges.mjs --files   also the imports behind each edge
//   node scripts/feature-edges.mjs graph.json   read a saved `depcruise --output-type json` instead
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const withFiles = args.includes('--files');
const input = args.find((arg) => !arg.startsWith('--'));

function cruise() {
  if (input) return JSON.parse(readFileSync(input, 'utf8'));
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  const run = spawnSync(bin, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  // depcruise exits non-zero when rules are broken; the graph is printed all the same.
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The production-code filter of the config, so this script and the rules agree on what a test is. */
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));
const testCode = config.forbidden
  .find((rule) => rule.name === 'testing-only-from-tests')
  .to.path.map((p) => new RegExp(p));
const isTestCode = (file) => testCode.some((re) => re.test(file));

/** The allowed lists in force, read back from the generated per-feature rules. */
function allowedInForce(side) {
  const allowed = new Map();
  for (const rule of config.forbidden) {
    const match = rule.name.match(new RegExp(`^${side}-feature-(?!unlisted$)(.+)$`));
    if (!match) continue;
    const list = rule.to.pathNot.match(/\(([^)]*)\)/)[1].split('|');
    allowed.set(match[1], new Set(list.filter((feature) => feature !== match[1])));
  }
  return allowed;
}

const graph = cruise();
const featureOf = (file) => file.match(/^src\/(server|client)\/features\/([^/]+)\//);
/** side -> feature -> imported feature -> the imports that make the edge */
const edges = { server: new Map(), client: new Map() };
for (const module of graph.modules) {
  const from = featureOf(module.source);
  if (!from || isTestCode(module.source)) continue;
  const bySide = edges[from[1]];
  if (!bySide.has(from[2])) bySide.set(from[2], new Map());
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (!to || to[1] !== from[1] || to[2] === from[2]) continue;
    const targets = bySide.get(from[2]);
    if (!targets.has(to[2])) targets.set(to[2], []);
    targets.get(to[2]).push(`${module.source} -> ${dependency.resolved}`);
  }
}

for (const side of ['server', 'client']) {
  const inForce = allowedInForce(side);
  console.log(`const ${side}FeatureEdges = {`);
  const features = [...new Set([...edges[side].keys(), ...inForce.keys()])].sort();
  for (const feature of features) {
    const targets = edges[side].get(feature) ?? new Map();
    const now = [...targets.keys()].sort();
    const before = inForce.get(feature);
    const notes = [];
    if (!before) notes.push('new feature in the map');
    else {
      const added = now.filter((target) => !before.has(target));
      const gone = [...before].filter((target) => !targets.has(target)).sort();
      if (added.length) notes.push(`new: ${added.join(', ')}`);
      if (gone.length) notes.push(`no longer imported: ${gone.join(', ')}`);
    }
    const list = now.map((target) => `'${target}'`).join(', ');
    console.log(`  ${feature}: [${list}],${notes.length ? ` // ${notes.join('; ')}` : ''}`);
    if (withFiles) for (const target of now) for (const line of targets.get(target)) console.log(`  //   ${line}`);
  }
  console.log('};\n');
}
