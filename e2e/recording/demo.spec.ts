// /demo: a 30 s countdown in m:ss with a one-second tick, the processing message at zero and on Stop,
// and no calls to the server. The page clock is driven by the test so the 30 s pass at once.
import { expect, test } from '@playwright/test';

const PROCESSING = 'Our AI is processing your voice…';

test('counts down 0:30 to 0:00, then says the voice is being processed, without calling the API', async ({
  page,
}) => {
  const start = new Date('2026-03-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Demo' })).toBeVisible();
  // From here on the page's time moves only when the test moves it: a busy machine's real seconds between
  // two steps must not tick the countdown on (it read 0:18 where 0:19 was due).
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await expect(page.getByLabel('Language').locator('option')).toHaveText([
    'Hindi',
    'Tamil',
    'Telugu',
    'Kannada',
    'Malayalam',
    'Bengali',
  ]);
  await page.getByLabel('Language').selectOption('tamil');
  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText('0:30');
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

  await page.clock.runFor(1000);
  await expect(timer).toHaveText('0:29');
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('0:19');
  await expect(page.getByText(PROCESSING)).toHaveCount(0);
  await page.clock.runFor(19_000);
  await expect(timer).toHaveText('0:00');
  await expect(page.getByText(PROCESSING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('Stop ends the recording early with the processing message', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(PROCESSING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
});
