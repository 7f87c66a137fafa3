// The environment's rules across variables (config.ts reads the environment; this checks that its variables
// make sense together), on the raw strings so they are reported with the type errors in one list.
import { parseTrustProxy } from './lib/trust-proxy.js';

export type RawEnv = Record<string, string | undefined>;

/** One code per phone number or address every this many seconds (issue 3); lower only on test servers. */
export const DEFAULT_CODE_RESEND_SECONDS = 30;

export function crossFieldProblems(env: RawEnv): string[] {
  const problems: string[] = [];
  const need = (cond: boolean, problem: string) => cond && problems.push(problem);
  need(env.STORAGE === 's3' && !env.S3_BUCKET, 'S3_BUCKET: is required when STORAGE=s3');
  need(env.DELIVERY === 'smtp' && !env.SMTP_URL, 'SMTP_URL: is required when DELIVERY=smtp');
  need(
    env.NODE_ENV === 'production' && env.DELIVERY === 'outbox',
    'DELIVERY: the outbox is for development only and cannot be used when NODE_ENV=production',
  );
  need(
    env.NODE_ENV === 'production' && Number(env.CODE_RESEND_SECONDS) < DEFAULT_CODE_RESEND_SECONDS,
    `CODE_RESEND_SECONDS: below ${DEFAULT_CODE_RESEND_SECONDS} is for test servers only (it weakens the SMS limits) and cannot be used when NODE_ENV=production`,
  );
  need(env.SMS_PROVIDER === 'http' && !env.SMS_API_URL, 'SMS_API_URL: is required when SMS_PROVIDER=http');
  need(
    Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD),
    'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  );
  need(
    Boolean(env.TRANSCRIBER_URL) !== Boolean(env.TRANSCRIBER_MODEL),
    'TRANSCRIBER_MODEL: TRANSCRIBER_URL and TRANSCRIBER_MODEL must be set together',
  );
  need(
    Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL),
    'LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together',
  );
  need(
    !env.GRIEVANCE_OFFICER_NAME &&
      Boolean(env.GRIEVANCE_OFFICER_EMAIL || env.GRIEVANCE_OFFICER_PHONE || env.GRIEVANCE_OFFICER_ADDRESS),
    'GRIEVANCE_OFFICER_NAME: is required when another GRIEVANCE_OFFICER_ variable is set',
  );
  need(
    Boolean(env.GRIEVANCE_OFFICER_NAME) && !env.GRIEVANCE_OFFICER_EMAIL && !env.GRIEVANCE_OFFICER_PHONE,
    'GRIEVANCE_OFFICER_EMAIL: the grievance officer needs an e-mail address or a phone number',
  );
  const trust = env.TRUST_PROXY === undefined ? null : parseTrustProxy(env.TRUST_PROXY);
  if (trust && 'problem' in trust) problems.push(`TRUST_PROXY: ${trust.problem}`);
  return problems;
}
