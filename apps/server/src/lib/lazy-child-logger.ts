// Fastify gives every request a child logger bound to its request id. With redaction configured, pino
// serialises (and redacts) those bindings when the child is made, a few microseconds per request, although
// most requests never log through it: the per-request line is written by the root logger (app.ts). This
// factory makes the child only when the request first logs (docs/decisions/0008).
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArgs = Parameters<FastifyBaseLogger['info']>;

class LazyChildLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.#made ? this.#made.level : this.parent.level;
  }
  set level(value) {
    this.logger.level = value;
  }
  fatal(...args: LogArgs) {
    this.logger.fatal(...args);
  }
  error(...args: LogArgs) {
    this.logger.error(...args);
  }
  warn(...args: LogArgs) {
    this.logger.warn(...args);
  }
  info(...args: LogArgs) {
    this.logger.info(...args);
  }
  debug(...args: LogArgs) {
    this.logger.debug(...args);
  }
  trace(...args: LogArgs) {
    this.logger.trace(...args);
  }
  silent(...args: LogArgs) {
    this.logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.logger.child(bindings, options);
  }
}

export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}
