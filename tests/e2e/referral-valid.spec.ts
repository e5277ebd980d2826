import { demo, expect, expectToast, signup, skipOnboarding, test } from './utils';

test('a valid referral code is applied at sign-up: the newcomer and the demo member follow each other', async ({
  page,
}) => {
  await signup(page, { referralCode: demo.referralCode.toLowerCase() });
  await expectToast(page, 'Amigo Indicado');
  await skipOnboarding(page);
  // The counts are the rows behind them: one follower, and it is the member who invited.
  await page.goto('/profile');
  await page.getByRole('button', { name: '1 seguidor', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Ana Demo' })).toBeVisible();
});
