import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  newEncryptionKey,
  newWebhookSecret,
  parseEncryptionKey,
  signatureHeader,
  verifySignature,
} from '@server/plugins/app/webhooks/webhook-signature';

const BODY = '{"type":"card.created","data":{"id":"c1","title":"Füße"}}';
const NOW = 1_796_000_000;

describe('signatureHeader', () => {
  it('signs "<t>.<body>" with HMAC-SHA256, one v1 per secret, the current secret first', () => {
    const header = signatureHeader(BODY, ['whsec_new', 'whsec_old'], NOW);
    const expected = (secret: string) => createHmac('sha256', secret).update(`${NOW}.${BODY}`).digest('hex');
    expect(header).toBe(`t=${NOW},v1=${expected('whsec_new')},v1=${expected('whsec_old')}`);
  });
});

describe('verifySignature', () => {
  it('accepts its own signature', () => {
    const secret = newWebhookSecret();
    expect(verifySignature(signatureHeader(BODY, [secret], NOW), BODY, secret, NOW + 10)).toBe(true);
  });

  it('accepts a header signed with two secrets by either of them', () => {
    const header = signatureHeader(BODY, ['current', 'previous'], NOW);
    expect(verifySignature(header, BODY, 'current', NOW)).toBe(true);
    expect(verifySignature(header, BODY, 'previous', NOW)).toBe(true);
    expect(verifySignature(header, BODY, 'another', NOW)).toBe(false);
  });

  it('refuses a changed body, a changed timestamp and a signature older than the tolerance', () => {
    const header = signatureHeader(BODY, ['s'], NOW);
    expect(verifySignature(header, `${BODY} `, 's', NOW)).toBe(false);
    expect(verifySignature(header.replace(`t=${NOW}`, `t=${NOW + 1}`), BODY, 's', NOW)).toBe(false);
    expect(verifySignature(header, BODY, 's', NOW + 301)).toBe(false);
    expect(verifySignature(header, BODY, 's', NOW - 301)).toBe(false);
    expect(verifySignature(header, BODY, 's', NOW + 600, 900)).toBe(true);
  });

  it('refuses malformed and oversized headers without throwing', () => {
    const good = signatureHeader(BODY, ['s'], NOW);
    for (const header of [
      '',
      'garbage',
      `v1=${'0'.repeat(64)}`,
      `t=${NOW}`,
      `t=${NOW},t=${NOW},${good.split(',')[1]}`,
      `t=abc,${good.split(',')[1]}`,
      `t=${NOW},v1=${'0'.repeat(63)}`,
      `${good},${'x'.repeat(2000)}`,
      ','.repeat(5000),
    ]) {
      expect(verifySignature(header, BODY, 's', NOW)).toBe(false);
    }
  });
});

describe('newWebhookSecret', () => {
  it('is whsec_ and 32 random bytes in base64url', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice(6), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('encryptSecret and decryptSecret', () => {
  const key = parseEncryptionKey(newEncryptionKey());

  it('round-trips a secret through "v1.<iv>.<tag>.<ciphertext>" with a fresh IV each time', () => {
    const secret = newWebhookSecret();
    const stored = encryptSecret(secret, key);
    expect(stored.split('.')).toHaveLength(4);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(Buffer.from(stored.split('.')[1] ?? '', 'base64url')).toHaveLength(12);
    expect(stored).not.toContain(secret.slice(6));
    expect(encryptSecret(secret, key)).not.toBe(stored);
    expect(decryptSecret(stored, key)).toBe(secret);
  });

  it('throws a clear error when the ciphertext, tag or IV was altered or the key is wrong', () => {
    const stored = encryptSecret('whsec_abc', key);
    const [version, iv, tag, data] = stored.split('.') as [string, string, string, string];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [version, iv, tag, flip(data)],
      [version, iv, flip(tag), data],
      [version, flip(iv), tag, data],
    ]) {
      expect(() => decryptSecret(altered.join('.'), key)).toThrow(/altered|WEBHOOK_ENCRYPTION_KEY/);
    }
    expect(() => decryptSecret(stored, parseEncryptionKey(newEncryptionKey()))).toThrow(
      /WEBHOOK_ENCRYPTION_KEY/,
    );
    expect(() => decryptSecret('v2.a.b.c', key)).toThrow(/form/);
    expect(() => decryptSecret('plain-secret', key)).toThrow(/form/);
    expect(() => decryptSecret(`v1.${iv}.${tag.slice(4)}.${data}`, key)).toThrow(/tag/);
  });
});

describe('parseEncryptionKey', () => {
  const bytes = Buffer.from(newEncryptionKey(), 'hex');

  it('accepts 64 hex characters, base64 and base64url of 32 bytes', () => {
    expect(newEncryptionKey()).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEncryptionKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseEncryptionKey(bytes.toString('hex').toUpperCase())).toEqual(bytes);
    expect(parseEncryptionKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseEncryptionKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(parseEncryptionKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
  });

  it.each([
    [''],
    ['short'],
    ['0'.repeat(63)],
    ['g'.repeat(64)],
    [Buffer.alloc(16).toString('base64')],
    [Buffer.alloc(33).toString('base64')],
    ['not base64 at all, 32 bytes long!!'],
  ])('refuses %j naming WEBHOOK_ENCRYPTION_KEY', (text) => {
    expect(() => parseEncryptionKey(text)).toThrow(/WEBHOOK_ENCRYPTION_KEY/);
  });
});
