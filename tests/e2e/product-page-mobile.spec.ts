import { expect, signupAndEnter, test } from './utils';

// Not isMobile (see mobile-layout.spec.ts); touch on, as on a phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// Sign-up, server rendering and the lazy cart drawer on a shared machine.
test.setTimeout(90_000);

const TEE = '/product/prod_demo_01';

test('at 390 px the product page caps the quantity at the stock, marks sold-out options and follows the colour', async ({
  page,
}) => {
  await signupAndEnter(page);
  await page.goto(TEE);
  await expect(page.getByRole('heading', { level: 1, name: 'Camiseta Básica Urbana' })).toBeVisible();

  // Preto / P has 8 in stock: the stepper stops at 8.
  const stepper = page.getByRole('group', { name: 'Quantidade' });
  const more = stepper.getByRole('button', { name: 'Aumentar quantidade' });
  await expect(page.getByText('8 em estoque!')).toBeVisible();
  for (let i = 0; i < 7; i++) await more.tap();
  await expect(stepper.locator('output')).toHaveText('8');
  await expect(more).toBeDisabled();

  // Branco / M is sold out: marked before it is picked, as soon as Branco is chosen.
  await expect(page.getByRole('button', { name: 'Imagem 1 de 2' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Branco' }).tap();
  const soldOut = page.getByRole('button', { name: 'M, esgotado' });
  await expect(soldOut).toBeDisabled();
  await expect(soldOut).toHaveCSS('text-decoration-line', 'line-through');
  // Branco / P has 6: the quantity already chosen comes down to it.
  await expect(stepper.locator('output')).toHaveText('6');
  await expect(more).toBeDisabled();

  // The white shirt's own picture comes into view.
  await expect(page.getByRole('button', { name: 'Imagem 2 de 2' })).toHaveAttribute('aria-current', 'true');
  const strip = page.getByRole('region', { name: 'Foto de Camiseta Básica Urbana', exact: true });
  // The picture at the middle of the strip, as the member sees it.
  const shownPicture = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await strip.boundingBox())!;
    return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('alt') ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.width / 2,
    });
  };
  await expect.poll(shownPicture).toBe('Foto de Camiseta Básica Urbana (2)');
  await page.getByRole('button', { name: 'Preto' }).tap();
  await expect(page.getByRole('button', { name: 'Imagem 1 de 2' })).toHaveAttribute('aria-current', 'true');
  await expect.poll(shownPicture).toBe('Foto de Camiseta Básica Urbana');
});

test('at 390 px the buy bar stays at the bottom, clear of the bottom bar and BrandBot, and adds to the cart', async ({
  page,
}) => {
  await signupAndEnter(page);
  await page.goto(TEE);
  await expect(page.getByRole('heading', { level: 1, name: 'Camiseta Básica Urbana' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Comprar' });
  const add = bar.getByRole('button', { name: 'Adicionar ao carrinho' });
  await expect(bar.getByText('R$ 79,90')).toBeVisible();

  // At the top, the add button ends left of the BrandBot button.
  const bot = page.getByRole('button', { name: 'Abrir o BrandBot' });
  await expect(bot).toBeVisible();
  const botBox = (await bot.boundingBox())!;
  const atTop = (await add.boundingBox())!;
  expect(atTop.x + atTop.width).toBeLessThanOrEqual(botBox.x);

  // Down to the end of the details: the bar is still there, above the bottom navigation.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(add).toBeInViewport();
  const barBox = (await bar.boundingBox())!;
  const navBox = (await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
  // The last details are not hidden under the bar.
  const lastInfo = (await page.locator('main details').last().boundingBox())!;
  expect(lastInfo.y + lastInfo.height).toBeLessThanOrEqual(barBox.y);
  const addBox = (await add.boundingBox())!;
  // Nothing else sits on top of the button: a tap lands on it.
  const centre = { x: addBox.x + addBox.width / 2, y: addBox.y + addBox.height / 2 };
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, centre),
  ).toBe('Adicionar ao carrinho');

  await add.tap();
  const drawer = page.getByRole('dialog', { name: 'Seu carrinho' });
  await expect(drawer).toBeVisible({ timeout: 10_000 });
  await expect(drawer.getByText('Preto / P')).toBeVisible({ timeout: 10_000 });
});
