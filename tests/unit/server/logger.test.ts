import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
