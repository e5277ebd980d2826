export { operatorPage } from './role-utils';
import type { Browser, Page } from '@playwright/test';
import { pngFile } from './feed-utils';
import { expect, settleOnLoad, signupAndEnter, uniqueEmail } from './utils';

/** A member in a browser of their own at `width`, signed up and on the feed. */
export async function memberPage(browser: Browser, name: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = settleOnLoad(await context.newPage());
  const member = await signupAndEnter(page, { name, email: uniqueEmail('marca') });
  return { page, email: member.email };
}

/**
 * A brand of its own for one journey, so that what the journey does to it (suspending it, say)
 * touches no other journey on the shared server: the operator creates it and invites `owner`, who
 * accepts. Answers its id.
 */
export async function newBrand(operator: Page, owner: { page: Page; email: string }, name: string): Promise<string> {
  const created = await operator.request.post('/api/admin/brands', {
    data: { name, category: 'Casa e decoração', segmentId: 'hobby' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const brandId = ((await created.json()) as { brand: { id: string } }).brand.id;
  await joinAs(operator, owner, `/api/admin/brands/${brandId}/invitations`, { email: owner.email });
  return brandId;
}

/** The brand's owner (on `owner`) invites `member` with `role`, who accepts from their own session. */
export async function joinTeam(
  owner: Page,
  member: { page: Page; email: string },
  brandId: string,
  role: 'editor' | 'analyst',
) {
  await joinAs(owner, member, `/api/studio/brands/${brandId}/invitations`, { email: member.email, role });
}

async function joinAs(inviter: Page, member: { page: Page }, url: string, data: Record<string, string>) {
  const sent = await inviter.request.post(url, { data });
  expect(sent.status(), await sent.text()).toBe(201);
  const { invitation } = (await sent.json()) as { invitation: { id: string } };
  const accepted = await member.page.request.post(`/api/studio/invitations/${invitation.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** A post published as the brand by `page`'s member (an editor or owner of it), with a real picture. */
export async function postAsBrand(page: Page, brandId: string, content: string): Promise<string> {
  const res = await page.request.post('/api/posts', {
    multipart: { content, asBrandId: brandId, file: await pngFile('marca.png', '#0d9488') },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

/** A product of the brand on sale in the store, made in its studio by `page`'s member (an editor or owner). */
export async function productOfBrand(page: Page, brandId: string, title: string): Promise<string> {
  const res = await page.request.post(`/api/studio/brands/${brandId}/products`, {
    data: {
      title,
      subtitle: null,
      description: '<p>Feita à mão.</p>',
      options: [],
      variants: [{ title: '', sku: null, options: [], price: 8990, salePrice: null, stock: 10, manageInventory: true }],
      purchasable: true,
      hidden: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { id: string } }).product.id;
}
