import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@dhvani/contract/contact';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { bearer, randomIp, registerAdmin, registerUser } from '../../../test/support/accounts.js';
import { CONTACT_RATE_LIMIT } from './routes.js';

const CONTACT_TO = 'team@dhvani.example';
const valid = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  subject: 'Dataset partnership',
  message: 'We would like to collect Tamil healthcare speech with you.',
  date: '12/05/2025',
  time: '10:30:00',
};

describe('contact API', () => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_TO });
    adminToken = (await registerAdmin(t.app)).accessToken;
    userToken = (await registerUser(t.app)).accessToken;
  });
  afterAll(() => t.close());

  const send = (payload: object, remoteAddress = randomIp()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress });
  const list = (headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/contact-messages', headers, query });

  it('answers each empty field with its SPEC §5 message', async () => {
    const res = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ path: string; message: string }>;
    const first = (path: string) => errors.find((e) => e.path === path)?.message;
    expect(first('name')).toBe(CONTACT_MESSAGES.nameRequired);
    expect(first('email')).toBe(CONTACT_MESSAGES.emailRequired);
    expect(first('subject')).toBe(CONTACT_MESSAGES.subjectRequired);
    expect(first('message')).toBe(CONTACT_MESSAGES.messageRequired);
  });

  it('refuses an address with a space or without a domain', async () => {
    for (const email of ['meera @example.org', 'meera@example', 'meera']) {
      const res = await send({ ...valid, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'email', message: CONTACT_MESSAGES.invalidEmail });
    }
  });

  it('stores a valid message, forwards it to CONTACT_TO and shows it to an admin', async () => {
    const res = await send({ ...valid, name: '  Meera Iyer  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: CONTACT_MESSAGES.sent });
    const id = res.json().data._id as string;

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
      query: { to: CONTACT_TO },
    });
    const mail = (outbox.json().data as Array<{ subject: string; text: string }>)[0];
    expect(mail?.subject).toBe('[Contact] Dataset partnership');
    expect(mail?.text).toContain('Meera Iyer <meera@example.org>');
    expect(mail?.text).toContain(valid.message);

    const page = await list(bearer(adminToken));
    expect(page.statusCode).toBe(200);
    expect(page.json().data[0]).toMatchObject({
      _id: id,
      name: 'Meera Iyer',
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      senderDate: valid.date,
      senderTime: valid.time,
      delivery: 'sent',
    });
  });

  it('refuses an address that carries URL or mail-header syntax, so it stays one plain address', async () => {
    const hostile = [
      'reply@evil.example?cc=boss@corp.example&body=Wire%20money',
      'reply@evil.example?body=Wire%20money&subject=Re',
      'reply@evil.example&cc=boss@corp.example',
      'reply@evil.example\r\nBcc: boss@corp.example',
      'reply@evil.example\nBcc: boss@corp.example',
      'reply@evil.example,boss@corp.example',
      'reply@evil.example;boss@corp.example',
      'Mallory <reply@evil.example>',
      '"reply"@evil.example',
      'reply@evil@example.org',
      'reply%40evil.example@example.org',
      're..ply@example.org',
      '.reply@example.org',
      'reply@-evil.example',
      'reply@evil.example.',
      'reply@127.0.0.1',
    ];
    for (const email of hostile) {
      const res = await send({ ...valid, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'email', message: CONTACT_MESSAGES.invalidEmail });
    }
    for (const email of ['meera.iyer+contact@mail.example.co.in', "o'brien@example.ie", 'मीरा@उदाहरण.भारत']) {
      expect((await send({ ...valid, email })).statusCode, email).toBe(201);
    }
  });

  it('lets only admins read messages: 401 anonymous, 403 for a contributor', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(bearer(userToken))).statusCode).toBe(403);
  });

  it('pages newest first', async () => {
    for (const subject of ['first', 'second', 'third']) {
      t.clock.advance(1_000);
      expect((await send({ ...valid, subject })).statusCode).toBe(201);
    }
    const page = await list(bearer(adminToken), { page: '1', limit: '2' });
    const body = page.json();
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['third', 'second']);
    expect(body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(4);
    const next = await list(bearer(adminToken), { page: '2', limit: '2' });
    expect(next.json().data[0].subject).toBe('first');
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages per IP, then answers 429, without limiting other IPs`, async () => {
    const ip = randomIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await send(valid, ip)).statusCode).toBe(201);
    }
    const blocked = await send(valid, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().success).toBe(false);
    expect((await send(valid, randomIp())).statusCode).toBe(201);
  });
});

describe('contact API without CONTACT_TO', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and marks the forward as skipped', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const admin = await registerAdmin(t.app);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/contact-messages',
      headers: bearer(admin.accessToken),
    });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().data[0]).toMatchObject({ subject: valid.subject, delivery: 'skipped' });
  });
});
