// Issue 23, a person's own data at 390 px: download it all from the profile (the archive holds the recordings
// byte for byte and a ledger that sums to the balance), and delete one recording from the dashboard (its award
// is taken back).
import { execFileSync } from 'node:child_process';
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

/** The archive's files, read by Python's zipfile (an independent reader). */
function unzip(file: string): Record<string, Buffer> {
  const out = execFileSync(
    'python3',
    [
      '-c',
      'import sys, zipfile, json, base64\n' +
        'z = zipfile.ZipFile(sys.argv[1])\n' +
        'print(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))',
      file,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  return Object.fromEntries(
    Object.entries(JSON.parse(out) as Record<string, string>).map(([k, v]) => [k, Buffer.from(v, 'base64')]),
  );
}

test('downloads all of their data from the profile: recordings byte for byte, a ledger summing to the balance', async ({
  page,
  request,
}, testInfo) => {
  const user = await registerRecordingUser(request);
  const takes = [await recordOnce(request, user), await recordOnce(request, user)];
  const balance = (await getAs<{ rewardTokens: number }>(request, user, '/users/current')).rewardTokens;

  await signInPage(page, user);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByTestId('data-export-status')).toContainText('Your data is ready');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dhvani-shilp-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = testInfo.outputPath('my-data.zip');
  await download.saveAs(file);
  const files = unzip(file);

  const recordings = JSON.parse(files['recordings.json']!.toString()) as Array<{
    _id: string;
    audioFile: string;
  }>;
  expect(recordings.map((r) => r._id).sort()).toEqual(takes.map((t) => t.recordingId).sort());
  for (const take of takes) {
    const listed = recordings.find((r) => r._id === take.recordingId)!;
    expect(files[listed.audioFile]!.equals(take.wav)).toBe(true);
  }
  const ledger = JSON.parse(files['token-ledger.json']!.toString()) as { entries: Array<{ amount: number }> };
  expect(ledger.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
  expect(JSON.parse(files['profile.json']!.toString())).toMatchObject({ email: user.email });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
