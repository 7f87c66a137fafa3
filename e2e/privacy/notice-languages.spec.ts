// Issue 23 with issue 19: the notice and the terms exist in every language the UI speaks, prerendered at the
// language's own URL, and the footer of a page in that language leads there.
import { PRIVACY_NOTICE } from '@dhvani/contract/privacy';
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('/ta/privacy is served in Tamil before any script runs, and stays Tamil once the app takes over', async ({
  page,
  request,
}) => {
  // The prerendered HTML itself: the Tamil heading and sections, no English fallback.
  const html = await (await request.get('/ta/privacy')).text();
  expect(html).toContain('<html lang="ta"');
  expect(html).toContain('தனியுரிமைக் கொள்கை');
  expect(html).toContain('உங்கள் உரிமைகளும், அவற்றை எங்கே பயன்படுத்துவது என்பதும்');
  expect(html).not.toContain('Your rights, and where to use them');

  await page.goto('/ta/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'தனியுரிமைக் கொள்கை' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'குறைதீர்ப்பு அலுவலர்' })).toBeVisible();
  await expect(page.getByTestId('notice-version')).toContainText(`பதிப்பு ${PRIVACY_NOTICE.version}`);
  // Hydrated: the grievance officer's box has asked the server (none is set on the test server).
  await expect(page.getByTestId('grievance-officer')).toContainText('குறைதீர்ப்பு அலுவலரை நியமிக்கவில்லை');
  await expect(page.getByRole('note')).toHaveCount(0);

  await page.getByRole('link', { name: 'சேவை விதிமுறைகளையும்' }).click();
  await expect(page).toHaveURL(/\/ta\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'சேவை விதிமுறைகள்' })).toBeVisible();
});

test('the footer of a Bengali page links the Bengali notice', async ({ page }) => {
  await page.goto('/bn/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'পরিষেবার শর্তাবলি' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'গোপনীয়তা নীতি' }).click();
  await expect(page).toHaveURL(/\/bn\/privacy$/);
  await expect(page.getByRole('heading', { name: 'আপনার অধিকার, এবং কোথায় তা ব্যবহার করবেন' })).toBeVisible();
});
