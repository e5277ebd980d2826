import { expect, expectToast, signup, skipOnboarding, test } from './utils';

test('a new member signs up and, past the welcome steps, lands on the feed', async ({ page }) => {
  await signup(page, { phone: '(11) 98765-4321' });
  await expectToast(page, 'Cadastro realizado');
  await skipOnboarding(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
});

test('sign-up validates the fields before sending', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  const name = page.getByLabel('Nome completo');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
  await expect(page.getByText('Informe um email válido.')).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('the forms take their skeletons’ place without moving the link under them, on a phone and a desktop', async ({
  page,
}) => {
  // The forms arrive in chunks of their own; holding them shows the skeletons the member first sees.
  let hold = true;
  await page.route(/\/assets\/(LoginForm|SignupForm)-[^/]*\.js$/, async (route) => {
    while (hold) await new Promise((resolve) => setTimeout(resolve, 20));
    await route.continue();
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    hold = true;
    await page.goto('/auth', { waitUntil: 'commit' });
    const toSignup = page.getByRole('button', { name: 'Não tem conta? Criar Conta' });
    const loginSkeleton = await toSignup.boundingBox();
    expect(loginSkeleton).not.toBeNull();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    hold = false;
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await toSignup.boundingBox()).toEqual(loginSkeleton);

    hold = true;
    await toSignup.click();
    const toLogin = page.getByRole('button', { name: 'Já tem conta? Acessar Conta' });
    const signupSkeleton = await toLogin.boundingBox();
    expect(signupSkeleton).not.toBeNull();
    await expect(page.getByLabel('Nome completo')).toHaveCount(0);
    hold = false;
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    expect(await toLogin.boundingBox()).toEqual(signupSkeleton);
  }
});
