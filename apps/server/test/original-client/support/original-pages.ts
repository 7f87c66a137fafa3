// What the original front end's pages do with our API, step by step, and what they then show (SPEC §2–§9).
// The person's side (reading an SMS or e-mail code) comes from the dev outbox.
import type { FastifyInstance } from 'fastify';
import { readCode, uniqueEmail, uniquePhone } from '../../support/accounts.js';
import { multipart, uploadParts } from '../../support/recordings.js';
import { read, reads, ResponseError, type OriginalClient } from './original-client.js';

export interface SignUpDetails {
  name: string;
  phoneNo: string;
  email: string;
  password: string;
}

export const signUpDetails = (name = 'Meera Iyer'): SignUpDetails => ({
  name,
  phoneNo: uniquePhone(),
  email: uniqueEmail('original'),
  password: 'kesari-mango-42',
});

/** SignUp.tsx step 2: both codes sent and entered (each verify also leaves a cookie in this browser). */
export async function verifyContacts(app: FastifyInstance, client: OriginalClient, d: SignUpDetails) {
  await client.post('/users/send-phone-otp-register', { phoneNo: d.phoneNo });
  await client.post('/users/verify-phone-otp', { phoneNo: d.phoneNo, otp: await readCode(app, d.phoneNo) });
  await client.post('/users/send-verification-code', { email: d.email });
  await client.post('/users/verify-email-code', { email: d.email, code: await readCode(app, d.email) });
}

/** SignUp.tsx's register payload (SPEC §3): the form, nothing from the verify answers. */
export const registration = (d: SignUpDetails) => ({
  name: d.name,
  gender: 'female',
  dob: '1994-08-21',
  phoneNo: d.phoneNo,
  email: d.email,
  city: 'Chennai',
  motherTongue: 'Tamil',
  knownLanguages: ['Tamil', 'Hindi'].join(','),
  password: d.password,
  confirmPassword: d.password,
});

/** SignUp.tsx: existence check (404 = free), both verifications, then register with its payload. */
export async function signUp(app: FastifyInstance, client: OriginalClient, d: SignUpDetails) {
  const exists = await client
    .post('/users/check-user-existence', { phoneNo: d.phoneNo, email: d.email })
    .then(
      () => true,
      (e: unknown) => (e instanceof ResponseError && e.status === 404 ? false : Promise.reject(e)),
    );
  if (exists) throw new Error('User with this phone or email already exists.');
  await verifyContacts(app, client, d);
  client.keepSession(await client.post('/users/register', registration(d)));
}

/** SignIn.tsx, phone tab: send the OTP (checks `success`), then sign in with it. */
export async function signInByPhone(app: FastifyInstance, client: OriginalClient, phoneNo: string) {
  read('the OTP send answer', reads.success, await client.post('/users/send-phone-otp-login', { phoneNo }));
  const otp = await readCode(app, phoneNo);
  client.keepSession(await client.post('/users/login-phone-otp', { phoneNo, otp }));
}

/** SignIn.tsx, e-mail tab. */
export async function signInByEmail(client: OriginalClient, email: string, password: string) {
  client.keepSession(await client.post('/users/login', { email, password }));
}

/** Navbar / Profile: the current user is `data.data` of the raw answer. */
export async function currentUser(client: OriginalClient) {
  return read('the current user', reads.currentUser, await client.get('/users/current')).data;
}

/** The recording flow's steps 3 and 6: a paragraph, the upload, the evaluation. */
export async function contribute(client: OriginalClient, clip: { wav: Buffer; paragraph?: string }) {
  const paragraph = read(
    'the paragraph',
    reads.paragraph,
    await client.post('/recordings/generate-paragraph', { language: 'English', domain: 'healthcare' }),
  ).data;
  const form = multipart(
    uploadParts({ wav: clip.wav, paragraph: clip.paragraph ?? paragraph, recordedVia: 'web' }),
  );
  const { _id } = read('the upload answer', reads.uploaded, await client.upload('/recordings/', form)).data;
  return read('the evaluation', reads.evaluation, await client.post(`/recordings/${_id}/evaluate`)).data;
}

/** Dashboard.tsx: three calls at once and the figures and rows it derives from them (SPEC §9). */
export async function dashboard(client: OriginalClient) {
  const [list, stats, incentives] = await Promise.all([
    client.get('/users/recordings'),
    client.get('/users/contribution-stats'),
    client.get('/users/incentives'),
  ]);
  const recordings = read('the recordings list', reads.myRecordings, list).data;
  const contribution = read('the contribution stats', reads.contributionStats, stats).data;
  const tokens = read('the incentives', reads.incentives, incentives).data;
  const seconds = recordings.reduce((sum, r) => sum + (r.duration || 0), 0);
  return {
    totalRecordings: contribution.totalRecordings || recordings.length,
    minsContributed: Math.round(seconds / 60),
    languages: new Set(recordings.map((r) => r.language)).size,
    totalTokens: tokens.totalTokens || 0,
    rows: recordings.map((r) => ({
      id: r._id,
      language: r.language,
      tokens: tokens.tokens.find((t) => t.recordingId === r._id)?.amount ?? '--',
    })),
  };
}

/** AdminDashboard.tsx: stats, every recording and every user at once; pages of 10 cut with .slice. */
export async function adminDashboard(client: OriginalClient, page = 1) {
  const [stats, recordings, users] = await Promise.all([
    client.get('/users/admin/stats'),
    client.get('/recordings/admin'),
    client.get('/users/admin/users'),
  ]);
  const all = read('the recordings list', reads.allRecordings, recordings).data;
  const people = read('the users list', reads.allUsers, users).data;
  const nameOf = (userId: string) => people.find((u) => u._id === userId)?.name ?? 'Unknown User';
  return {
    stats: read('the admin stats', reads.adminStats, stats).data,
    heading: `All Recordings (${all.length})`,
    totalPages: Math.ceil(all.length / 10),
    rows: all.slice((page - 1) * 10, page * 10).map((r) => ({
      id: r._id,
      user: nameOf(r.userId),
      quality: r.quality || 'Pending',
    })),
  };
}
