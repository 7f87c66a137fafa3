import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { randomIp, uniqueEmail, uniquePhone } from '../../../test/support/accounts.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No DNS lookups of the test client: they can take seconds without a network.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface SmsRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startSmsProvider(status = 200) {
  const requests: SmsRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"msg-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('delivery drivers', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  const post = (t: TestApp, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, remoteAddress: randomIp() });

  it('sends the e-mail code through SMTP to a real SMTP server', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const t = await createTestApp({
      DELIVERY: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Dhvani Shilp <codes@dhvani.test>',
    });
    cleanups.push(t.close);
    const email = uniqueEmail();
    const res = await post(t, 'send-verification-code', { email });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('codes@dhvani.test');
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Your Dhvani Shilp verification code$/m);
    const code = /(\d{6}) is your Dhvani Shilp verification code/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code that arrived is the one the server accepts.
    expect((await post(t, 'verify-email-code', { email, code: code! })).statusCode).toBe(200);
    // No outbox outside DELIVERY=outbox.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
  });

  it('sends the OTP to the HTTP SMS provider with the documented request', async () => {
    const provider = await startSmsProvider();
    cleanups.push(provider.close);
    const t = await createTestApp({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_API_URL: provider.url,
      SMS_API_KEY: 'key-123',
      SMS_SENDER_ID: 'DHVANI',
    });
    cleanups.push(t.close);
    const phoneNo = uniquePhone();
    const res = await post(t, 'send-phone-otp-register', { phoneNo });
    expect(res.statusCode).toBe(200);
    expect(provider.requests).toHaveLength(1);
    const req = provider.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/messages');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe('Bearer key-123');
    const body = JSON.parse(req.body);
    expect(Object.keys(body).sort()).toEqual(['from', 'message', 'to']);
    expect(body.to).toBe(`+91${phoneNo}`);
    expect(body.from).toBe('DHVANI');
    expect(body.message).toMatch(
      /^\d{6} is your Dhvani Shilp verification code\. It expires in 10 minutes\./,
    );
    const otp = body.message.slice(0, 6);
    expect((await post(t, 'verify-phone-otp', { phoneNo, otp })).statusCode).toBe(200);
  });

  it('answers 503 with a clear message when the SMS provider fails, and logs no code', async () => {
    const provider = await startSmsProvider(500);
    cleanups.push(provider.close);
    const t = await createTestApp({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_API_URL: provider.url,
    });
    cleanups.push(t.close);
    const logged = vi.spyOn(t.app.log, 'error');
    const res = await post(t, 'send-phone-otp-register', { phoneNo: uniquePhone() });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'We could not send the SMS right now. Please try again in a few minutes.',
    );
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ channel: 'sms' }), 'delivery failed');
    const sent = JSON.parse(provider.requests[0]!.body).message as string;
    expect(JSON.stringify(logged.mock.calls)).not.toContain(sent.slice(0, 6));
  });

  it('in production with no provider: sending fails with 503 and a log line, and there is no outbox', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    cleanups.push(t.close);
    const logged = vi.spyOn(t.app.log, 'error');
    const email = await post(t, 'send-verification-code', { email: uniqueEmail() });
    expect(email.statusCode).toBe(503);
    expect(email.json().message).toMatch(/Sending e-mails is not set up on this server/);
    const sms = await post(t, 'send-phone-otp-register', { phoneNo: uniquePhone() });
    expect(sms.statusCode).toBe(503);
    expect(sms.json().message).toMatch(/Sending SMS codes is not set up on this server/);
    expect(logged).toHaveBeenCalledWith(
      { channel: 'email' },
      expect.stringMatching(/delivery not configured/),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).body).not.toContain('Dev outbox');
  });

  it('keeps messages in the outbox by default, newest first, as JSON and as an escaped page', async () => {
    const t = await createTestApp();
    cleanups.push(t.close);
    const phoneNo = uniquePhone();
    await post(t, 'send-verification-code', { email: uniqueEmail() });
    await post(t, 'send-phone-otp-register', { phoneNo });
    t.clock.advance(30_000);
    await post(t, 'send-phone-otp-register', { phoneNo });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', query: { to: phoneNo } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      channel: 'sms',
      to: phoneNo,
      subject: null,
      text: expect.stringContaining(data[0].code),
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.any(String),
    });
    expect(new Date(data[0].createdAt).getTime()).toBeGreaterThan(new Date(data[1].createdAt).getTime());
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { to: '<script>x</script>' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body).not.toContain('<script>');
    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(all.body).toContain(phoneNo);
  });
});
