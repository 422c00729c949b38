import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { logFormat, prettyLogLine, START_NOTICE } from '@server/logger';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'log-and-exit.ts');

describe('the log', () => {
  it('keeps every line written just before the process exits, though lines are written without blocking', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: { ...process.env, LINES: '5000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(3);
    const numbers = output
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 5000 }, (_, n) => n));
  }, 30_000);
});

describe('the log format', () => {
  it('is readable on a terminal and JSON anywhere else, unless LOG_FORMAT chooses', () => {
    expect(logFormat({ LOG_FORMAT: 'auto' }, true)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'auto' }, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'auto' }, undefined)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'auto', LOG_PRETTY: true }, false)).toBe('pretty');
  });

  it('reads LOG_FORMAT from the environment, and refuses an unknown one naming it', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: '' }).LOG_FORMAT).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('a readable log line', () => {
  const format = prettyLogLine({ colour: false });
  const at = new Date(2026, 10, 29, 3, 4, 5).getTime();

  it('shows the local time, the level word, the message and the fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: at,
      pid: 7,
      hostname: 'h',
      msg: 'Document refused',
      reason: 'not a member',
    });
    expect(format(line)).toBe('[03:04:05] WARN: Document refused {"reason":"not a member"}\n');
  });

  it('shows a request as method, path, status and duration', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'r1',
      req: { method: 'GET', url: '/api/mindmaps', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(format(line)).toBe('[03:04:05] INFO: GET /api/mindmaps 200 3 ms\n');
  });

  it('shows an error with its stack', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'Shutdown failed',
      err: { type: 'Error', message: 'disk full', stack: 'Error: disk full\n    at close (db.ts:1:1)' },
    });
    const text = format(line)!;
    expect(text.split('\n')[0]).toMatch(/^\[03:04:05\] ERROR: Shutdown failed/);
    expect(text).toContain('at close (db.ts:1:1)');
  });

  it('leaves out a line the start summary states, and passes a line that is not JSON through', () => {
    const notice = JSON.stringify({
      level: 30,
      time: at,
      msg: 'Billing runs in local test mode',
      [START_NOTICE]: 'billing',
    });
    expect(format(notice)).toBeNull();
    expect(format('plain text\n')).toBe('plain text\n');
  });
});
