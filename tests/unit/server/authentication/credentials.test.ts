import { describe, expect, it } from 'vitest';
import { bearerSecret, credentialsOf } from '@server/plugins/app/authentication/credentials';

describe('bearerSecret', () => {
  it('reads the secret of a bearer header, whatever the scheme case and surrounding spaces', () => {
    expect(bearerSecret('Bearer mlt_abc')).toBe('mlt_abc');
    expect(bearerSecret('bearer   mlt_abc  ')).toBe('mlt_abc');
    expect(bearerSecret('BEARER\tmlt_abc')).toBe('mlt_abc');
  });

  it('tells no bearer header from a malformed one', () => {
    expect(bearerSecret(undefined)).toBeUndefined();
    expect(bearerSecret('')).toBeUndefined();
    expect(bearerSecret('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerSecret('Bearerish abc')).toBeUndefined();
    expect(bearerSecret('Bearer')).toBe('');
    expect(bearerSecret('Bearer ')).toBe('');
    expect(bearerSecret('Bearer:abc')).toBe('');
    expect(bearerSecret('Bearer a b')).toBe('');
    expect(bearerSecret(`Bearer ${'x'.repeat(201)}`)).toBe('');
    expect(bearerSecret(`Bearer ${'x'.repeat(200)}`)).toBe('x'.repeat(200));
  });

  it('reads a header padded to the size limit in linear time', () => {
    const padded = [
      `Bearer${' '.repeat(16_000)}a b`,
      `Bearer ${'\t '.repeat(8_000)}x`,
      `Bearer ${'a'.repeat(16_000)}`,
    ];
    const started = performance.now();
    for (const header of padded) {
      for (let round = 0; round < 10; round += 1) expect(bearerSecret(header)).toBe('');
    }
    // The old pattern took 0.5 s and more for each of these; a linear read takes well under a millisecond.
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('credentialsOf', () => {
  it('takes a bearer header as the only credential, even beside a session cookie', () => {
    expect(credentialsOf('Bearer mlt_abc', { mindlane_session: 'session-token' }, false)).toEqual({
      kind: 'token',
      secret: 'mlt_abc',
    });
    expect(credentialsOf('Bearer', { mindlane_session: 'session-token' }, false)).toEqual({
      kind: 'token',
      secret: '',
    });
  });

  it('reads the session cookie of the served protocol only, and ignores an implausibly long one', () => {
    const both = { mindlane_session: 'a', '__Host-mindlane_session': 'b' };
    expect(credentialsOf(undefined, both, true)).toEqual({ kind: 'session', token: 'b' });
    expect(credentialsOf(undefined, both, false)).toEqual({ kind: 'session', token: 'a' });
    // Over https an unprefixed cookie may have been set by another host of the domain: it is not read.
    expect(credentialsOf(undefined, { mindlane_session: 'a' }, true)).toEqual({ kind: 'none' });
    expect(credentialsOf('Basic x', { mindlane_session: 'a' }, false)).toEqual({
      kind: 'session',
      token: 'a',
    });
    expect(credentialsOf(undefined, { mindlane_session: 'a'.repeat(201) }, false)).toEqual({ kind: 'none' });
    expect(credentialsOf(undefined, {}, false)).toEqual({ kind: 'none' });
  });
});
