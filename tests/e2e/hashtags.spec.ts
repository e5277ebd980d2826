import { apiJson, apiPost, apiSignup } from './proof-api';
import { expect, test } from './utils';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Letters only, starting with a capital: fits both a name word and a tag body. */
const unique = () => `Q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a #tag opens its page with posts newest or most liked first, and an @name opens the member', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const word = unique();
  const tag = `Verão${word}`;
  const folded = `verao${word.toLowerCase()}`;

  const biaApi = await playwright.request.newContext({ baseURL });
  const bia = await apiSignup(biaApi, `Bia ${word}`);
  const liked = await apiPost(biaApi, `Praia cedo #${folded} 🌊`, 'Uma praia');
  await apiJson(biaApi, 'put', `/api/posts/${liked}/like`);

  await apiSignup(page.request, 'Téo Hashtag');
  const mine = await apiPost(page.request, `Tarde de #${tag} com @Bia ${word}!`, 'Um pôr do sol');

  await page.goto(`/post/${mine}`);
  const card = page.getByRole('article').filter({ hasText: 'Tarde de' });
  await card.getByRole('link', { name: `#${tag}` }).click();
  await expect(page).toHaveURL(`/tag/${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();

  const grid = page.getByTestId('tag-grid');
  const tiles = grid.getByRole('link');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('href', `/post/${mine}`);
  await expect(tiles.nth(1)).toHaveAttribute('href', `/post/${liked}`);
  const recent = page.getByRole('button', { name: 'Recentes' });
  await expect(recent).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Populares' }).click();
  await expect(page).toHaveURL(/ordem=populares/);
  await expect(tiles.nth(0)).toHaveAttribute('href', `/post/${liked}`);
  await expect(tiles.nth(1)).toHaveAttribute('href', `/post/${mine}`);

  // The mention leads to the member it names.
  await page.goto(`/post/${mine}`);
  await card.getByRole('link', { name: `@Bia ${word}` }).click();
  await expect(page).toHaveURL(`/u/${bia.id}`);
  await expect(page.getByRole('heading', { name: `Bia ${word}` })).toBeVisible();

  // A tag nobody used, and one that cannot be a tag.
  await page.goto(`/tag/ninguem${word}`);
  await expect(page.getByText('Nada com esta hashtag ainda.')).toBeVisible();
  await page.goto('/tag/mo%20da');
  await expect(page.getByRole('heading', { level: 1, name: 'Hashtag inválida' })).toBeVisible();
  await biaApi.dispose();
});
