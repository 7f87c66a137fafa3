// The authorization matrix (issue 6): every route the app registers, called as anonymous, a contributor,
// another contributor and an admin, against what each may do. A route missing from MATRIX fails the test,
// so a new endpoint cannot ship without a decision about who may call it.
//
// Requests are valid (right bodies and queries): most routes check their input before the auth pre-handler
// runs, and a 400 would hide whether the route is guarded at all.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS } from '@dhvani/contract/reviews';
import { SESSION_EXPIRED } from '../src/plugins/auth.js';
import {
  bearer,
  randomIp,
  registerAdmin,
  registerUser,
  registrationBody,
  signIn,
  uniqueEmail,
  uniquePhone,
  type RegisteredUser,
} from './support/accounts.js';
import { giveConsent, makeWav, multipart, upload, uploadParts } from './support/recordings.js';
import { registeredRoutes } from './support/route-list.js';
import { importBody } from './support/sentence-imports.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Role = 'anonymous' | 'other' | 'contributor' | 'admin';
/**
 * public: anyone; user: any signed-in user; owner: the recording's owner or an admin; self: only the user
 * it belongs to (a resumable upload: admins too get 404); admin: admins.
 */
type Access = 'public' | 'user' | 'owner' | 'self' | 'admin';
interface Ctx {
  t: TestApp;
  contributor: RegisteredUser;
  recordingId: string;
  spareRecordingId: string;
  /** The contributor's own delete (DELETE /recordings/:id) takes this one. */
  ownSpareRecordingId: string;
  uploadId: string;
  /** The contributor's data export. */
  exportId: string;
  /** A reading text issued to the contributor. */
  readingTextId: string;
}
interface Row {
  access: Access;
  request?: (ctx: Ctx, as: RegisteredUser | null) => Partial<InjectOptions> | Promise<Partial<InjectOptions>>;
  /** The call changes the caller's account or session: each role uses an identity made for this row. */
  throwaway?: boolean;
}

const ROLES: Role[] = ['anonymous', 'other', 'contributor', 'admin'];
const GATE_401 = ['Please sign in to continue.', SESSION_EXPIRED];
const json = (payload: object) => ({ payload });
const TUS = { 'tus-resumable': '1.0.0' };
const upload_ = (c: Ctx, suffix = '') => `/api/v1/uploads/${c.uploadId}${suffix}`;
// Review routes name a clip that does not exist: the caller's own clip is a 403 by rule, not by the gate, and
// a signed-in caller's 404 for a missing clip still proves the gate let them through.
const NO_CLIP = '00000000-0000-4000-8000-000000000000';
const review_ = (suffix: string) => `/api/v1/reviews/${NO_CLIP}${suffix}`;
const adminReview_ = (suffix: string) => `/api/v1/admin/reviews/${NO_CLIP}${suffix}`;
// Sentence routes name a sentence or an import that does not exist: a signed-in caller's 404 proves the gate.
const NO_SENTENCE = '0'.repeat(64);
const sentence_ = (suffix: string) => `/api/v1/sentences/${NO_SENTENCE}${suffix}`;
const sentenceImport_ = (suffix = '') => `/api/v1/admin/sentence-imports/${NO_CLIP}${suffix}`;

// The account routes answer at SPEC §7's root path and at the original front end's /users path (issue 25).
const UPDATE_ACCOUNT: Row = {
  access: 'user',
  request: (c, as) => json({ name: 'Same Name', email: (as ?? c.contributor).email }),
};
const CHANGE_PASSWORD: Row = {
  access: 'user',
  throwaway: true,
  request: (_c, as) => json({ oldPassword: as?.password ?? 'secret-pass-1', newPassword: 'another-pass-2' }),
};

const MATRIX: Record<string, Row> = {
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/': { access: 'public' },
  'GET /api/docs/*': { access: 'public', request: () => ({ url: '/api/docs/static/no-such-asset.js' }) },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/v1/dev/outbox': { access: 'public', request: () => ({ query: { to: 'someone@example.test' } }) },
  'GET /dev/outbox': { access: 'public', request: () => ({ query: { to: 'someone@example.test' } }) },
  'GET /api/v1/health': { access: 'public' },
  'GET /api/v1/health/live': { access: 'public' },
  'GET /api/v1/health/ready': { access: 'public' },
  'POST /api/v1/contact': {
    access: 'public',
    request: () =>
      json({ name: 'Meera', email: 'meera@example.test', subject: 'Hello', message: 'Hi there' }),
  },
  'POST /api/v1/users/check-user-existence': {
    access: 'public',
    request: (c) => json({ email: c.contributor.email }),
  },
  'POST /api/v1/users/send-phone-otp-login': {
    access: 'public',
    request: (c) => json({ phoneNo: c.contributor.phoneNo }),
  },
  'POST /api/v1/users/login-phone-otp': {
    access: 'public',
    request: (c) => json({ phoneNo: c.contributor.phoneNo, otp: '000000' }),
  },
  'POST /api/v1/users/login': {
    access: 'public',
    request: (c) => json({ email: c.contributor.email, password: c.contributor.password }),
  },
  'POST /api/v1/users/send-phone-otp-register': {
    access: 'public',
    request: () => json({ phoneNo: uniquePhone() }),
  },
  'POST /api/v1/users/verify-phone-otp': {
    access: 'public',
    request: () => json({ phoneNo: uniquePhone(), otp: '123456' }),
  },
  'POST /api/v1/users/send-verification-code': {
    access: 'public',
    request: () => json({ email: uniqueEmail() }),
  },
  'POST /api/v1/users/verify-email-code': {
    access: 'public',
    request: () => json({ email: uniqueEmail(), code: '123456' }),
  },
  'POST /api/v1/users/register': { access: 'public', request: () => json(registrationBody()) },
  'POST /api/v1/users/send-guardian-otp': {
    access: 'public',
    request: () => json({ guardianPhone: uniquePhone(), phoneNo: uniquePhone() }),
  },
  'POST /api/v1/users/verify-guardian-otp': {
    access: 'public',
    request: () => json({ guardianPhone: uniquePhone(), otp: '123456' }),
  },
  // The guardian page (issue 23) has no account: its own token (x-guardian-token) opens one phone's consents,
  // whoever is signed in; without it, 401 with its own message. guardians/guardian-page.test.ts tests that gate.
  'POST /api/v1/guardian/send-code': {
    access: 'public',
    request: () => json({ guardianPhone: uniquePhone() }),
  },
  'POST /api/v1/guardian/verify-code': {
    access: 'public',
    request: () => json({ guardianPhone: uniquePhone(), otp: '123456' }),
  },
  'GET /api/v1/guardian/children': { access: 'public' },
  'DELETE /api/v1/guardian/children/:id/consent': { access: 'public' },
  'POST /api/v1/guardian/children/:id/consent': { access: 'public' },
  'POST /api/v1/users/forgot-password': {
    access: 'public',
    request: (c) => json({ email: c.contributor.email }),
  },
  'POST /api/v1/users/reset-password': {
    access: 'public',
    request: (c) => json({ email: c.contributor.email, code: '123456', newPassword: 'another-pass-2' }),
  },
  'POST /api/v1/users/refresh-token': {
    access: 'public',
    request: async (c) =>
      json({
        refreshToken: (await signIn(c.t.app, c.contributor.email, c.contributor.password)).refreshToken,
      }),
  },
  'GET /api/v1/users/current': { access: 'user' },
  'PUT /api/v1/users/language': { access: 'user', request: () => json({ language: 'hi' }) },
  'GET /api/v1/users/recordings': { access: 'user' },
  'GET /api/v1/users/contribution-stats': { access: 'user' },
  'GET /api/v1/users/incentives': { access: 'user' },
  'GET /api/v1/users/consents': { access: 'user' },
  'GET /api/v1/users/consents/history': { access: 'user' },
  'GET /api/v1/privacy/notice': { access: 'public' },
  'GET /api/v1/rewards/about': { access: 'public' },
  'POST /api/v1/users/data-export': { access: 'user' },
  'GET /api/v1/users/data-export': { access: 'user' },
  'GET /api/v1/users/data-export/:id': {
    access: 'self',
    request: (c) => ({ url: `/api/v1/users/data-export/${c.exportId}` }),
  },
  'GET /api/v1/users/data-export/:id/download': {
    access: 'self',
    request: (c) => ({ url: `/api/v1/users/data-export/${c.exportId}/download` }),
  },
  'POST /api/v1/users/consents': {
    access: 'user',
    request: () => json({ dataUsage: true, recording: true, terms: true }),
  },
  'PUT /api/v1/update-account': UPDATE_ACCOUNT,
  'PUT /api/v1/users/update-account': UPDATE_ACCOUNT,
  'POST /api/v1/users/confirm-email-change': {
    access: 'user',
    request: () => json({ email: uniqueEmail(), code: '123456' }),
  },
  'POST /api/v1/recordings': { access: 'user', request: () => multipart(uploadParts({ wav: makeWav(3) })) },
  'POST /api/v1/recordings/': { access: 'user', request: () => multipart(uploadParts({ wav: makeWav(3) })) },
  'POST /api/v1/recordings/generate-paragraph': {
    access: 'user',
    request: () => json({ language: 'English', domain: 'healthcare' }),
  },
  'POST /api/v1/reading-texts': {
    access: 'user',
    request: () => json({ language: 'English', domain: 'healthcare' }),
  },
  'GET /api/v1/recordings/:id/audio': { access: 'owner' },
  'POST /api/v1/uploads': {
    access: 'user',
    request: () => ({ headers: { ...TUS, 'upload-defer-length': '1' } }),
  },
  'HEAD /api/v1/uploads/:id': { access: 'self', request: (c) => ({ url: upload_(c), headers: TUS }) },
  'PATCH /api/v1/uploads/:id': {
    access: 'self',
    request: (c) => ({
      url: upload_(c),
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(0),
    }),
  },
  'POST /api/v1/uploads/:id/commit': {
    access: 'self',
    // Valid fields (the schema is checked before the gate); the upload is unfinished, so nothing is made.
    request: (c) => ({
      url: upload_(c, '/commit'),
      payload: { duration: 3, language: 'English', domain: 'healthcare', paragraph: 'Hello there.' },
    }),
  },
  'POST /api/v1/recordings/:id/evaluate': { access: 'owner' },
  'GET /api/v1/users/admin/stats': { access: 'admin' },
  'GET /api/v1/users/admin/users': { access: 'admin' },
  'GET /api/v1/recordings/admin': { access: 'admin', request: () => ({ query: { quality: 'pending' } }) },
  'POST /api/v1/recordings/admin/:id/evaluate': { access: 'admin' },
  'GET /api/v1/admin/audit': { access: 'admin' },
  'GET /api/v1/admin/contact-messages': { access: 'admin' },
  'GET /api/v1/admin/releases/preview': {
    access: 'admin',
    request: () => ({ query: { languages: 'English' } }),
  },
  // A selection no clip matches: the admin's answer is the route's own 400, and no job is started.
  'POST /api/v1/admin/releases': { access: 'admin', request: () => json({ languages: ['Tamil'] }) },
  'GET /api/v1/admin/releases': { access: 'admin' },
  'GET /api/v1/admin/releases/:id': { access: 'admin' },
  'GET /api/v1/admin/releases/:id/download': { access: 'admin' },
  'GET /api/v1/admin/campaign-qr': {
    access: 'admin',
    request: () => ({ query: { language: 'Hindi', domain: 'education' } }),
  },
  // The registered contributors' profile has Hindi, so Hindi is a language they may review.
  'GET /api/v1/reviews/next': { access: 'user', request: () => ({ query: { language: 'Hindi' } }) },
  'GET /api/v1/reviews/summary': { access: 'user' },
  'GET /api/v1/reviews/:recordingId/audio': { access: 'user', request: () => ({ url: review_('/audio') }) },
  'POST /api/v1/reviews/:recordingId/vote': {
    access: 'user',
    request: () => ({ url: review_('/vote'), payload: { vote: 'skip' } }),
  },
  'GET /api/v1/admin/reviews/overview': { access: 'admin' },
  'GET /api/v1/admin/reviews/read-check': { access: 'admin' },
  'GET /api/v1/admin/reviews/reviewers': { access: 'admin' },
  'GET /api/v1/admin/reviews/settings': { access: 'admin' },
  'PUT /api/v1/admin/reviews/settings': { access: 'admin', request: () => json(DEFAULT_REVIEW_SETTINGS) },
  'PUT /api/v1/admin/reviews/:recordingId/status': {
    access: 'admin',
    request: () => ({ url: adminReview_('/status'), payload: { status: 'rejected' } }),
  },
  'PUT /api/v1/admin/reviews/:recordingId/known-answer': {
    access: 'admin',
    request: () => ({ url: adminReview_('/known-answer'), payload: { answer: 'good' } }),
  },
  'POST /api/v1/admin/sentence-imports': {
    access: 'admin',
    request: () => {
      const body = importBody('बच्चे हर सुबह स्कूल जाने से पहले नाश्ता करते हैं।\n', 'sentences.txt');
      return { payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/v1/admin/sentence-imports': { access: 'admin' },
  'GET /api/v1/admin/sentence-imports/:id': { access: 'admin', request: () => ({ url: sentenceImport_() }) },
  'POST /api/v1/admin/sentence-imports/:id/import': {
    access: 'admin',
    request: () => ({ url: sentenceImport_('/import') }),
  },
  'DELETE /api/v1/admin/sentence-imports/:id': {
    access: 'admin',
    request: () => ({ url: sentenceImport_() }),
  },
  'GET /api/v1/admin/sentences/overview': { access: 'admin' },
  'GET /api/v1/admin/sentences/reported': { access: 'admin' },
  'POST /api/v1/admin/sentences/:id/decision': {
    access: 'admin',
    request: () => ({
      url: `/api/v1/admin/sentences/${NO_SENTENCE}/decision`,
      payload: { decision: 'keep' },
    }),
  },
  'POST /api/v1/sentences': {
    access: 'user',
    request: () =>
      json({
        language: 'Hindi',
        domain: 'retail',
        sentence: 'बाज़ार में आज सब्ज़ियाँ बहुत ताज़ी मिल रही थीं।',
        source: null,
        publicDomain: true,
      }),
  },
  'GET /api/v1/sentences/mine': { access: 'user' },
  'GET /api/v1/reading-texts/:id/sentences': {
    access: 'self',
    request: (c) => ({ url: `/api/v1/reading-texts/${c.readingTextId}/sentences` }),
  },
  'GET /api/v1/sentences/review': { access: 'user', request: () => ({ query: { language: 'Hindi' } }) },
  'POST /api/v1/sentences/:id/votes': {
    access: 'user',
    request: () => ({ url: sentence_('/votes'), payload: { approve: true } }),
  },
  'POST /api/v1/sentences/:id/reports': {
    access: 'user',
    request: () => ({ url: sentence_('/reports'), payload: { reason: 'hard_to_read' } }),
  },
  // Destructive calls last; the admin (the last role called) deletes a recording kept for it.
  'DELETE /api/v1/recordings/admin/:id': {
    access: 'admin',
    request: (c) => ({ url: `/api/v1/recordings/admin/${c.spareRecordingId}` }),
  },
  'DELETE /api/v1/recordings/:id': {
    access: 'self',
    request: (c) => ({ url: `/api/v1/recordings/${c.ownSpareRecordingId}` }),
  },
  'DELETE /api/v1/uploads/:id': { access: 'self', request: (c) => ({ url: upload_(c), headers: TUS }) },
  'DELETE /api/v1/users/consents': { access: 'user' },
  'POST /api/v1/users/logout': { access: 'user', throwaway: true },
  'POST /api/v1/change-password': CHANGE_PASSWORD,
  'POST /api/v1/users/change-password': CHANGE_PASSWORD,
  'DELETE /api/v1/delete-account': { access: 'user', throwaway: true },
  'DELETE /api/v1/users/delete-account': { access: 'user', throwaway: true },
};

type Outcome = 'gate-401' | 'gate-403' | 'hidden-404' | 'through';

function expectedOutcome(access: Access, role: Role): Outcome {
  if (access === 'public') return 'through';
  if (role === 'anonymous') return 'gate-401';
  if (access === 'admin' && role !== 'admin') return 'gate-403';
  if (access === 'owner' && role === 'other') return 'hidden-404';
  if (access === 'self' && (role === 'other' || role === 'admin')) return 'hidden-404';
  return 'through';
}

function matches(expected: Outcome, access: Access, status: number, message: string | undefined): boolean {
  const gated401 = status === 401 && GATE_401.includes(message ?? '');
  switch (expected) {
    case 'gate-401':
      return gated401;
    case 'gate-403':
      return status === 403;
    case 'hidden-404':
      return status === 404;
    case 'through':
      // A route's own answer (400, 404 for a missing thing, 409, 429 ...) is fine; the gate's is not, and
      // an owner route must not hide the recording from its owner or an admin.
      return (
        status < 500 &&
        !gated401 &&
        status !== 403 &&
        !((access === 'owner' || access === 'self') && status === 404)
      );
  }
}

describe('authorization matrix', () => {
  let ctx: Ctx;
  const people = {} as Record<Exclude<Role, 'anonymous'>, RegisteredUser>;

  beforeAll(async () => {
    const t = await createTestApp();
    people.contributor = await registerUser(t.app);
    people.other = await registerUser(t.app);
    people.admin = await registerAdmin(t.app);
    for (const p of Object.values(people)) await giveConsent(t.app, p.accessToken);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(t.app, people.contributor.accessToken, { wav: makeWav(3) });
      ids.push(res.json().data._id as string);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...TUS, 'upload-defer-length': '1', ...bearer(people.contributor.accessToken) },
    });
    const uploadId = String(created.headers.location).split('/').pop()!;
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/data-export',
      headers: bearer(people.contributor.accessToken),
    });
    const exportId = exported.json().data._id as string;
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading-texts',
      payload: { language: 'Hindi', domain: 'retail' },
      headers: bearer(people.contributor.accessToken),
    });
    const readingTextId = issued.json().data.id as string;
    ctx = {
      t,
      contributor: people.contributor,
      recordingId: ids[0]!,
      spareRecordingId: ids[1]!,
      ownSpareRecordingId: ids[2]!,
      uploadId,
      exportId,
      readingTextId,
    };
  });
  afterAll(async () => ctx.t.close());

  it('lists every registered route, and only those', () => {
    const routes = registeredRoutes(ctx.t.app);
    expect(routes).toContain('GET /api/v1/recordings/admin');
    expect(routes).toEqual(Object.keys(MATRIX).sort());
  });

  // Every route as four callers, through the whole app (an export builds its archive): on this shared two-core
  // machine under load that took over 30 s, so it gets more time; speed is measured in bench/, not here.
  it('lets each role do exactly what it may', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, path] = key.split(' ') as [InjectOptions['method'], string];
      for (const role of ROLES) {
        let as: RegisteredUser | null = role === 'anonymous' ? null : people[role];
        if (as && row.throwaway) {
          as = role === 'admin' ? await registerAdmin(ctx.t.app) : await registerUser(ctx.t.app);
        }
        const extra = (await row.request?.(ctx, as)) ?? {};
        const res = await ctx.t.app.inject({
          method,
          url: path.replace(':id', ctx.recordingId).replace(/\*$/, ''),
          remoteAddress: randomIp(),
          ...extra,
          headers: { ...(extra.headers as object), ...(as ? bearer(as.accessToken) : {}) },
        });
        // A HEAD answer has no body: the gate's 401 is known by its status alone there.
        const message =
          method === 'HEAD'
            ? res.statusCode === 401
              ? GATE_401[0]
              : undefined
            : String(res.headers['content-type']).includes('json')
              ? res.json().message
              : undefined;
        const expected = expectedOutcome(row.access, role);
        if (!matches(expected, row.access, res.statusCode, message)) {
          wrong.push(`${key} as ${role}: expected ${expected}, got ${res.statusCode} ${message ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
