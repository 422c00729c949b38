import pino, { type Logger, type LoggerOptions } from 'pino';
import { prettyFactory } from 'pino-pretty';
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

type LogSettings = Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT' | 'LOG_PRETTY'>>;

/**
 * How the log is written: as LOG_FORMAT says, else readable lines on a terminal and one JSON object per
 * line anywhere else (files, pipes, CI, tests), which is what operators and tests parse.
 */
export function logFormat(
  settings: Omit<LogSettings, 'LOG_LEVEL'>,
  isTTY = process.stdout.isTTY,
): 'json' | 'pretty' {
  if (settings.LOG_FORMAT === 'json' || settings.LOG_FORMAT === 'pretty') return settings.LOG_FORMAT;
  return settings.LOG_PRETTY || isTTY ? 'pretty' : 'json';
}

export function loggerOptions(config: LogSettings): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: serializeRequest,
      // Any `url` a line carries (the error handler's, say) is shown the same way.
      url: (value: unknown) => (typeof value === 'string' ? loggedUrl(value) : value),
    },
  };
}

/**
 * A field marking a line the start summary (start-summary.ts) already states, such as billing's test mode:
 * the readable log leaves it out, the JSON log keeps it.
 */
export const START_NOTICE = 'startNotice';

interface LogLine {
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  [START_NOTICE]?: string;
}

/**
 * One JSON log line as a person reads it: `[HH:MM:SS] LEVEL: message {key fields}`, a request as
 * `GET /path 200 3 ms`, an error's stack below it; null for a line the start summary states.
 */
export function prettyLogLine(options: { colour: boolean }): (line: string) => string | null {
  const prettify = prettyFactory({
    colorize: options.colour,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const { req, res, responseTime } = log as LogLine;
      const message = String(log[messageKey] ?? '');
      if (!req) return message;
      const request = `${req.method} ${req.url} ${res?.statusCode ?? ''} ${Math.round(responseTime ?? 0)} ms`;
      return message === 'request completed' ? request : `${request}: ${message}`;
    },
  });
  return (line) => {
    let parsed: LogLine;
    try {
      parsed = JSON.parse(line) as LogLine;
    } catch {
      return line.endsWith('\n') ? line : `${line}\n`;
    }
    return parsed[START_NOTICE] ? null : prettify(parsed);
  };
}

/** Where a readable log goes: `out` (standard output), one line per write as pino hands them over. */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout) {
  const format = prettyLogLine({ colour: Boolean((out as { isTTY?: boolean }).isTTY) });
  return {
    write(line: string) {
      const text = format(line);
      if (text) out.write(text);
    },
  };
}

/**
 * JSON lines go to stdout without blocking: a line is written as soon as the previous write finished,
 * lines logged meanwhile going together. Written one blocking write each, the request log line cost a
 * REST write more main-thread time than its whole response. pino flushes what is left when the process
 * exits, however it exits short of being killed. Readable lines (logFormat) go to the terminal as written.
 */
export function createLogger(config: LogSettings): Logger {
  const options = loggerOptions(config);
  return logFormat(config) === 'pretty'
    ? pino(options, prettyDestination())
    : pino(options, pino.destination({ dest: 1, sync: false }));
}
