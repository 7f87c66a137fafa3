import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the DESIGN §2 defaults to an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeNull();
    expect(c.storage.driver).toBe('local');
    expect(c.delivery.driver).toBe('outbox');
    expect(c.env).toBe('development');
  });

  it('turns the outbox off in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).delivery.driver).toBe('none');
    expect(() => loadConfig({ NODE_ENV: 'production', DELIVERY: 'outbox' })).toThrow(
      /outbox is for development/,
    );
  });

  it('shortens the wait between two codes only outside production (CODE_RESEND_SECONDS)', () => {
    expect(loadConfig({}).codeResendIntervalMs).toBe(30_000);
    expect(loadConfig({ NODE_ENV: 'test', CODE_RESEND_SECONDS: '1' }).codeResendIntervalMs).toBe(1000);
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_RESEND_SECONDS: '1' })).toThrow(
      /CODE_RESEND_SECONDS: below 30 is for test servers only/,
    );
    expect(loadConfig({ NODE_ENV: 'production', CODE_RESEND_SECONDS: '60' }).codeResendIntervalMs).toBe(
      60_000,
    );
  });

  it('fails fast and lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORAGE: 's3', ADMIN_EMAIL: 'not-an-email' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must start with postgres/);
    expect(problems).toMatch(/ADMIN_EMAIL/);
    expect(problems).toMatch(/S3_BUCKET: is required when STORAGE=s3/);
  });

  it('needs the grievance officer named with a way to reach them, or not at all', () => {
    expect(loadConfig({}).grievanceOfficer).toBeNull();
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'g@example.org' })).toThrow(
      /GRIEVANCE_OFFICER_NAME: is required/,
    );
    expect(() => loadConfig({ GRIEVANCE_OFFICER_NAME: 'Asha Rao' })).toThrow(/e-mail address or a phone/);
    expect(
      loadConfig({ GRIEVANCE_OFFICER_NAME: 'Asha Rao', GRIEVANCE_OFFICER_PHONE: '+91 80 1234 5678' }),
    ).toMatchObject({ grievanceOfficer: { name: 'Asha Rao', phone: '+91 80 1234 5678', email: null } });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeNull();
  });

  it('takes a recogniser only with a base URL and a model, and names the variable that is wrong (decision 0049)', () => {
    expect(loadConfig({}).transcriber).toBeNull();
    expect(
      loadConfig({ TRANSCRIBER_URL: 'http://127.0.0.1:8000/v1', TRANSCRIBER_MODEL: 'whisper' }).transcriber,
    ).toEqual({ baseUrl: 'http://127.0.0.1:8000/v1', model: 'whisper', apiKey: '', timeoutMs: 60_000 });
    expect(
      loadConfig({
        TRANSCRIBER_URL: 'https://asr.example.org/v1',
        TRANSCRIBER_MODEL: 'whisper',
        TRANSCRIBER_API_KEY: 'sk-1',
        TRANSCRIBER_TIMEOUT_SECONDS: '20',
      }).transcriber,
    ).toMatchObject({ apiKey: 'sk-1', timeoutMs: 20_000 });
    expect(() => loadConfig({ TRANSCRIBER_URL: 'ftp://asr.example.org', TRANSCRIBER_MODEL: 'w' })).toThrow(
      /TRANSCRIBER_URL: must be an http:\/\/ or https:\/\/ base URL/,
    );
    expect(() => loadConfig({ TRANSCRIBER_URL: 'not a url', TRANSCRIBER_MODEL: 'w' })).toThrow(
      /TRANSCRIBER_URL: must be an http/,
    );
    expect(() => loadConfig({ TRANSCRIBER_URL: 'http://127.0.0.1:8000/v1' })).toThrow(
      /TRANSCRIBER_MODEL: TRANSCRIBER_URL and TRANSCRIBER_MODEL must be set together/,
    );
    expect(() =>
      loadConfig({
        TRANSCRIBER_URL: 'http://a/v1',
        TRANSCRIBER_MODEL: 'w',
        TRANSCRIBER_TIMEOUT_SECONDS: '0',
      }),
    ).toThrow(/TRANSCRIBER_TIMEOUT_SECONDS/);
  });
});
