import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';

/** The path of a request address: query strings carry member tokens (`/?token=...`) and never reach a log. */
export const pathOnly = (url: string) => url.split('?')[0] ?? '/';

/** Kiosk agent keys, under any of their names, at the top of a logged object or up to two levels in. */
const SECRET_LOG_PATHS = ['agentKey', 'agent_key', 'headers["x-agent-key"]'].flatMap((key) => [
  key,
  `*.${key}`,
  `*.*.${key}`,
]);

/**
 * Logger options: request lines hold method, path (no query string), client address and id;
 * agent keys are redacted (SECRET_LOG_PATHS);
 * attached to a terminal the lines are printed readably (pino-pretty).
 */
export function loggerOptions(
  config: AppConfig,
  options: { pretty?: boolean; stream?: NodeJS.WritableStream } = {},
) {
  return {
    level: config.logLevel,
    redact: { paths: SECRET_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        url: pathOnly(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * One line per request at debug level (Fastify's own two lines at info are turned off), so the
 * default info log keeps the start banner and real events readable.
 */
export function registerRequestLog(app: FastifyInstance) {
  // Synchronous, and nothing built unless debug is on (asked per request: the level may change).
  app.addHook('onResponse', (request, reply, done) => {
    const log = request.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.('debug') !== false)
      log.debug(
        { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request completed',
      );
    done();
  });
}
