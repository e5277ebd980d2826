import { demo, expect, expectToast, signup, test } from './utils';

test('a valid referral code is applied at sign-up', async ({ page }) => {
  await signup(page, { referralCode: demo.referralCode.toLowerCase() });
  await expectToast(page, 'Amigo Indicado');
  await expect(page).toHaveURL('/');
});
