// Issue 33, as a newcomer meets the product on a phone, in Hindi and in Tamil (390×844, touch), on a machine
// with no Indian-script font of its own: every page, the toast and the recording screen are drawn in the
// face the page ships (checked on the fonts Chromium really used for the text, with screenshots in the
// test output), no other script's font is fetched, "Start Contributing" leads to sign-up and sign-up back
// into the recording flow, a statement ticks its box when tapped, the recording language is chosen for them,
// with the longest text the server can issue, the text, the clock and Stop stay on screen together, and a
// reload on the review step returns there with the player and the same warnings.
import { execFileSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READING_TEXT_SENTENCES_MAX } from '@dhvani/contract/reading-texts';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForCode } from '../support/outbox.js';
import { keptAndFinished } from '../support/unsent-store.js';
import { catalog, shown, stepHeading } from './i18n-support.js';

// No trace: its DOM snapshots lay out even the closed language menu, whose entries name each language in its
// own script, so every script's font was fetched while tracing (seen here), as no visitor's browser does.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, trace: 'off' });

const LANGUAGES = [
  { locale: 'hi', language: 'Hindi', face: 'Noto Sans Devanagari', file: 'devanagari', name: 'कविता' },
  { locale: 'ta', language: 'Tamil', face: 'Noto Sans Tamil', file: 'tamil', name: 'கவிதா' },
] as const;
type Language = (typeof LANGUAGES)[number];

/** The longest text POST /reading-texts can issue: the most sentences a text may have, the longest ones. */
function longestBuiltInText(language: string, domain: string): string {
  const file = join(
    import.meta.dirname,
    '../../apps/server/src/modules/sentences/corpus',
    `${language.toLowerCase()}.json`,
  );
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as { sentences: Record<string, string[]> };
  return [...corpus.sentences[domain]!]
    .sort((a, b) => b.length - a.length)
    .slice(0, READING_TEXT_SENTENCES_MAX)
    .join(' ');
}

/**
 * The fonts Chromium drew an element's text with (DevTools' CSS.getPlatformFontsForNode): the shipped face
 * must carry every glyph of the script, and no font of the machine's own may draw any.
 */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    // The fonts of the element's own text (its child text nodes).
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return new Map(
      fonts.map((font) => [font.familyName, { custom: font.isCustomFont, glyphs: font.glyphCount }]),
    );
  } finally {
    await cdp.detach();
  }
}

async function expectDrawnInItsFace(page: Page, selector: string, lang: Language) {
  await page.evaluate(() => document.fonts.ready);
  const fonts = await fontsDrawing(page, selector);
  expect(fonts.get(lang.face)?.glyphs ?? 0, `${selector}: glyphs drawn in ${lang.face}`).toBeGreaterThan(0);
  const system = [...fonts].filter(([, font]) => !font.custom).map(([family]) => family);
  expect(system, `${selector}: text drawn in the machine's own fonts (boxes where it has no glyph)`).toEqual(
    [],
  );
}

/** Font files of another Indian script than the page's. */
const otherScripts = (files: string[], lang: Language) =>
  files.filter((file) => file.startsWith('noto-sans-') && !file.includes(lang.file));

async function keepShot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const inViewport = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390);
};

test('the machine has no Devanagari or Tamil font of its own, so the pages must bring theirs', () => {
  const families = (lang: string) =>
    execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
  expect(families('hi').trim() + families('ta').trim()).toBe('');
});

for (const lang of LANGUAGES) {
  test(`a ${lang.language} newcomer on a phone: real letters on every screen, a recording screen that fits, and a reload on review that returns there`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    const m = catalog(lang.locale, 'marketing');
    const a = catalog(lang.locale, 'auth');
    const r = catalog(lang.locale, 'recording');
    const fontFiles: string[] = [];
    context.on('request', (req) => {
      if (req.resourceType() === 'font') fontFiles.push(new URL(req.url()).pathname.split('/').pop()!);
    });

    // The landing page, first visit, in the language: its own words in its own face, and no other script's.
    await page.goto(`/${lang.locale}`);
    await page.evaluate(() => document.fonts.ready);
    expect(otherScripts(fontFiles, lang)).toEqual([]);
    const hero = page.getByRole('heading', { level: 1, name: m('landing.hero.title') });
    await expect(hero).toBeVisible();
    await expectDrawnInItsFace(page, '#hero-title', lang);
    await expectDrawnInItsFace(page, '#hero-title + p', lang);
    await keepShot(page, testInfo, `${lang.locale}-1-landing`);

    // "Start Contributing": a newcomer is taken to sign-up.
    await page.getByRole('link', { name: m('landing.hero.start') }).tap();
    await expect(page).toHaveURL((url) => url.pathname === `/${lang.locale}/auth/signup`);
    await expect(page.getByText(shown(a('signUp.step'), { step: 1 }))).toBeVisible();
    await expectDrawnInItsFace(page, 'main h1', lang);
    await expectDrawnInItsFace(page, 'label[for="signup-mother-tongue"]', lang);
    await keepShot(page, testInfo, `${lang.locale}-2-sign-up`);

    const phoneNo = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const email = `phone-${lang.locale}-${Date.now()}-${randomInt(0, 1e6)}@example.test`;
    await page.getByLabel(a('signUp.name'), { exact: true }).fill(lang.name);
    await page.getByLabel(a('signUp.gender'), { exact: true }).selectOption('female');
    await page.getByLabel(a('signUp.dob'), { exact: true }).fill('1994-07-21');
    await page.getByLabel(a('signUp.city'), { exact: true }).fill('Madurai');
    // Odia is a mother tongue now (issue 33); the page's language still chooses the recording language.
    await page.getByLabel(a('signUp.motherTongue'), { exact: true }).selectOption('Odia');
    await page.getByRole('textbox', { name: a('signUp.phone') }).fill(phoneNo);
    await page.getByRole('textbox', { name: a('signUp.email') }).fill(email);
    await page.getByRole('button', { name: a('signUp.next'), exact: true }).tap();
    await expect(page.getByText(shown(a('signUp.step'), { step: 2 }))).toBeVisible();

    let since = new Date();
    await page.getByRole('button', { name: a('signUp.sendOtp'), exact: true }).tap();
    // A toast, in the page's face too.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: a('signUp.otpSent') });
    await expect(toast).toBeVisible();
    await expectDrawnInItsFace(page, '[data-sonner-toast] [data-title]', lang);
    await keepShot(page, testInfo, `${lang.locale}-3-toast`);
    await page
      .getByRole('textbox', { name: a('signUp.otpLabel') })
      .fill(await waitForCode(request, phoneNo, { since, channel: 'sms' }));
    await page.getByRole('button', { name: a('signUp.verifyOtp'), exact: true }).tap();
    await expect(page.getByText(a('signUp.phoneVerified'))).toBeVisible();
    since = new Date();
    await page.getByRole('button', { name: a('signUp.sendCode'), exact: true }).tap();
    await page
      .getByRole('textbox', { name: a('signUp.codeLabel') })
      .fill(await waitForCode(request, email, { since, channel: 'email' }));
    await page.getByRole('button', { name: a('signUp.verifyCode'), exact: true }).tap();
    await expect(page.getByText(a('signUp.emailVerified'))).toBeVisible();
    await page.getByLabel(a('signUp.password'), { exact: true }).fill('record-pass-1');
    await page.getByLabel(a('signUp.confirmPassword'), { exact: true }).fill('record-pass-1');
    await page.getByRole('button', { name: a('signUp.create'), exact: true }).tap();

    // Onward to where they were going: the recording flow.
    await expect(page).toHaveURL((url) => url.pathname === `/${lang.locale}/qr-recording`);
    await expect(stepHeading(page, r('step.1'))).toBeVisible();
    await page.getByRole('button', { name: r('welcome.start'), exact: true }).tap();
    await expect(stepHeading(page, r('step.2'))).toBeVisible();

    // Tapping a statement ticks its box; its Read link is beside it, not inside it.
    for (const key of ['consent.dataUsage', 'consent.recording', 'consent.terms']) {
      const box = page.getByRole('checkbox', { name: r(key) });
      await expect(box).not.toBeChecked();
      await page.getByText(r(key), { exact: true }).tap();
      await expect(box).toBeChecked();
    }
    await expect(page).toHaveURL((url) => url.pathname === `/${lang.locale}/qr-recording`);
    expect(context.pages()).toHaveLength(1);

    // The notice, as a new tab opens it: in the language and its face.
    const notice = await context.newPage();
    fontFiles.length = 0;
    await notice.goto(`/${lang.locale}/privacy`);
    await notice.evaluate(() => document.fonts.ready);
    expect(otherScripts(fontFiles, lang)).toEqual([]);
    await expect(notice.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDrawnInItsFace(notice, 'main h1', lang);
    await expectDrawnInItsFace(notice, 'main p', lang);
    await keepShot(notice, testInfo, `${lang.locale}-4-privacy`);
    await notice.close();

    await page.getByRole('button', { name: r('next'), exact: true }).tap();
    await expect(stepHeading(page, r('step.3'))).toBeVisible();
    // The recording language is the page's, chosen already; the domain is the person's to pick.
    await expect(page.getByLabel(r('choose.language'), { exact: true })).toHaveValue(lang.language);

    // The longest text the server can issue, to see that the screen holds whatever it is given.
    const longest = longestBuiltInText(lang.language, 'healthcare');
    await page.route('**/api/v1/reading-texts', (route) =>
      route.fulfill({
        json: {
          statusCode: 200,
          success: true,
          message: 'Text ready',
          data: {
            id: randomUUID(),
            text: longest,
            language: lang.language,
            domain: 'healthcare',
            sentences: [{ id: 'longest', text: longest }],
          },
        },
      }),
    );
    await page.getByLabel(r('choose.domain'), { exact: true }).selectOption('healthcare');
    await expect(page.locator('blockquote')).toHaveText(longest);
    await page.getByRole('button', { name: r('next'), exact: true }).tap();
    await expect(stepHeading(page, r('step.4'))).toBeVisible();
    // No keyboard hints on a touch screen: the key names are on the page, not shown.
    await expect(page.locator('kbd')).not.toHaveCount(0);
    for (const key of await page.locator('kbd').all()) await expect(key).toBeHidden();
    await page.getByRole('button', { name: r('prompt.start'), exact: true }).tap();

    await expect(stepHeading(page, r('step.5'))).toBeVisible();
    const text = page.locator('blockquote');
    const clock = page.getByRole('timer', { name: r('session.elapsed') });
    const stop = page.getByRole('button', { name: r('session.stop'), exact: true });
    const pause = page.getByRole('button', { name: r('session.pause'), exact: true });
    await expect(clock).toHaveText(/0:0[2-9]/, { timeout: 20_000 });
    for (const [name, locator] of [
      ['the text', page.getByTestId('reading-scroll')],
      ['the timer', clock],
      ['the level', page.getByRole('meter', { name: r('session.level') })],
      ['Stop', stop],
      ['Pause', pause],
    ] as const)
      expect(await inViewport(locator), `${name} inside the 390×844 screen`).toBe(true);
    // The long text scrolls inside its card, under the recorder that stays put.
    const scroll = page.getByTestId('reading-scroll');
    expect(await scroll.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const stopBefore = await stop.boundingBox();
    await scroll.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await stop.boundingBox()).toEqual(stopBefore);
    expect(await scroll.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true);
    await expect(page.locator('kbd')).not.toHaveCount(0);
    for (const key of await page.locator('kbd').all()) await expect(key).toBeHidden();
    await expectDrawnInItsFace(page, '[data-testid="reading-scroll"] blockquote', lang);
    await expectDrawnInItsFace(page, '#session-title', lang);
    await expect(text).toHaveAttribute('lang', lang.locale);
    await keepShot(page, testInfo, `${lang.locale}-5-recording`);

    await stop.tap();
    await expect(stepHeading(page, r('step.6'))).toBeVisible();
    const warnings = await page.locator('p.text-warning').allTextContents();

    // A reload on the review step (a phone that dropped the tab) returns to it: the player, every warning.
    await expect.poll(() => keptAndFinished(page)).toBe(true);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(stepHeading(page, r('step.6'))).toBeVisible();
    const player = page.getByLabel(r('review.audioLabel'), { exact: true });
    await expect(player).toBeVisible();
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(1);
    expect(await page.locator('p.text-warning').allTextContents()).toEqual(warnings);
    await expectDrawnInItsFace(page, 'main h1', lang);
    await keepShot(page, testInfo, `${lang.locale}-6-review-after-reload`);
  });
}
