import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Until the app has hydrated a server-rendered page, its controls are painted but do not respond. */
async function untilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Makes `page.goto` and `page.reload` return once the app responds, as a member sees the page settle. */
export function settleOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page);
    return response;
  };
  return page;
}

/** Playwright's test, failing any journey in which the page throws an uncaught error. */
export const test = base.extend<{ pageErrors: void }>({
  page: async ({ page }, use) => {
    await use(settleOnLoad(page));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const demo = { email: 'demo@brandsocial.com.br', password: 'brandsocial', referralCode: 'BSDEMO2026' };

let counter = 0;
/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(prefix = 'membro'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@exemplo.com.br`;
}

export interface SignupFields {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  referralCode?: string;
  /** `YYYY-MM-DD`; an adult's (ADULT_BIRTH_DATE) unless the journey needs another age. */
  birthDate?: string;
}

/** The birth date journeys sign up with unless they test an age: an adult's. */
export const ADULT_BIRTH_DATE = '1990-05-10';

/** Fills and sends the sign-up form from /auth; does not wait for the outcome. */
export async function signup(page: Page, fields: SignupFields = {}) {
  const member = {
    name: fields.name ?? 'Marina Teste',
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? 'senha-forte-123',
    birthDate: fields.birthDate ?? ADULT_BIRTH_DATE,
  };
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem conta? Criar Conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar Conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  if (fields.phone) await page.getByLabel('Telefone (opcional)').fill(fields.phone);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByLabel('Data de nascimento').fill(member.birthDate);
  if (fields.referralCode) await page.getByLabel('Código de indicação (opcional)').fill(fields.referralCode);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  return member;
}

/** A member who has just signed up meets the welcome steps: this skips both and waits for the feed. */
export async function skipOnboarding(page: Page) {
  await expect(page).toHaveURL('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Do que você gosta?' })).toBeVisible();
  await page.getByRole('button', { name: 'Pular', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Siga algumas marcas' })).toBeVisible();
  await page.getByRole('button', { name: 'Pular', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/**
 * A fresh member, signed up and past the welcome steps through the API, on the feed (or on `path`).
 * The sign-up form and the welcome steps have journeys of their own (auth-signup, onboarding); the
 * others start here.
 */
export async function signupAndEnter(page: Page, fields: SignupFields = {}, path = '/') {
  const member = {
    name: fields.name ?? 'Marina Teste',
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? 'senha-forte-123',
    birthDate: fields.birthDate ?? ADULT_BIRTH_DATE,
  };
  // page.request shares the page's cookies: the session cookie it receives signs the page in.
  const res = await page.request.post('/api/auth/signup', {
    data: { ...member, phone: fields.phone ?? '', referralCode: fields.referralCode },
  });
  expect(res.status(), await res.text()).toBe(201);
  const finished = await page.request.post('/api/me/onboarding/finish');
  expect(finished.ok(), await finished.text()).toBe(true);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  return member;
}

/**
 * Fills and sends the login form, opening /auth first unless already there (after a guard's
 * redirect, assert the /auth URL before calling, so the redirect's memory is kept). Does not wait for the outcome.
 */
export async function login(page: Page, email: string, password: string) {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Acessar Conta' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * The toast currently shown, found by its title (and description, when given). A failed load's
 * toast comes after the query client's two retries (1 s and 2 s apart): give those a longer timeout.
 */
/**
 * Taps a control that shows its result at once and saves it in the background, and waits until the
 * server has saved it: a reload or a navigation straight after would otherwise read the state before it.
 */
export async function tapAndSave(page: Page, control: Locator) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() !== 'GET' && r.ok());
  await control.click();
  await saved;
}

export async function expectToast(page: Page, title: string, description?: string, timeout?: number) {
  const region = page.getByRole('region', { name: 'Notificações (F8)' });
  const item = region.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toBeVisible({ timeout });
  if (description) await expect(item).toContainText(description);
}

/**
 * A dialog answers the keyboard (Escape closes it) once it has taken focus: its key listeners start
 * in the same step. Pressing a key the moment it becomes visible can land before that on a busy machine.
 */
export async function expectFocusWithin(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/**
 * At least `count` matches, all painted. The journeys share one server, and some make brands and
 * products of their own: a list of all brands or all products holds the demo's and maybe theirs.
 */
export async function expectAtLeast(locator: Locator, count: number) {
  await expect.poll(() => locator.count()).toBeGreaterThanOrEqual(count);
  await expect(locator.nth(count - 1)).toBeVisible();
}
