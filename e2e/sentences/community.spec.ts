// A contributor proposes a sentence in Tamil on a phone, two others approve it (one on the page with the
// keyboard, one through the API), and the proposer sees it accepted (issue 32).
import { expect, test, type Page } from '@playwright/test';
import { catalog, shown } from '../i18n/i18n-support.js';
import { registerRecordingUser, signInPage } from '../support/recording-user.js';
import { expectNoSeriousAxeFindings, expectNoSidewaysScroll, tamilSentence } from './sentences-support.js';

const s = catalog('ta', 'sentences');

/** Skips pending Tamil sentences until `id` is the one shown: other runs may have left some waiting. */
async function reachSentence(page: Page, id: string) {
  const shownSentence = page.locator('[data-sentence-id]');
  for (let n = 0; n < 100; n++) {
    await expect(shownSentence).toBeVisible();
    const current = await shownSentence.getAttribute('data-sentence-id');
    if (current === id) return;
    await page.getByRole('button', { name: s('review.skip') }).click();
    await expect(page.locator(`[data-sentence-id="${current}"]`)).toHaveCount(0);
  }
  throw new Error(`sentence ${id} was never offered`);
}

test('a proposal in Tamil is validated by two reviews (390 px, keyboard)', async ({
  page,
  request,
  browser,
}) => {
  const [proposer, first, second] = [
    await registerRecordingUser(request),
    await registerRecordingUser(request),
    await registerRecordingUser(request),
  ];
  const sentence = tamilSentence();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, proposer);
  await page.goto('/ta/sentences');
  await page.getByLabel(s('propose.language'), { exact: true }).selectOption('Tamil');
  await page.getByLabel(s('propose.domain'), { exact: true }).selectOption('education');
  await page.getByLabel(s('propose.sentence'), { exact: true }).fill(`  ${sentence}`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: s('propose.submit') }).click();
  const mine = page.getByTestId('my-sentences').getByRole('listitem').filter({ hasText: sentence });
  await expect(mine).toContainText(shown(s('mine.status.pending'), { approvals: 0, rejections: 0 }));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings(page);
  const sent = await request.get('/api/v1/sentences/mine', {
    headers: { authorization: `Bearer ${proposer.accessToken}` },
  });
  const id = ((await sent.json()).data as Array<{ _id: string; text: string }>).find(
    (x) => x.text === sentence,
  )!._id;

  // The first reviewer, on a phone, with the keyboard only.
  const reviewing = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reviewer = await reviewing.newPage();
  await signInPage(reviewer, first);
  await reviewer.goto('/ta/sentences');
  await reviewer.getByRole('tab', { name: s('tabs.write') }).focus();
  await reviewer.keyboard.press('ArrowRight');
  await expect(reviewer.getByRole('tab', { name: s('tabs.review') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await reviewer.getByLabel(s('review.language'), { exact: true }).selectOption('Tamil');
  await reachSentence(reviewer, id);
  await reviewer.getByRole('button', { name: s('review.yes') }).focus();
  await reviewer.keyboard.press('Enter');
  await expect(reviewer.getByRole('status').filter({ hasText: s('review.saved') })).toBeAttached();
  await expectNoSeriousAxeFindings(reviewer);
  await reviewing.close();

  const vote = await request.post(`/api/v1/sentences/${id}/votes`, {
    headers: { authorization: `Bearer ${second.accessToken}` },
    data: { approve: true },
  });
  expect((await vote.json()).data).toMatchObject({ status: 'validated', approvals: 2 });

  await page.reload();
  await expect(mine).toContainText(s('mine.status.validated'));
});
