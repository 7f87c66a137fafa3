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
});
