// SMS through a provider's HTTP API (SMS_PROVIDER=http). The exact request is documented in
// docs/sms-provider.md; most Indian SMS gateways accept it directly or through a small relay.
import type { Sender } from './types.js';

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  senderId: string;
  timeoutMs?: number;
}

export class SmsProviderError extends Error {
  constructor(public readonly status: number | null) {
    super(status === null ? 'SMS provider unreachable' : `SMS provider answered ${status}`);
    this.name = 'SmsProviderError';
  }
}

/** Our numbers are Indian mobiles (10 digits starting 6-9); providers want E.164. */
export const toE164India = (phone: string) => `+91${phone}`;

export function createHttpSmsSender(opts: HttpSmsOptions): Sender {
  return {
    async send(message) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
      let response: Response;
      try {
        response = await fetch(opts.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: toE164India(message.to), from: opts.senderId, message: message.text }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch {
        throw new SmsProviderError(null);
      }
      // Drain the body so the connection is reused; its content is the provider's business.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsProviderError(response.status);
    },
  };
}
