import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiComment, apiJson, apiPost, apiSignup, firstProductId } from './proof-api';
import { expect, test } from './utils';

/*
 * axe-core on every page of the client, logged out and logged in, on a phone and on a desktop:
 * no serious or critical violation. The page list is read from src/client/app/routes.tsx, so a new
 * route is checked as soon as it exists (and fails here until it has an example URL, if it takes one).
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const routesFile = fs.readFileSync(path.resolve('src/client/app/routes.tsx'), 'utf8');

/** Every client path: the index, each `path="…"`, and the placeholder list's entries. */
function clientPaths(): string[] {
  const paths = new Set<string>();
  if (/<Route\s+index\b/.test(routesFile)) paths.add('/');
  for (const m of routesFile.matchAll(/path="([^"]+)"/g))
    paths.add(m[1] === '*' ? '*' : `/${m[1]!.replace(/^\//, '')}`);
  const placeholders = /const placeholders = \[([\s\S]*?)\] as const/.exec(routesFile)?.[1] ?? '';
  for (const m of placeholders.matchAll(/\[\s*'([^']+)'/g)) paths.add(`/${m[1]}`);
  return [...paths];
}

interface Fixtures {
  postId: string;
  memberId: string;
  productId: string;
  videoId: string | null;
}

/** Example URLs for routes with parameters; a new parameter route fails until it has one here. */
const EXAMPLES: Record<string, (f: Fixtures) => string> = {
  '/post/:id': (f) => `/post/${f.postId}`,
  '/u/:id': (f) => `/u/${f.memberId}`,
  '/segment/:segmentId': () => '/segment/moda',
  '/brand/:id': () => '/brand/nexo-tech',
  // Off the team, as this member is, a brand's studio is the not-found page (decision 016).
  '/studio/:brandId': () => '/studio/nexo-tech',
  '/product/:id': (f) => `/product/${f.productId}`,
  '/video/:id': (f) => (f.videoId ? `/video/${f.videoId}` : '/video/inexistente'),
  '/tag/:tag': () => '/tag/moda',
  '*': () => '/pagina-que-nao-existe',
};
/** Pages that look different with a query string. */
const EXTRA = ['/search?q=moda', '/create?type=story', '/create?type=reel'];

const pages = [
  ...clientPaths()
    .filter((p) => p !== '/auth')
    .map((p) => ({ route: p, url: (f: Fixtures) => (EXAMPLES[p] ? EXAMPLES[p]!(f) : p.includes(':') ? null : p) })),
  ...EXTRA.map((p) => ({ route: p, url: () => p })),
];

async function setUp(
  request: APIRequestContext,
): Promise<{ fixtures: Fixtures; cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] }> {
  const other = await apiSignup(request, 'Outra Pessoa');
  const theirPost = await apiPost(request, 'Uma publicação de outra pessoa #moda');
  await apiJson(request, 'post', '/api/auth/logout');
  const me = await apiSignup(request, 'Ana Acessível');
  await apiJson(request, 'put', `/api/members/${other.id}/follow`);
  await apiJson(request, 'put', '/api/follows/segments/moda');
  await apiPost(request, 'Minha publicação com texto alternativo');
  await apiComment(request, theirPost, 'Que bonito!');
  let videoId: string | null = null;
  const featured = await request.get('/api/videos/featured');
  if (featured.ok()) {
    const body = (await featured.json()) as { videos?: { id: string }[]; items?: { id: string }[] };
    videoId = (body.videos ?? body.items ?? [])[0]?.id ?? null;
  }
  const fixtures = { postId: theirPost, memberId: other.id, productId: await firstProductId(request), videoId };
  expect(me.id).toBeTruthy();
  return { fixtures, cookies: (await request.storageState()).cookies };
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Skeletons stand in while data loads; the page is judged once they are gone.
  await page
    .waitForFunction(() => !document.querySelector('.animate-pulse'), undefined, { timeout: 8000 })
    .catch(() => undefined);
  // Fades and slides end before colours are judged (endless spinners aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; tags: string[]; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return (
      result.violations
        // Experimental rules are ones axe itself does not yet trust.
        .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !v.tags.includes('experimental'))
        .map(
          (v) =>
            `${v.impact} ${v.id} (${v.help}): ${v.nodes
              .slice(0, 4)
              .map((n) => n.target.join(' '))
              .join(' | ')}${v.nodes.length > 4 ? ` …+${v.nodes.length - 4}` : ''}`,
        )
    );
  });
}

// Each page is judged on a phone and then, in the same tab, on a desktop: the layout changes (bottom
// bar, side menu, right panel) without paying for a second load.
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function atEachWidth(page: Page, label: string, check: (label: string) => Promise<void>) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await settle(page);
    await check(`${label} at ${viewport.width}px`);
  }
}

test.use({ viewport: viewports[0] });

test('the logged-out screens have no serious axe violation', async ({ page }) => {
  for (const url of ['/auth', '/pagina-que-nao-existe']) {
    await page.setViewportSize(viewports[0]!);
    await page.goto(url);
    await expect(page.getByLabel('Email')).toBeVisible();
    await atEachWidth(page, `${url} (login)`, async (label) => {
      expect(await seriousViolations(page), label).toEqual([]);
    });
  }
  await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
  await expect(page.getByLabel('Nome completo')).toBeVisible();
  await atEachWidth(page, '/auth (sign-up)', async (label) => {
    expect(await seriousViolations(page), label).toEqual([]);
  });
});

test.describe('logged in', () => {
  let state: Awaited<ReturnType<typeof setUp>>;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    state = await setUp(request);
    await request.dispose();
  });

  for (const p of pages) {
    test(`${p.route} has no serious axe violation`, async ({ page }) => {
      const url = p.url(state.fixtures);
      expect(
        url,
        `add an example URL for ${p.route} to EXAMPLES in tests/e2e/proof-accessibility.spec.ts`,
      ).not.toBeNull();
      await page.context().addCookies(state.cookies);
      await page.goto(url!);
      // A page may open on a dialog (/create?type=story), which hides the rest from assistive tech.
      await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
      await atEachWidth(page, url!, async (label) => {
        expect(await seriousViolations(page), label).toEqual([]);
      });
    });
  }
});
