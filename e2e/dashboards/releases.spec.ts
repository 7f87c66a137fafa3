// Dataset releases end to end (issue 22): an admin picks filters in /admin → Releases, sees what they select,
// starts a release, watches it finish and downloads the .tar, whose files are listed by tar(1).
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { toneWav } from '../../bench/lib/wav.mjs';
import { registerRecordingUser, signInPage, type RecordingUser } from '../support/recording-user.js';
import { E2E_ADMIN } from '../support/server.js';

const CLIPS = 3;

test('an admin creates a release in /admin, watches it finish and downloads it', async ({
  page,
  request,
}, testInfo) => {
  const user: RecordingUser = await registerRecordingUser(request);
  const auth = { authorization: `Bearer ${user.accessToken}` };
  const consent = await request.post('/api/v1/users/consents', {
    headers: auth,
    data: { dataUsage: true, recording: true, terms: true },
  });
  expect(consent.ok()).toBe(true);
  // Odia telecom clips: no other test records them. Each reads a text the server issued (issue 32); one more
  // carries a text nobody issued, which the release leaves out and says so.
  const send = (n: number, paragraph: string, readingTextId?: string) =>
    request.post('/api/v1/recordings/', {
      headers: auth,
      multipart: {
        duration: '2.00',
        language: 'Odia',
        domain: 'telecom',
        recordedVia: 'web',
        paragraph,
        ...(readingTextId ? { readingTextId } : {}),
        audio: { name: 'recording.wav', mimeType: 'audio/wav', buffer: toneWav(2, 300 + 41 * n) },
      },
    });
  for (let n = 0; n < CLIPS; n++) {
    const issued = await request.post('/api/v1/reading-texts', {
      headers: auth,
      data: { language: 'Odia', domain: 'telecom' },
    });
    const text = (await issued.json()).data as { id: string; text: string };
    expect((await send(n, text.text, text.id)).ok()).toBe(true);
  }
  expect((await send(CLIPS, 'ଏହା କେହି ଦେଇନଥିବା ଏକ ବାକ୍ୟ।')).ok()).toBe(true);

  const login = await request.post('/api/v1/users/login', { data: E2E_ADMIN });
  const { user: admin, accessToken, refreshToken } = (await login.json()).data;
  await signInPage(page, { ...admin, phoneNo: '', accessToken, refreshToken });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Releases' }).click();

  await page.getByRole('checkbox', { name: 'Odia' }).check();
  await page.getByRole('checkbox', { name: 'Telecom' }).check();
  // Earlier runs against the same data may have added Odia telecom clips: the count is at least ours.
  const preview = page.getByTestId('release-preview');
  await expect(preview).toHaveText(/^\d+ clips, [\d.]+ hours, \d+ speakers$/);
  const clips = Number((await preview.textContent())!.split(' ')[0]);
  expect(clips).toBeGreaterThanOrEqual(CLIPS);
  const notIssued = page.getByText(/^\d+ left out: a text the platform did not issue$/);
  await expect(notIssued).toBeVisible();
  // Review status: nobody has voted on our clips yet, so "Validated" alone leaves them out, and the preview
  // counts them under that reason; unticked, the selection is back.
  const validated = page
    .getByRole('group', { name: 'Review status' })
    .getByRole('checkbox', { name: 'Validated' });
  await validated.check();
  const leftOut = page.getByText(/^\d+ left out: review status not chosen$/);
  await expect(leftOut).toBeVisible();
  expect(Number((await leftOut.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(CLIPS);
  await validated.uncheck();
  await expect(preview).toHaveText(new RegExp(`^${clips} clips, `));

  await page.getByRole('button', { name: 'Start release' }).click();
  const release = page.getByRole('list', { name: 'Releases' }).getByRole('listitem').first();
  // Built by the background job; the tab asks again every 2 s until it is done.
  await expect(release.getByText('Done', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(release.getByText(new RegExp(`^${clips} clips, `))).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    release.getByRole('button', { name: 'Download .tar' }).click(),
  ]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^dhvani-shilp-\d{8}-[0-9a-f]{8}\.tar$/);
  const file = testInfo.outputPath(name);
  await download.saveAs(file);
  const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
  const root = name.replace(/\.tar$/, '');
  for (const entry of [
    'README.md',
    'SHA256SUMS',
    'deleted.tsv',
    'Odia/metadata.csv',
    'Odia/train.tsv',
    'Odia/validated_sentences.tsv',
  ])
    expect(listed).toContain(`${root}/${entry}`);
  expect(listed.filter((entry) => entry.startsWith(`${root}/Odia/clips/`))).toHaveLength(clips);
});
