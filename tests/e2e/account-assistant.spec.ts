import { demo, expect, expectToast, login, signupAndEnter, test } from './utils';

test('BrandBot answers by keyword with chips and a link, and Bot Online turns it off and on', async ({ page }) => {
  await signupAndEnter(page);
  const launcher = page.getByRole('button', { name: 'Abrir o BrandBot' });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'BrandBot' });
  await expect(chat).toContainText('Eu sou o BrandBot');

  await chat.getByLabel('Digite sua dúvida…').fill('COMO FAÇO UM SAQUE?');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByRole('log')).toContainText('Configurações › Financeiro');
  await chat.getByRole('button', { name: 'Pagar com Pix' }).click();
  await expect(chat.getByRole('log')).toContainText('No checkout você escolhe cartão ou Pix');

  await chat.getByLabel('Digite sua dúvida…').fill('xyzzy');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByRole('log')).toContainText('não entendi');
  await chat.getByRole('button', { name: 'Criar anúncio' }).click();
  await chat.getByRole('link', { name: /Abrir Central de Anúncios/ }).click();
  await expect(page).toHaveURL('/advertise');
  await expect(chat).toBeHidden();

  await launcher.click();
  await expect(chat).toBeVisible();
  const botSwitch = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('switch', { name: 'Bot Online' });
  await botSwitch.click();
  await expect(botSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir o BrandBot' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('switch', { name: 'Bot Online' }).click();
  await expectToast(page, 'BrandBot ativado');
  await expect(page.getByRole('button', { name: 'Abrir o BrandBot' })).toBeVisible();
  // Turned on again, the chat starts closed.
  await expect(page.getByRole('dialog', { name: 'BrandBot' })).toHaveCount(0);
});

test('on the auth page BrandBot greets the visitor after 2 s, beside the form, and the greeting goes 5 s later', async ({
  page,
}) => {
  await page.goto('/auth');
  const greeting = page.getByRole('status').filter({ hasText: 'Entre ou crie sua conta' });
  await expect(greeting).toBeHidden();
  await expect(greeting).toBeVisible({ timeout: 6000 });
  // Opened over the form, the chat would cover it: the welcome is a bubble, which opens the chat.
  await expect(page.getByRole('dialog', { name: 'BrandBot' })).toHaveCount(0);
  await expect(greeting).toBeHidden({ timeout: 7000 });

  await page.reload();
  await expect(greeting).toBeVisible({ timeout: 4000 });
  await greeting.getByRole('button', { name: /Entre ou crie sua conta/ }).click();
  const chat = page.getByRole('dialog', { name: 'BrandBot' });
  await expect(chat).toContainText('Entre ou crie sua conta');
  await page.getByRole('button', { name: 'Fechar o chat', expanded: true }).click();
  await expect(chat).toBeHidden();
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
});

test("the welcome counts its 2 s from the visitor's arrival, not from when the assistant's code arrived", async ({
  page,
}) => {
  // Time stands still but for the steps the test takes.
  await page.clock.install({ time: new Date('2026-11-20T12:00:00-03:00') });
  await page.clock.pauseAt(new Date('2026-11-20T12:00:01-03:00'));
  // The assistant loads when the browser is idle: hold its code back past the welcome's 2 s.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/BrandBot-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Abrir o BrandBot' })).toBeVisible();
  // Already 3 s on the page: the welcome is due, and a moment later it is there.
  await page.clock.runFor(100);
  await expect(page.getByRole('status').filter({ hasText: 'Entre ou crie sua conta' })).toBeVisible();
});

test('on a wide screen the welcome opens the chat beside the form, and signing in does not carry it to the feed', async ({
  page,
}) => {
  // The form sits in the right half of the page: only a very wide screen leaves room for the chat beside it.
  await page.setViewportSize({ width: 2560, height: 1440 });
  await page.goto('/auth');
  const chat = page.getByRole('dialog', { name: 'BrandBot' });
  // The welcome is due 2 s after arrival, or at once if the assistant's code came later (idle load).
  await expect(chat).toContainText('Entre ou crie sua conta', { timeout: 6000 });
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await login(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  // Left open, the chat would close by itself 5 s after it opened: a short look tells the two apart.
  await expect(chat).toHaveCount(0, { timeout: 1000 });
  await expect(page.getByRole('button', { name: 'Abrir o BrandBot' })).toBeVisible();
});

test('the proactive tip shows every 30 minutes while the chat is closed and hides after 7 s', async ({ page }) => {
  await page.clock.install();
  await signupAndEnter(page);
  await expect(page.getByRole('button', { name: 'Abrir o BrandBot' })).toBeVisible();
  // A slow sign-up can outlast the 2 s before the auth page's welcome opens the chat, which then
  // closes by itself 5 s later; tips wait for a closed chat, so the test does too.
  await expect(page.getByRole('dialog', { name: 'BrandBot' })).toHaveCount(0, { timeout: 8000 });
  await page.clock.fastForward('30:00');
  const bubble = page.getByRole('status').filter({ hasText: 'Dica:' });
  await expect(bubble).toBeVisible();
  await page.clock.fastForward(7500);
  await expect(bubble).toBeHidden();
  await page.clock.fastForward('30:00');
  await expect(page.getByRole('status').filter({ hasText: 'Central de Anúncios' })).toBeVisible();
  await page.getByRole('button', { name: 'Dispensar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Central de Anúncios' })).toBeHidden();
});
