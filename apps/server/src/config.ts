// The only module that reads process.env (DESIGN §2). Everything is validated once at start and the
// process refuses to boot with a list of every problem, instead of failing later on first use.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '@dhvani/contract/locales';
import { READING_TEXT_SENTENCES_DEFAULT, READING_TEXT_SENTENCES_MAX } from '@dhvani/contract/reading-texts';
import { TOKEN_REWARDS_TEXT_MAX, tokenRewardsVariable } from '@dhvani/contract/token-rewards';
import { crossFieldProblems, DEFAULT_CODE_RESEND_SECONDS, type RawEnv } from './config-rules.js';
import { parseTrustProxy } from './lib/trust-proxy.js';

export { DEFAULT_CODE_RESEND_SECONDS };

/**
 * Two analyser threads share a long clip's speech detection (docs/decisions/0009), which cuts the
 * evaluate time of a 120 s clip by about 40 %; one on a single-core machine.
 */
const DEFAULT_ANALYSER_THREADS = Math.min(2, os.availableParallelism());

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const tokenRewardsText = z
  .string()
  .trim()
  .min(1, 'must not be empty (leave it unset for the default text)')
  .max(TOKEN_REWARDS_TEXT_MAX, `must be at most ${TOKEN_REWARDS_TEXT_MAX} characters`)
  .optional();
const tokenRewardsPerLanguage = Object.fromEntries(
  LOCALES.map((locale) => [tokenRewardsVariable(locale), tokenRewardsText]),
) as { [L in Locale as `TOKEN_REWARDS_TEXT_${Uppercase<L>}`]: typeof tokenRewardsText };

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_FORCE_PATH_STYLE: bool.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  ADMIN_PHONE: z
    .string()
    .regex(/^[6-9]\d{9}$/, 'must be 10 digits starting with 6-9')
    .optional(),
  DELIVERY: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Dhvani Shilp <no-reply@dhvani-shilp.local>'),
  SMS_PROVIDER: z.enum(['http']).optional(),
  SMS_API_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('DHVANI'),
  CONTACT_TO: z.email().optional(),
  GRIEVANCE_OFFICER_NAME: z.string().max(200).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
  GRIEVANCE_OFFICER_PHONE: z.string().max(40).optional(),
  GRIEVANCE_OFFICER_ADDRESS: z.string().max(500).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ANALYSER_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).optional(),
  EVALUATE_WAIT_SECONDS: z.coerce.number().min(0).max(110).optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  IP_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).optional(),
  CODE_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SMS_SENDS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  SMS_SENDS_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).optional(),
  EMAIL_SENDS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).optional(),
  OPEN_UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).optional(),
  RELEASE_LICENSE: z.string().min(1).optional(),
  READING_TEXT_SENTENCES: z.coerce
    .number()
    .int()
    .min(1)
    .max(READING_TEXT_SENTENCES_MAX, `must be at most ${READING_TEXT_SENTENCES_MAX} (what fits 120 s)`)
    .optional(),
  SENTENCE_MAX_RECORDINGS: z.coerce.number().int().min(1).max(1000).optional(),
  // What tokens can become here (issue 33): one text for every language, and one per language.
  TOKEN_REWARDS_TEXT: tokenRewardsText,
  ...tokenRewardsPerLanguage,
  READ_CHECK: z.enum(['on', 'off']).optional(),
  ESPEAK_NG_PATH: z.string().min(1).optional(),
  // An optional speech recogniser for a CER beside the read-check (docs/decisions/0049).
  TRANSCRIBER_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// base URL, e.g. http://127.0.0.1:8000/v1',
    })
    .optional(),
  TRANSCRIBER_MODEL: z.string().min(1).optional(),
  TRANSCRIBER_API_KEY: z.string().optional(),
  TRANSCRIBER_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).optional(),
});

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: RawEnv = process.env) {
  // Empty strings in the environment mean "unset", as operators expect from `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossFieldProblems(cleaned),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    storage: {
      driver: e.STORAGE,
      localDir: path.join(dataDir, 'audio'),
      s3: {
        bucket: e.S3_BUCKET ?? '',
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      },
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE ?? null }
        : null,
    delivery: {
      // Outside production the outbox is the default so that a fresh clone works without any provider.
      driver: e.DELIVERY ?? (production ? (e.SMTP_URL ? 'smtp' : 'none') : 'outbox'),
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom: e.MAIL_FROM,
      sms: e.SMS_PROVIDER
        ? {
            provider: e.SMS_PROVIDER,
            url: e.SMS_API_URL ?? '',
            apiKey: e.SMS_API_KEY ?? '',
            senderId: e.SMS_SENDER_ID,
          }
        : null,
      contactTo: e.CONTACT_TO ?? null,
    },
    // The privacy notice's grievance officer (DPDP Rules): null shows a placeholder label on /privacy.
    grievanceOfficer: e.GRIEVANCE_OFFICER_NAME
      ? {
          name: e.GRIEVANCE_OFFICER_NAME,
          email: e.GRIEVANCE_OFFICER_EMAIL ?? null,
          phone: e.GRIEVANCE_OFFICER_PHONE ?? null,
          address: e.GRIEVANCE_OFFICER_ADDRESS ?? null,
        }
      : null,
    // What tokens can become on this installation (issue 33); null and {} show the web's default text.
    tokenRewards: {
      text: e.TOKEN_REWARDS_TEXT ?? null,
      texts: Object.fromEntries(
        LOCALES.flatMap((locale) => {
          const text = e[tokenRewardsVariable(locale)];
          return text ? [[locale, text]] : [];
        }),
      ) as Partial<Record<Locale, string>>,
    },
    jwtSecret: e.JWT_SECRET ?? null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    analyserThreads: e.ANALYSER_THREADS ?? DEFAULT_ANALYSER_THREADS,
    jobs: {
      // Background jobs this process runs at once (docs/jobs.md); 0 makes it an API-only process that runs
      // only the grading an evaluate call is waiting for.
      concurrency: e.JOB_CONCURRENCY ?? 4,
    },
    // How long POST /recordings/{id}/evaluate waits for grading before answering 202 (below the web
    // client's 120 s timeout and common proxies' 30-60 s idle timeouts).
    evaluateWaitMs: Math.round((e.EVALUATE_WAIT_SECONDS ?? 25) * 1000),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL, timeoutMs: 8000 }
        : null,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    // Who may say, in X-Forwarded-For, which address a request came from (issue 34): nobody, the nearest N
    // hops, or the balancer's addresses. Every per-IP limit counts by the address this yields.
    trustProxy: e.TRUST_PROXY === undefined ? false : trustProxyOf(e.TRUST_PROXY),
    // Shared per-IP counters in Redis; without it they are rows in the database (docs/decisions/0039).
    redisUrl: e.REDIS_URL ?? null,
    // GET /metrics (Prometheus): on its own listener at METRICS_HOST:METRICS_PORT, or on the main port for a
    // bearer METRICS_TOKEN; without either it does not exist (docs/deploy.md).
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    // Multiplies every per-IP limit. Test rigs that send all traffic from 127.0.0.1 raise it; production keeps 1.
    ipRateLimitScale: e.IP_RATE_LIMIT_SCALE ?? 1,
    // The wait between two codes to one number or address. The browser tests shorten it so that signing in
    // right after registering does not wait out the real 30 s; production refuses a shorter one.
    codeResendIntervalMs: (e.CODE_RESEND_SECONDS ?? DEFAULT_CODE_RESEND_SECONDS) * 1000,
    // Caps on one-time-code sends per hour across all callers (issue 17: SMS pumping, modules/auth/code-throttle.ts).
    codeSendCaps: {
      smsPerHour: e.SMS_SENDS_PER_HOUR ?? 500,
      smsPerPrefixPerHour: e.SMS_SENDS_PER_PREFIX_PER_HOUR ?? 20,
      emailPerHour: e.EMAIL_SENDS_PER_HOUR ?? 1000,
    },
    // Recordings one account may upload per UTC minute and per UTC day (issue 17: reward farming).
    // Unfinished streamed uploads one account may hold at once: a few recordings' worth, not a disk's.
    uploadLimits: {
      perMinute: e.UPLOADS_PER_MINUTE ?? 10,
      perDay: e.UPLOADS_PER_DAY ?? 200,
      open: e.OPEN_UPLOADS_PER_ACCOUNT ?? 20,
    },
    // The licence a dataset release's datasheet names (issue 22, docs/datasets.md). Not a Creative Commons
    // licence: /terms licenses recordings for building and testing speech technology and /privacy promises a
    // licence that forbids identifying speakers; CC BY and CC0 allow any use and no added restriction.
    releaseLicense: e.RELEASE_LICENSE ?? 'Dhvani Shilp speech data terms (see Terms of use below)',
    // Reading texts and sentences (issue 32, docs/sentences.md): one sentence a clip by default, as Common Voice
    // does; a sentence is read at most this many times while others of its language and domain remain.
    sentences: {
      perReadingText: e.READING_TEXT_SENTENCES ?? READING_TEXT_SENTENCES_DEFAULT,
      maxRecordings: e.SENTENCE_MAX_RECORDINGS ?? 3,
    },
    // Whether grading checks that a clip says its text (issue 35, docs/audio-quality.md): on by default; it
    // reports itself unavailable where espeak-ng is missing (docs/decisions/0044).
    readCheck: { enabled: (e.READ_CHECK ?? 'on') === 'on', espeakNg: e.ESPEAK_NG_PATH ?? 'espeak-ng' },
    // A recogniser whose CER is stored beside the read-check; null (the default): none is called.
    transcriber:
      e.TRANSCRIBER_URL && e.TRANSCRIBER_MODEL
        ? {
            baseUrl: e.TRANSCRIBER_URL,
            model: e.TRANSCRIBER_MODEL,
            apiKey: e.TRANSCRIBER_API_KEY ?? '',
            timeoutMs: (e.TRANSCRIBER_TIMEOUT_SECONDS ?? 60) * 1000,
          }
        : null,
  } as const;
}

function trustProxyOf(raw: string) {
  const trust = parseTrustProxy(raw);
  if ('problem' in trust) throw new ConfigError([`TRUST_PROXY: ${trust.problem}`]);
  return trust.value;
}

export type Config = ReturnType<typeof loadConfig>;
export type DeliveryDriver = 'outbox' | 'smtp' | 'none';
