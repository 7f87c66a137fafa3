// What the sentence specs share: sentences nobody else's run has (three words of a small vocabulary picked
// at random in a fixed frame: the rules forbid digits, so no counter can make them unique), the
// Hindi-reading admin's session, and axe's serious findings.
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_HINDI_ADMIN } from '../support/server.js';
import type { RecordingUser } from '../support/recording-user.js';

const HINDI = ['किसान', 'शिक्षक', 'डॉक्टर', 'दुकानदार', 'बच्चे', 'दादी', 'पड़ोसी', 'माली', 'डाकिया', 'बुनकर'];
const HINDI_PLACES = ['गाँव', 'बाज़ार', 'अस्पताल', 'विद्यालय', 'खेत', 'नदी', 'मेला', 'स्टेशन', 'दफ़्तर', 'मंदिर'];
const TAMIL = ['விவசாயி', 'ஆசிரியர்', 'மருத்துவர்', 'கடைக்காரர்', 'குழந்தைகள்', 'பாட்டி', 'தோட்டக்காரர்', 'நெசவாளர்'];
const TAMIL_PLACES = ['கிராமம்', 'சந்தை', 'மருத்துவமனை', 'பள்ளி', 'வயல்', 'ஆறு', 'திருவிழா', 'நிலையம்'];
const pick = (list: readonly string[]) => list[randomInt(0, list.length)]!;

/** `count` different Hindi sentences that pass the rules, unlikely to exist already. */
export function hindiSentences(count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    out.add(`${pick(HINDI)} और ${pick(HINDI)} ${pick(HINDI_PLACES)} से ${pick(HINDI_PLACES)} तक पैदल गए।`);
  }
  return [...out];
}

export function tamilSentence(): string {
  return `${pick(TAMIL)} ${pick(TAMIL)} உடன் ${pick(TAMIL_PLACES)} முதல் ${pick(TAMIL_PLACES)} வரை நடந்து சென்றார்.`;
}

/** The admin who reads the app in Hindi (see E2E_HINDI_ADMIN), signed in through the API. */
export async function hindiAdminSession(request: APIRequestContext): Promise<RecordingUser> {
  const login = await request.post('/api/v1/users/login', { data: E2E_HINDI_ADMIN });
  expect(login.ok()).toBe(true);
  const { user, accessToken, refreshToken } = (await login.json()).data;
  return { ...user, phoneNo: '', email: E2E_HINDI_ADMIN.email, accessToken, refreshToken };
}

export async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

/** Nothing on the page is wider than a 390 px phone. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}
