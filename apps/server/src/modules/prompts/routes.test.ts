// POST /recordings/generate-paragraph through the API: all 60 language × domain pairs, bad values, and
// "not the same transcript twice in a row" kept in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, RECORDING_LANGUAGES } from '@dhvani/contract/enums';
import { TRANSCRIPT_MAX_WORDS, TRANSCRIPT_MIN_WORDS, countWords } from '@dhvani/contract/prompts';
import { bearer, registerUser } from '../../../test/support/accounts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { SCRIPT_OF_LANGUAGE, dominantScript } from '@dhvani/contract/scripts';

describe('POST /recordings/generate-paragraph', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t.app)).accessToken;
  });
  afterAll(async () => t.close());

  const generate = (payload: object, auth: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/recordings/generate-paragraph',
      headers: auth ? bearer(auth) : {},
      payload,
    });

  it('answers every one of the 60 pairs in the language’s script, 40–120 words, as data: string', async () => {
    const pairs = RECORDING_LANGUAGES.flatMap((language) => DOMAINS.map((domain) => ({ language, domain })));
    expect(pairs).toHaveLength(60);
    for (const pair of pairs) {
      const res = await generate(pair);
      expect(res.statusCode, `${pair.language}/${pair.domain}`).toBe(200);
      const transcript = res.json().data;
      expect(typeof transcript).toBe('string');
      expect(dominantScript(transcript), `${pair.language}/${pair.domain}`).toBe(
        SCRIPT_OF_LANGUAGE[pair.language],
      );
      const words = countWords(transcript);
      expect(words).toBeGreaterThanOrEqual(TRANSCRIPT_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(TRANSCRIPT_MAX_WORDS);
    }
  });

  it('matches values case-insensitively', async () => {
    const res = await generate({ language: 'hindi', domain: 'HEALTHCARE' });
    expect(res.statusCode).toBe(200);
    expect(dominantScript(res.json().data)).toBe('Devanagari');
  });

  it('never gives the same transcript twice in a row', async () => {
    let previous = '';
    for (let i = 0; i < 10; i++) {
      const transcript = (await generate({ language: 'Odia', domain: 'telecom' })).json().data;
      expect(transcript).not.toBe(previous);
      previous = transcript;
    }
  });

  it('refuses unknown values with a 400 that lists the allowed ones', async () => {
    const badLanguage = await generate({ language: 'Klingon', domain: 'retail' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().message).toContain(
      `language must be one of: ${RECORDING_LANGUAGES.join(', ')}`,
    );
    const badDomain = await generate({ language: 'Tamil', domain: 'space' });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json().message).toContain(`domain must be one of: ${DOMAINS.join(', ')}`);
    const missing = await generate({});
    expect(missing.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await generate({ language: 'Tamil', domain: 'retail' }, null)).statusCode).toBe(401);
  });
});
