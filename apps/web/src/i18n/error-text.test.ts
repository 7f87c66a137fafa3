import { AUTH_MESSAGES } from '@dhvani/contract/auth';
import { ERROR_CODES } from '@dhvani/contract/envelope';
import { LOCALES } from '@dhvani/contract/locales';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorText, codeText, messageText } from './error-text';
import { setLocale } from './i18n-store';

/** A failed call as axios reports it, with the server's error envelope. */
function failed(body: object): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status: 404,
    statusText: 'Not Found',
    headers: {},
    config,
    data: { statusCode: 404, success: false, ...body },
  });
}

afterEach(() => setLocale('en'));

describe('server and contract messages in the reader language', () => {
  const phoneUnknown = failed({
    message: 'User with this phone number does not exist.',
    code: 'signIn.phoneUnknown',
  });

  it("keeps the server's English sentence for English (SPEC §8), the fallback when it has none", async () => {
    await setLocale('en');
    expect(apiErrorText(phoneUnknown, 'Failed to send OTP')).toBe(
      'User with this phone number does not exist.',
    );
    expect(apiErrorText(failed({ message: '' }), 'Failed to send OTP')).toBe('Failed to send OTP');
  });

  it('words an error by its code in Hindi, and never shows English the catalog cannot word', async () => {
    await setLocale('hi');
    expect(apiErrorText(phoneUnknown, 'ओटीपी नहीं भेजा जा सका')).toBe('इस फ़ोन नंबर से कोई खाता नहीं है।');
    const unknown = failed({ message: 'Something only English says.', code: 'nowhere.known' });
    expect(apiErrorText(unknown, 'ओटीपी नहीं भेजा जा सका')).toBe('ओटीपी नहीं भेजा जा सका');
  });

  it('words a contract validation message through its table, in Tamil', async () => {
    await setLocale('ta');
    expect(messageText(AUTH_MESSAGES.invalidPhone, { auth: AUTH_MESSAGES })).toBe(
      'சரியான 10 இலக்கக் கைபேசி எண்ணை உள்ளிடுங்கள்.',
    );
    expect(messageText('Not from any table.', { auth: AUTH_MESSAGES })).toBe('Not from any table.');
  });
});

describe('the named error codes (duplicate audio, upload limits, full disk, consent)', () => {
  const params = { limit: 10, per: 'minute', retryAfterSeconds: 42 };

  it.each(LOCALES)('are worded in %s, with their values filled in', async (locale) => {
    await setLocale(locale);
    for (const code of ERROR_CODES) {
      const text = codeText(code, params);
      expect(text, `${locale}: ${code}`).toBeTruthy();
      expect(text, `${locale}: ${code}`).not.toMatch(/[{}]/);
    }
  });

  it('tells a person over the minute limit how long to wait, and one over the day limit to come back', async () => {
    await setLocale('hi');
    const refused = (per: string) =>
      apiErrorText(
        failed({ message: 'Too many uploads', code: 'too_many_uploads', params: { ...params, per } }),
        'रिकॉर्डिंग नहीं भेजी जा सकी',
      );
    expect(refused('minute')).toContain('42');
    expect(refused('day')).toContain('10');
    expect(refused('day')).not.toContain('42');
  });
});
