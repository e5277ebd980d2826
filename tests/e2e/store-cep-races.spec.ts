import { apiCheckoutPageUrl } from './proof-api';
import { expect, signupAndEnter, test } from './utils';

// A phone: its width, and touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// The apron: plenty of stock, and no other journey buys it.
const APRON = 'prod_demo_11';

test('an address that arrives while the CEP is typed again leaves the member on the CEP', async ({ page }) => {
  // A busy phone draws its next frame late: here the frames wait until the test lets them go.
  await page.addInitScript(() => {
    const w = window as unknown as { holdFrames: boolean; releaseFrames: () => Promise<void> };
    const draw = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    w.holdFrames = false;
    window.requestAnimationFrame = (callback) => {
      if (!w.holdFrames) return draw(callback);
      held.push(callback);
      return 0;
    };
    // Resolves once the frame that runs the held callbacks has been drawn.
    w.releaseFrames = () => {
      w.holdFrames = false;
      for (const callback of held.splice(0)) draw(callback);
      return new Promise((resolve) => draw(() => resolve()));
    };
  });
  await signupAndEnter(page);
  await page.goto(`/product/${APRON}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Avental do Chef Sabor da Casa' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('dialog', { name: 'Seu carrinho' }).getByRole('link', { name: 'Ir para o Checkout' }).click();
  await expect(page).toHaveURL('/checkout');

  const cep = page.getByLabel('CEP', { exact: true });
  await page.evaluate(() => ((window as unknown as { holdFrames: boolean }).holdFrames = true));
  await cep.pressSequentially('01310100');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  // The member clears the CEP and types another before the frame that would have moved them on.
  await cep.fill('');
  await cep.pressSequentially('0453');
  await page.evaluate(() => (window as unknown as { releaseFrames: () => Promise<void> }).releaseFrames());
  await expect(cep).toBeFocused();
  await cep.pressSequentially('8133');
  await expect(cep).toHaveValue('04538-133');
  // The new CEP's own address moves them on, as the first one would have.
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Brigadeiro Faria Lima');
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
});

test('on the payment page, an address that arrives late neither takes the focus nor fills a CEP changed since', async ({
  page,
}) => {
  await signupAndEnter(page);
  const url = await apiCheckoutPageUrl(page.request, APRON, new URL(page.url()).origin);
  const held: (() => void)[] = [];
  await page.route(/\/api\/store\/cep\/\d+$/, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Entrega' })).toBeVisible();
  const cep = page.getByLabel('CEP', { exact: true });
  const street = page.getByLabel('Rua', { exact: true });
  const cpf = page.getByLabel('CPF', { exact: true });

  // A CEP changed while its address is on the way: the old address never lands.
  await cep.pressSequentially('01310100');
  await expect.poll(() => held.length).toBe(1);
  await cep.fill('');
  await cep.pressSequentially('0100100');
  const stale = page.waitForResponse(/\/api\/store\/cep\/01310100$/);
  held.shift()!();
  await (await stale).finished();
  // The page has had its turn at the late answer before the street is looked at.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(street).toHaveValue('');

  // The member moves on to the CPF before the address arrives: it fills the address, not their place.
  await cep.pressSequentially('0');
  await expect.poll(() => held.length).toBe(1);
  await cpf.pressSequentially('529');
  held.shift()!();
  await expect(street).toHaveValue('Praça da Sé');
  await expect(page.getByLabel('UF', { exact: true })).toHaveValue('SP');
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveValue('529');
});
