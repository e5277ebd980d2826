import type { Browser, Page } from '@playwright/test';
import { ADULT_BIRTH_DATE, expect, login, settleOnLoad } from './utils';

/** The network's operator and the demo brand's owner, each signed in in a browser of their own. */

type Viewport = { width: number; height: number };

// scripts/e2e-server.mjs lists this address in OPERATOR_EMAILS: it becomes an operator at sign-up.
export const OPERATOR = {
  name: 'Otília Operadora',
  email: 'operadora.e2e@exemplo.com.br',
  password: 'senha-operadora-1',
};

// The demo's second account owns Nexo Tech (src/server/seed/team-seed.ts; the README names it).
export const DEMO_OWNER = { name: 'Bruno Nexo', email: 'marca@brandsocial.com.br', password: 'marca-demo' };

/** The operator's own browser, signed in (signed up the first time). */
export async function operatorPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const page = settleOnLoad(await (await browser.newContext({ viewport })).newPage());
  const res = await page.request.post('/api/auth/signup', {
    data: { name: OPERATOR.name, email: OPERATOR.email, password: OPERATOR.password, birthDate: ADULT_BIRTH_DATE },
  });
  if (res.status() === 409) {
    const again = await page.request.post('/api/auth/login', {
      data: { email: OPERATOR.email, password: OPERATOR.password },
    });
    expect(again.ok(), await again.text()).toBe(true);
  } else {
    expect(res.status(), await res.text()).toBe(201);
    await page.request.post('/api/me/onboarding/finish');
  }
  return page;
}

/** The demo brand owner's own browser, signed in through the login form. */
export async function ownerPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const page = settleOnLoad(await (await browser.newContext({ viewport })).newPage());
  await login(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL('/');
  return page;
}
