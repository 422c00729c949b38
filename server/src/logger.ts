import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/**
 * A request's URL as the log shows it: the path, and the names of its query parameters without their
 * values. Links in e-mails carry their secret in the query (reset, verification and invitation tokens,
 * checkout ids), and a log outlives them; no value is kept, so no new parameter can leak by being left
 * off a list.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const end = pair.indexOf('=');
      return end === -1 ? pair : `${pair.slice(0, end)}=…`;
    });
  return `${url.slice(0, start)}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

/**
 * What a log line says of a request: no headers (cookies and tokens stay out of the log whatever their
 * name) and no query values.
 */
function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
}

/** Pretty, human-readable logs in development; one JSON object per line otherwise. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY' | 'NODE_ENV'>): LoggerOptions {
  const pretty = config.LOG_PRETTY || (config.NODE_ENV === 'development' && process.stdout.isTTY);
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: serializeRequest,
      // Any `url` a line carries (the error handler's, say) is shown the same way.
      url: (value: unknown) => (typeof value === 'string' ? loggedUrl(value) : value),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } } : {}),
  };
}

/**
 * JSON lines go to stdout without blocking: a line is written as soon as the previous write finished,
 * lines logged meanwhile going together. Written one blocking write each, the request log line cost a
 * REST write more main-thread time than its whole response. pino flushes what is left when the process
 * exits, however it exits short of being killed.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY' | 'NODE_ENV'>): Logger {
  const options = loggerOptions(config);
  return options.transport ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false }));
}
