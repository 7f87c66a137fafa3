// Reads one-time codes from the server's dev outbox (DESIGN §2): when delivery is `outbox`, every OTP
// SMS and e-mail is kept and listed, newest first, at GET /api/v1/dev/outbox?to=<phone or email>.
import type { APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string | null;
  text: string;
  code?: string | null;
  createdAt: string;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/v1/dev/outbox', { params: { to } });
  if (!response.ok()) {
    throw new Error(`dev outbox answered ${response.status()} for ${to}: ${await response.text()}`);
  }
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
}

export interface WaitForCodeOptions {
  /** Only accept messages created at or after this moment (take it just before requesting the OTP). */
  since?: Date;
  channel?: OutboxMessage['channel'];
  timeoutMs?: number;
}

/** Polls the outbox until a message with a code arrives for `to`, and returns the newest code. */
export async function waitForCode(
  request: APIRequestContext,
  to: string,
  { since, channel, timeoutMs = 20_000 }: WaitForCodeOptions = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await readOutbox(request, to);
    const match = messages.find(
      (m) =>
        Boolean(m.code) &&
        (!channel || m.channel === channel) &&
        (!since || new Date(m.createdAt).getTime() >= since.getTime() - 1_000),
    );
    if (match?.code) return match.code;
    if (Date.now() > deadline) {
      throw new Error(`no code reached the outbox for ${to} within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
