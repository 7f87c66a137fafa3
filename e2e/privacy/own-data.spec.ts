// Issue 23, a person's own data at 390 px: delete one recording from the dashboard (its award is taken back).
import { expect, test } from '@playwright/test';
import { recordOnce } from '../support/recordings-api.js';
import { getAs, registerRecordingUser, signInPage } from '../support/recording-user.js';

test.use({ viewport: { width: 390, height: 844 } });

test('deletes one recording from the dashboard: it is gone and the balance drops by its award', async ({
  page,
  request,
}) => {
  const user = await registerRecordingUser(request);
  const kept = await recordOnce(request, user);
  const deleted = await recordOnce(request, user);
  expect(deleted.amount).toBeGreaterThan(0);
  const balance = async () =>
    (await getAs<{ rewardTokens: number }>(request, user, '/users/current')).rewardTokens;
  const before = await balance();
  expect(before).toBe(kept.amount + deleted.amount);

  await signInPage(page, user);
  await page.goto('/dashboard');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3); // the heading row and two recordings
  // Newest first: the second recording is the first row.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Delete recording of / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this recording?' });
  await expect(dialog).toContainText('its tokens are taken back');
  await dialog.getByRole('button', { name: 'Delete Recording' }).click();
  await expect(page.getByText('Recording deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Total Recordings', { exact: true }).locator('..')).toHaveText(
    'Total Recordings1',
  );

  expect(await balance()).toBe(before - deleted.amount);
  const left = await getAs<Array<{ _id: string }>>(request, user, '/users/recordings');
  expect(left.map((r) => r._id)).toEqual([kept.recordingId]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
