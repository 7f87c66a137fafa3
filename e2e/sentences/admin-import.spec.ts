// An admin imports a file of sentences in /hi/admin on a phone (issue 32): the dry run shows how many can be
// added and why the other lines cannot, the import adds them, and the overview's counts go up by as many.
import { expect, test } from '@playwright/test';
import { catalog, shown } from '../i18n/i18n-support.js';
import { signInPage } from '../support/recording-user.js';
import {
  hindiAdminSession,
  expectNoSeriousAxeFindings,
  expectNoSidewaysScroll,
  hindiSentences,
} from './sentences-support.js';

test('an admin checks a file, imports it, and the counts go up (Hindi, 390 px)', async ({
  page,
  request,
}) => {
  const admin = await hindiAdminSession(request);
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  const counts = async () => {
    const res = await request.get('/api/v1/admin/sentences/overview', { headers: auth });
    const rows = (await res.json()).data.rows as Array<{
      language: string;
      domain: string;
      validated: number;
    }>;
    return rows.find((r) => r.language === 'Hindi' && r.domain === 'retail')!.validated;
  };
  const before = await counts();
  const good = hindiSentences(3);
  const file = [good[0], good[1], 'मेरे पास 5 किताबें हैं।', good[0], 'मुझे WiFi का पासवर्ड चाहिए।', good[2]].join(
    '\r\n',
  );

  const a = catalog('hi', 'admin');
  const common = catalog('hi', 'common');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, admin);
  await page.goto('/hi/admin');
  await page.getByRole('tab', { name: a('tabs.sentences') }).click();
  await page.getByLabel(a('sentences.import.file'), { exact: true }).setInputFiles({
    name: 'hindi-retail.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`\ufeff${file}`),
  });
  await page.getByLabel(a('sentences.import.language'), { exact: true }).selectOption('Hindi');
  await page.getByLabel(a('sentences.import.domain'), { exact: true }).selectOption('retail');
  await page.getByLabel(a('sentences.import.source'), { exact: true }).fill('ई-ई परीक्षण');
  await page.getByRole('button', { name: a('sentences.import.check') }).click();

  // The newest import is first; the background job checks it and the tab follows it.
  const card = page.locator('[data-import-id]').first();
  await expect(card).toHaveAttribute('data-state', 'checked', { timeout: 60_000 });
  await expect(card.getByTestId('import-summary')).toHaveText(
    shown(a('sentences.imports.summary'), { lines: 6, accepted: 3 }),
  );
  await expect(card.locator('[data-reason="digits"]')).toContainText(common('sentenceRule.digits'));
  await expect(card.locator('[data-reason="latin_in_indic"]')).toContainText(
    common('sentenceRule.latin_in_indic'),
  );
  await expect(card.locator('[data-reason="duplicate"]')).toContainText(
    shown(a('sentences.imports.line'), { line: 4 }),
  );
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings(page);

  await card.getByRole('button').first().click();
  await expect(card).toHaveAttribute('data-state', 'imported', { timeout: 60_000 });
  await expect(card.getByTestId('import-result')).toContainText('3');
  expect(await counts()).toBe(before + 3);
  // The overview on the tab says so too, once it is asked again.
  await page.reload();
  await page.getByRole('tab', { name: a('tabs.sentences') }).click();
  await expect(page.locator('[data-row="Hindi/retail"] td').nth(2)).toHaveText(String(before + 3));
});
