// Proves that `npm run check:boundaries` fails on a forbidden import: the real rules of
// .dependency-cruiser.cjs run over a tiny tree shaped like src/, in which each forbidden import
// is planted once beside imports that are allowed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tree = path.join(root, 'test-results', `boundaries-${process.pid}`);

/** file -> the modules it imports (paths relative to the fixture root, without extension). */
const files = {
  // Allowed: the layers in order, a listed feature edge, the schema exception, tests reaching fixtures.
  'src/shared/rules.ts': [],
  'src/server/platform/clock.ts': ['src/shared/rules'],
  'src/server/db/schema.ts': ['src/server/features/posts/posts.tables'],
  'src/server/features/posts/posts.tables.ts': [],
  'src/server/features/posts/posts.service.ts': ['src/server/platform/clock', 'src/server/features/tags/tags.service'],
  'src/server/features/tags/tags.service.ts': ['src/shared/rules'],
  'src/server/testing/fixtures/posts.ts': ['src/server/testing/harness'],
  'src/server/features/store/store.api.test.ts': ['src/server/testing/harness', 'src/server/testing/fixtures/posts'],
  'src/server/testing/harness.ts': ['src/server/db/schema'],
  'src/client/lib/api.ts': ['src/shared/rules'],
  'src/client/app/App.tsx': ['src/client/features/feed/FeedPage'],
  'src/client/features/feed/FeedPage.tsx': ['src/client/lib/api', 'src/client/features/posts/PostCard'],
  'src/client/features/posts/PostCard.tsx': ['src/client/lib/api'],

  // Forbidden, one of each.
  'src/client/features/store/CartPage.tsx': ['src/server/features/store/cart'],
  'src/server/features/store/cart.ts': ['src/client/lib/api'],
  'src/shared/money.ts': ['src/server/platform/clock'],
  'src/server/platform/cache.ts': ['src/server/features/posts/posts.service'],
  'src/server/features/wallet/wallet.ts': ['src/server/seed/seed'],
  'src/server/seed/seed.ts': [],
  'src/server/features/store/checkout.ts': ['src/server/features/posts/posts.service'],
  'src/server/features/brandnew/thing.ts': ['src/server/features/posts/posts.service'],
  'src/server/features/ads/ads.ts': ['src/server/testing/harness'],
  'src/client/ui/button.tsx': ['src/client/features/posts/PostCard'],
  'src/client/features/store/ProductPage.tsx': ['src/client/features/posts/PostCard'],
  'src/server/features/search/a.ts': ['src/server/features/search/b'],
  'src/server/features/search/b.ts': ['src/server/features/search/a'],
};

/** The rule each forbidden file must break, and only that one. */
const expected = {
  'src/client/features/store/CartPage.tsx': 'client-not-server',
  'src/server/features/store/cart.ts': 'server-not-client',
  'src/shared/money.ts': 'shared-imports-neither-side',
  'src/server/platform/cache.ts': 'platform-and-db-import-no-feature',
  'src/server/features/wallet/wallet.ts': 'features-import-platform-db-shared',
  'src/server/features/store/checkout.ts': 'server-feature-store',
  'src/server/features/brandnew/thing.ts': 'server-feature-unlisted',
  'src/server/features/ads/ads.ts': 'testing-only-from-tests',
  'src/client/ui/button.tsx': 'client-ui-and-lib-import-no-feature',
  'src/client/features/store/ProductPage.tsx': 'client-feature-store',
};
/** A cycle is reported once, from whichever of its modules the cruise met first. */
const cycle = ['src/server/features/search/a.ts', 'src/server/features/search/b.ts'];

let violations;

before(() => {
  rmSync(tree, { recursive: true, force: true });
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(tree, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const lines = imports.map((target, i) => {
      const relative = path.relative(path.dirname(full), path.join(tree, target));
      return `import * as m${i} from '${relative.startsWith('.') ? relative : `./${relative}`}';\nvoid m${i};`;
    });
    writeFileSync(full, `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  writeFileSync(path.join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx' } }));
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    // The same reporter as `npm run check:boundaries`, so its exit code is the one the build sees.
    ['src', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: tree, encoding: 'utf8' },
  );
  assert.notEqual(run.status, 0, `depcruise must fail on the planted violations:\n${run.stdout}${run.stderr}`);
  violations = [...run.stdout.matchAll(/^\s*error ([\w-]+): (\S+) →[ \t]*(\S*)/gmu)].map(([, rule, from, to]) => ({
    rule,
    from,
    to,
  }));
});

after(() => rmSync(tree, { recursive: true, force: true }));

test('every planted forbidden import is reported by its rule', () => {
  for (const [file, rule] of Object.entries(expected)) {
    const found = violations.filter((v) => v.from === file).map((v) => v.rule);
    assert.deepEqual([...new Set(found)], [rule], `${file} should break ${rule} alone, broke: ${found.join(', ')}`);
  }
});

test('an import cycle is reported', () => {
  const found = violations.filter((v) => cycle.includes(v.from));
  assert.ok(found.length > 0, 'the cycle a -> b -> a was not reported');
  assert.deepEqual([...new Set(found.map((v) => v.rule))], ['no-circular']);
});

test('allowed imports are not reported', () => {
  const unexpected = violations.filter((v) => !(v.from in expected) && !cycle.includes(v.from));
  assert.deepEqual(
    unexpected.map((v) => `${v.rule}: ${v.from} -> ${v.to}`),
    [],
  );
});
