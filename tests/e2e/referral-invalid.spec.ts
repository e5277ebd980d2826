import { expect, expectToast, signup, skipOnboarding, test } from './utils';

test('an unknown referral code warns and sign-up goes on', async ({ page }) => {
  await signup(page, { referralCode: 'BSXXXXXXXX' });
  await expectToast(page, 'Código Inválido', 'O código de indicação não foi encontrado.');
  await skipOnboarding(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
});
