// The original product's front end (AnujSharma-05/TatvamAI_Webtech at 8a33638, frontend/) as our API sees it
// (issue 25): the calls its pages make, with its payload shapes, and exactly the fields it reads from the
// answers. Each read is a zod schema of only those fields; fields it does not read are ignored, as that
// client ignores them. A missing, renamed or retyped field fails the parse, so drift fails these tests.
//
// It behaves like the browser it ran in: one client address, the tokens it keeps in local storage sent as
// a bearer header, and cookies kept and sent back (same origin). Requests go through app.inject().
import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { randomIp } from '../../support/accounts.js';
import type { multipart } from '../../support/recordings.js';

/** What axios hands the original's catch blocks: `err.response.status` and `err.response.data`. */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`answered ${status}: ${JSON.stringify(data)}`);
  }
}

/** Reads the fields the original reads; anything else in the answer is left alone. */
export function read<T extends z.ZodType>(what: string, schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`The original front end cannot read ${what}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const dateString = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');
const withData = <T extends z.ZodType>(data: T) => z.object({ data });

/** The answers, as far as the original reads them (SPEC §3, §7 and its pages). */
export const reads = {
  success: z.object({ success: z.literal(true) }),
  message: z.object({ message: z.string().min(1) }),
  tokens: withData(
    z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1), user: z.looseObject({}) }),
  ),
  currentUser: withData(
    z.object({
      name: z.string(),
      email: z.string(),
      role: z.string(),
      createdAt: dateString,
      rewardTokens: z.number(),
    }),
  ),
  paragraph: withData(z.string().min(1)),
  uploaded: withData(z.object({ _id: z.string().min(1) })),
  evaluation: withData(z.object({ final_quality: z.string(), amount: z.number(), recordingId: z.string() })),
  myRecordings: withData(
    z.array(
      z.object({
        _id: z.string(),
        domain: z.string(),
        language: z.string(),
        recordedVia: z.string(),
        createdAt: dateString,
        duration: z.number(),
      }),
    ),
  ),
  contributionStats: withData(z.object({ totalRecordings: z.number() })),
  incentives: withData(
    z.object({
      tokens: z.array(z.object({ recordingId: z.string().nullable(), amount: z.number() })),
      totalTokens: z.number(),
    }),
  ),
  adminStats: withData(
    z.object({ totalUsers: z.number(), totalRecordings: z.number(), totalTokensIssued: z.number() }),
  ),
  allRecordings: withData(
    z.array(
      z.object({
        _id: z.string(),
        userId: z.string(),
        domain: z.string(),
        language: z.string(),
        createdAt: dateString,
        duration: z.number(),
        quality: z.string().nullish(),
      }),
    ),
  ),
  allUsers: withData(z.array(z.object({ _id: z.string(), name: z.string() }))),
};

type Body = { json?: object; form?: ReturnType<typeof multipart> };

export function originalClient(app: FastifyInstance) {
  const localStorage = new Map<string, string>();
  const cookies = new Map<string, { value: string; path: string }>();
  const remoteAddress = randomIp();

  async function call(method: InjectOptions['method'], path: string, body: Body = {}) {
    const token = localStorage.get('accessToken');
    const url = `/api/v1${path}`;
    const cookie = [...cookies]
      .filter(([, c]) => url.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const res = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
        ...body.form?.headers,
      },
      ...(body.json ? { payload: body.json } : body.form ? { payload: body.form.payload } : {}),
    });
    for (const c of res.cookies as Array<{ name: string; value: string; path?: string; maxAge?: number }>) {
      if (c.maxAge === 0 || c.value === '') cookies.delete(c.name);
      else cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
    const data: unknown =
      res.body && /json/.test(String(res.headers['content-type'])) ? res.json() : res.body;
    if (res.statusCode >= 400) throw new ResponseError(res.statusCode, data);
    return data;
  }

  return {
    localStorage,
    get: (path: string) => call('GET', path),
    post: (path: string, json: object = {}) => call('POST', path, { json }),
    put: (path: string, json: object) => call('PUT', path, { json }),
    delete: (path: string) => call('DELETE', path),
    upload: (path: string, form: ReturnType<typeof multipart>) => call('POST', path, { form }),
    /** Sign-in success: both tokens must be there, else 'Login failed - no tokens received'. */
    keepSession(answer: unknown) {
      const { data } = read('the sign-in answer', reads.tokens, answer);
      localStorage.set('accessToken', data.accessToken);
      localStorage.set('refreshToken', data.refreshToken);
      localStorage.set('user', JSON.stringify(data.user));
    },
  };
}

export type OriginalClient = ReturnType<typeof originalClient>;

/** Runs a call the original wraps in try/catch and returns the error it catches (or fails the test). */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof ResponseError)) throw error;
  // `err.response?.data?.message` is what every catch block of the original shows.
  return { status: error.status, message: read('an error', reads.message, error.data).message };
}
