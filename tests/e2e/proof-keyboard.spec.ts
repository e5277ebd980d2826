import type { Locator, Page } from '@playwright/test';
import { apiJson, apiPost, apiSignup, firstProductId } from './proof-api';
import { expect, test } from './utils';

/*
 * Keyboard only: every action of the shell is reachable with Tab, every focused element shows where
 * focus is, and dialogs, menus, the story viewer, reels and the cart drawer open, trap focus, close
 * with Escape and give focus back.
 */

interface Focused {
  label: string;
  inViewport: boolean;
  indicator: boolean;
}

/** What has focus now, and whether it is drawn so a sighted keyboard user can see it. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    // A focus style that changes the border or background also counts (inputs often do so).
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('placeholder') ?? el.tagName)
      .trim()
      .slice(0, 40);
    return {
      label: `${el.tagName.toLowerCase()} "${label}"`,
      inViewport:
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < innerHeight &&
        rect.left < innerWidth,
      indicator: outline || ring,
    };
  });
}

/** Tabs `steps` times, checking each stop; returns the labels reached. */
async function tabThrough(page: Page, steps: number, within?: Locator): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press('Tab');
    let f = await focused(page);
    if (!f) continue;
    // A skip link slides in on focus: judge it once its transition is over (slower on a busy machine).
    if (!f.inViewport) {
      await expect
        .poll(async () => (await focused(page))?.inViewport, { timeout: 3000 })
        .toBe(true)
        .catch(() => undefined);
      f = (await focused(page))!;
    }
    expect(f.inViewport, `${f.label} has focus but is not on screen`).toBe(true);
    expect(f.indicator, `${f.label} has focus but shows no focus indicator`).toBe(true);
    if (within)
      expect(
        await within.evaluate((node) => node.contains(document.activeElement)),
        `focus left the dialog at ${f.label}`,
      ).toBe(true);
    seen.push(f.label);
  }
  return seen;
}

async function loggedIn(page: Page) {
  const member = await apiSignup(page.request, 'Teclado Teste');
  await apiJson(page.request, 'put', '/api/follows/brands/nexo-tech');
  return member;
}

/** Opens `dialog` from the focused `opener` with Enter, tabs inside it, closes it with Escape. */
async function expectDialogByKeyboard(page: Page, opener: Locator, dialog: Locator, tabs = 12) {
  // Marked, not re-queried: an opener's name may change once it has been used (a story seen, say).
  await opener.evaluate((el) => el.setAttribute('data-proof-opener', ''));
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement)), 'focus moves into the dialog').toBe(
    true,
  );
  await tabThrough(page, tabs, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.activeElement?.hasAttribute('data-proof-opener')
            ? 'opener'
            : document.activeElement?.outerHTML.slice(0, 120),
        ),
      {
        message: 'focus returns to what opened the dialog',
      },
    )
    .toBe('opener');
  await page.evaluate(() => document.querySelector('[data-proof-opener]')?.removeAttribute('data-proof-opener'));
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab reaches the whole shell with a visible focus everywhere', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const seen = (await tabThrough(page, 30)).join('\n');
    for (const name of [
      'Início',
      'Explorar',
      'Reels',
      'Marcas',
      'Segmentos',
      'Notificações',
      'Anunciar',
      'Loja',
      'Perfil',
      'Configurações',
      'Criar',
    ]) {
      expect(seen, `Tab never reached ${name}`).toContain(name);
    }
  });

  test('the Criar menu works with the keyboard and leads to the post dialog', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Criar' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Novo Post' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Novo Story' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create\?type=post|\/$/);
    const dialog = page.getByRole('dialog', { name: 'Criar Novo Post' });
    await expect(dialog).toBeVisible();
    // Members can describe their picture for people who cannot see it.
    await expect(dialog.getByLabel(/texto alternativo|descrição da imagem/i)).toBeAttached();
    await tabThrough(page, 8, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the story viewer opens, moves and closes with the keyboard', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/');
    const strip = page.getByRole('region', { name: /hist[óo]rias|stories/i });
    const tile = strip.getByRole('button', { name: /^Ver hist[óo]rias? de/ }).first();
    await expect(tile).toBeVisible();
    const viewer = page.getByRole('dialog');
    const title = async () =>
      (await viewer.evaluate(
        (node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      )) as string;

    await tile.evaluate((el) => el.setAttribute('data-proof-opener', ''));
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    const first = await title();
    // Arrow keys move through the stories and on to the next brand's.
    let moved = false;
    for (let i = 0; i < 12 && !moved; i++) {
      await page.keyboard.press('ArrowRight');
      moved = (await viewer.isVisible()) && (await title()) !== first;
    }
    expect(moved, 'ArrowRight reaches the next author').toBe(true);
    await page.keyboard.press('ArrowLeft');
    await tabThrough(page, 6, viewer);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.activeElement?.hasAttribute('data-proof-opener')
              ? 'opener'
              : document.activeElement?.outerHTML.slice(0, 120),
          ),
        {
          message: 'focus returns to the story tile',
        },
      )
      .toBe('opener');
  });

  test('reels can be liked and their comments opened without a mouse', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/reels');
    const first = page.getByRole('button', { name: /^Curtir reel/ }).first();
    await expect(first).toBeVisible();
    // Comments first: the like's toast is a layer of its own that would take the first Escape.
    const comments = page.getByRole('button', { name: /coment/i }).first();
    await expectDialogByKeyboard(page, comments, page.getByRole('dialog', { name: 'Comentários' }), 6);

    await first.evaluate((el) => el.setAttribute('data-proof-like', ''));
    const like = page.locator('[data-proof-like]');
    await like.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(like).toBeFocused();
    expect((await focused(page))?.indicator, 'the like button shows focus').toBe(true);
    await page.keyboard.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  test('the cart drawer opens, traps focus and closes with the keyboard', async ({ page }) => {
    await loggedIn(page);
    const productId = await firstProductId(page.request);
    await page.goto(`/product/${productId}`);
    await page.goto('/store');
    const button = page.getByRole('main').getByRole('button', { name: /^Carrinho/ });
    await expectDialogByKeyboard(page, button, page.getByRole('dialog', { name: 'Carrinho' }), 6);
  });

  test('pictures have a text alternative, and a member’s own description is used', async ({ page }) => {
    await loggedIn(page);
    const other = await page.context().request;
    await apiPost(other, 'Com descrição', 'Um gato dormindo no sofá');
    await page.goto('/profile');
    await expect(page.getByRole('img', { name: 'Um gato dormindo no sofá' })).toBeVisible();
    for (const url of ['/', '/profile', '/explore', '/store', '/reels']) {
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      // Judged once what the page loads by itself has arrived.
      await page.waitForLoadState('networkidle');
      const missing = await page
        .locator('main img:not([alt])')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src.slice(-60)));
      expect(missing, `pictures without alt on ${url}`).toEqual([]);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar, its Criar menu and the menu sheet work with the keyboard', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Navegação principal' });
    const create = bottom.getByRole('button', { name: 'Criar' });
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Novo Reel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(create).toBeFocused();

    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    await expectDialogByKeyboard(page, menuButton, page.getByRole('dialog', { name: 'Menu principal' }), 14);
  });
});
