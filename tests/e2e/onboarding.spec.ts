import { expect, expectToast, login, settleOnLoad, signup, test } from './utils';

test.use({ viewport: { width: 390, height: 844 } });

test('after sign-up the member picks segments and brands, the feed starts with them, and the steps never return', async ({
  page,
  browser,
}) => {
  const member = await signup(page, { name: 'Nina Nova' });
  await expectToast(page, 'Cadastro realizado');
  await expect(page).toHaveURL('/welcome');
  await expect(page.getByText('Passo 1 de 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Do que você gosta?' })).toBeVisible();

  const sports = page.getByRole('button', { name: /^Esportes/ });
  await expect(sports).toHaveAttribute('aria-pressed', 'false');
  await sports.click();
  await expect(sports).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 escolhido')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByText('Passo 2 de 2')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Siga algumas marcas' });
  await expect(heading).toBeFocused();
  const arena = page.getByRole('button', { name: /^Arena Esportes/ });
  await arena.click();
  await expect(arena).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Ir para o feed' }).click();

  await expect(page).toHaveURL('/');
  await expectToast(page, 'Tudo pronto!');
  // The feed now opens with the chosen brand (a new member's feed otherwise opens with other brands).
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Publicação de Arena Esportes');
  // The choices went through the follow endpoints: the brand and segment lists show them.
  const brands = (await (await page.request.get('/api/brands')).json()) as {
    brands: { id: string; followedByMe: boolean }[];
  };
  expect(brands.brands.filter((b) => b.followedByMe).map((b) => b.id)).toEqual(['arena-esportes']);
  const segments = (await (await page.request.get('/api/segments')).json()) as {
    segments: { id: string; followedByMe: boolean }[];
  };
  expect(segments.segments.filter((s) => s.followedByMe).map((s) => s.id)).toEqual(['esportes']);

  // Another device (a new browser context) logs in: straight to the feed, never the steps again.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const second = settleOnLoad(await other.newPage());
  await login(second, member.email, member.password);
  await expect(second).toHaveURL('/');
  await second.goto('/welcome');
  await expect(second).toHaveURL('/');
  await other.close();
});

test('skipping both steps goes to the feed and also ends the steps for good', async ({ page }) => {
  const member = await signup(page);
  await expect(page).toHaveURL('/welcome');
  await page.getByRole('button', { name: 'Pular', exact: true }).click();
  await page.getByRole('button', { name: 'Pular', exact: true }).click();
  await expect(page).toHaveURL('/');

  await page.context().clearCookies();
  await page.goto('/auth');
  await login(page, member.email, member.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
});
