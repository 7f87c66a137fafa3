import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerThroughApi, signInWithEmail } from './accounts-support.js';

// The account screens at a phone's width: no sideways scrolling and no serious axe findings, including
// with validation errors on screen and the delete dialog open.
test.use({ viewport: { width: 390, height: 844 } });

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectFitsAndAccessible(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

test('sign-in and sign-up, with errors shown', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expectFitsAndAccessible(page);
  await page.getByRole('tab', { name: 'Phone' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Email' })).toBeFocused();
  await expect(page.getByLabel('Email address')).toBeVisible();

  await page.goto('/auth/signup');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expectFitsAndAccessible(page);

  // Step 2 needs only the existence check: fresh contacts, no codes sent.
  const account = newAccount('a11y-signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Gender').selectOption('other');
  await page.getByLabel('Date of birth').fill('1988-12-01');
  await page.getByLabel('City').fill('Indore');
  await page.getByLabel('Mother tongue').selectOption('Hindi');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(account.phoneNo);
  await page.getByRole('textbox', { name: 'Email address' }).fill(account.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /Verify and create your account/ })).toBeFocused();
  await expectFitsAndAccessible(page);
});

test('profile tabs and the delete dialog', async ({ page, request }) => {
  const account = newAccount('a11y-profile');
  await registerThroughApi(request, account);
  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  await signInWithEmail(page, account.email, account.password);
  await expect(page.getByText('Active')).toBeVisible();
  await expectFitsAndAccessible(page);

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectFitsAndAccessible(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toBeVisible();
  await expectFitsAndAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
