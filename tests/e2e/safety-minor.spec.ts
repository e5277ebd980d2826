import type { Page } from '@playwright/test';
import { expect, expectToast, settleOnLoad, signup, signupAndEnter, skipOnboarding, test } from './utils';

/** A birth date that makes its holder `years` old today in São Paulo (a month past the birthday). */
function bornYearsAgo(years: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - 30)).toISOString().slice(0, 10);
}

/** Walks the ad wizard to its review and reads 'Público estimado', as an advertiser sees it. */
async function reviewedAudience(page: Page): Promise<number> {
  await page.goto('/advertise');
  await page.getByRole('button', { name: /^Visitas ao Perfil/ }).click();
  await expect(page.getByText('Etapa 2 de 3')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  const review = page.getByRole('main');
  await expect(review.getByText('Público estimado', { exact: true })).toBeVisible();
  await expect(review).toContainText('Só maiores de 18 anos');
  const figure = review.getByText(/^\d[\d.]* membros?$/);
  await expect(figure).toBeVisible();
  return Number((await figure.innerText()).replace(/\D/g, ''));
}

test('a 12-year-old is refused at sign-up with the message, and stays on the form', async ({ page }) => {
  await signup(page, { name: 'Criança Doze', birthDate: bornYearsAgo(12) });
  await expect(
    page.getByText('Você precisa ter pelo menos 13 anos para criar uma conta na BrandSocial.'),
  ).toBeVisible();
  await expect(page.getByLabel('Data de nascimento')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/auth');
});

test("a 15-year-old signs up private and is left out of an ad campaign's audience", async ({ browser, page }) => {
  test.setTimeout(150_000);
  await signupAndEnter(page, { name: 'Ana Anunciante' });

  // Other journeys sign members up on the same server meanwhile: the figure must hold still across the
  // teenager's sign-up in at least one of a few tries, which it never would if the teenager counted.
  let teenPage: Page | null = null;
  let before = 0;
  await expect(async () => {
    before = await reviewedAudience(page);
    await teenPage?.context().close();
    teenPage = settleOnLoad(await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage());
    await signup(teenPage, { name: 'Teca Quinze', birthDate: bornYearsAgo(15) });
    await expectToast(teenPage, 'Cadastro realizado');
    expect(await reviewedAudience(page)).toBe(before);
  }).toPass({ intervals: [500, 1000], timeout: 100_000 });

  // The teenager's account starts private, as 'Privacidade' shows it.
  const teen = teenPage! as Page;
  await skipOnboarding(teen);
  await teen.goto('/settings/privacy');
  await expect(teen.getByRole('heading', { level: 1, name: 'Privacidade' })).toBeVisible();
  await expect(teen.getByRole('switch', { name: 'Conta privada' })).toHaveAttribute('aria-checked', 'true');

  // An adult who signs up is counted: the figure is live, and only the teenager was left out.
  const adult = settleOnLoad(await (await browser.newContext()).newPage());
  await signupAndEnter(adult, { name: 'Beto Adulto' });
  expect(await reviewedAudience(page)).toBeGreaterThanOrEqual(before + 1);
  await teen.context().close();
  await adult.context().close();
});
