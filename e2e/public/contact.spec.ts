import { expect, test } from '@playwright/test';
import { adminSession } from './support.js';

test.describe('contact form', () => {
  test('shows the SPEC messages under each field and sends nothing while invalid', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/contact')) posts.push(r.url());
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    await page.getByLabel('Email', { exact: true }).fill('asha at example.org');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('sends a valid message, shows Sent ✓ and the toast, and an admin can read it', async ({
    page,
    request,
  }) => {
    const subject = `E2E partnership ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill('asha@example.org');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('We would like to collect Odia speech for a retail assistant.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('button', { name: 'Sent ✓' })).toBeDisabled();
    await expect(page.getByText('✨ Message beamed successfully!')).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled({ timeout: 10_000 });

    const admin = await adminSession(request);
    const response = await request.get('/api/v1/admin/contact-messages', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(response.status()).toBe(200);
    const items = ((await response.json()) as { data: Array<Record<string, string>> }).data;
    expect(items.find((m) => m.subject === subject)).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.org',
      message: 'We would like to collect Odia speech for a retail assistant.',
    });
  });
});
