import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/** Pretty, human-readable logs in development; one JSON object per line otherwise. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY' | 'NODE_ENV'>): LoggerOptions {
  const pretty = config.LOG_PRETTY || (config.NODE_ENV === 'development' && process.stdout.isTTY);
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } } : {}),
  };
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY' | 'NODE_ENV'>): Logger {
  return pino(loggerOptions(config));
}
