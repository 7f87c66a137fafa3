// The server's logs (docs/decisions/0008): pino, JSON lines on stdout, one line per request.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { createLogSink } from './log-sink.js';

// Never log credentials, codes or tokens (issue 3: "Codes never appear in logs").
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guardian-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.code',
  '*.accessToken',
  '*.refreshToken',
  '*.guardianToken',
];

/** A request that took at least this long is logged at info whatever it was. */
export const SLOW_REQUEST_MS = 1000;

/** The level of a request's line: quick successful reads at debug, everything else at info. */
export function requestLineLevel(method: string, statusCode: number, ms: number): 'debug' | 'info' {
  const read = method === 'GET' || method === 'HEAD';
  return read && statusCode < 400 && ms < SLOW_REQUEST_MS ? 'debug' : 'info';
}

/**
 * Fastify's two lines per request ("incoming request", "request completed") become one, written when the
 * request completes by a logger without redaction: the line's fields are fixed (no bodies, no headers),
 * and pino runs redaction on every call otherwise. Quick successful reads are logged at debug: they are
 * most of the traffic, the reverse proxy in front keeps an access log of them anyway, and at info they
 * cost a seventh of the throughput of GET /users/current (docs/decisions/0008). LOG_LEVEL=debug shows
 * them. Refusals, failures, writes and slow requests stay at info. Fastify's other lines are kept.
 */
class RequestLineController extends LogController {
  constructor(private readonly access: pino.Logger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else this.access[requestLineLevel(line.method, line.statusCode, ms)](line, 'request completed');
  }
}

export interface Logging {
  /** Every log line but the per-request one; redacts the paths above. */
  logger: pino.Logger;
  logController: LogController;
}

export function createLogging(level: string): Logging {
  const destination = createLogSink();
  return {
    logger: pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination),
    logController: new RequestLineController(pino({ level }, destination)),
  };
}
