import type { Browser, Page } from '@playwright/test';
import { expect, login, settleOnLoad } from './utils';

// The demo's second account owns Nexo Tech (src/server/seed/team-seed.ts; the README names it).
export const OWNER = { email: 'marca@brandsocial.com.br', password: 'marca-demo' };

/** A member signed in through the login form in a browser of their own, `width` px wide. */
export async function signedIn(browser: Browser, width: number, email: string, password: string): Promise<Page> {
  const page = settleOnLoad(await (await browser.newContext({ viewport: { width, height: 900 } })).newPage());
  await login(page, email, password);
  await expect(page).toHaveURL('/');
  return page;
}

/** A JSON or form request from inside the page, so the browser sends its cookie and origin as the app does. */
export function call(page: Page, method: string, url: string, body?: Record<string, string>, form = false) {
  return page.evaluate(
    async ({ method, url, body, form }) => {
      const init: RequestInit = { method };
      if (body && form) {
        const data = new FormData();
        for (const [k, v] of Object.entries(body)) data.append(k, v);
        data.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'a.jpg');
        init.body = data;
      } else if (body) {
        init.body = JSON.stringify(body);
        init.headers = { 'content-type': 'application/json' };
      }
      const res = await fetch(url, init);
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    },
    { method, url, body, form },
  );
}

/** The owner invites `email` with `role`; the invitee accepts it from their own session. */
export async function joinTeam(owner: Page, member: Page, email: string, role: 'editor' | 'analyst') {
  const sent = await call(owner, 'POST', '/api/studio/brands/nexo-tech/invitations', { email, role });
  expect(sent.status).toBe(201);
  const id = (sent.body?.invitation as { id: string }).id;
  expect((await call(member, 'POST', `/api/studio/invitations/${id}/accept`, {})).status).toBe(200);
}
