import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAX_HEADER_LENGTH = 1024;
const MAX_TIMESTAMP_DIGITS = 12;
const HEX_DIGEST_LENGTH = 64;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

function digest(body: string, secret: string, unixSeconds: number): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

/**
 * The signature header value "t=<unix>,v1=<hex>[,v1=<hex>]": one HMAC-SHA256 of "<t>.<body>" per secret,
 * the current secret first, then the previous one while a secret is being rolled.
 */
export function signatureHeader(body: string, secrets: string[], unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  return [`t=${t}`, ...secrets.map((secret) => `v1=${digest(body, secret, t)}`)].join(',');
}

function isDigits(text: string): boolean {
  if (text.length === 0 || text.length > MAX_TIMESTAMP_DIGITS) return false;
  for (const char of text) if (char < '0' || char > '9') return false;
  return true;
}

/** Whether a signature header carries a valid v1 signature of the body by this secret, made within the tolerance. */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (header.length === 0 || header.length > MAX_HEADER_LENGTH) return false;
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const key = part.slice(0, equals).trim();
    const value = part.slice(equals + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !isDigits(value)) return false;
      timestamp = Number(value);
    } else if (key === 'v1' && value.length === HEX_DIGEST_LENGTH) {
      candidates.push(value.toLowerCase());
    }
  }
  if (timestamp === null || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(body, secret, timestamp), 'utf8');
  let matched = false;
  for (const candidate of candidates) {
    // Every candidate is compared, so the time taken does not tell which one matched.
    if (timingSafeEqual(Buffer.from(candidate, 'utf8'), expected)) matched = true;
  }
  return matched;
}

/** A fresh signing secret shown once to the workspace owner. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Encrypts a signing secret for storage with AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>", each base64url. */
export function encryptSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return ['v1', ...[iv, tag, ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** Decrypts what encryptSecret stored; throws when the key is wrong or the stored text was altered. */
export function decryptSecret(stored: string, key: Buffer): string {
  const parts = stored.split('.');
  const [version, iv, tag, ciphertext] = parts;
  if (
    parts.length !== 4 ||
    version !== 'v1' ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined
  ) {
    throw new Error('stored webhook secret is not in the "v1.<iv>.<tag>.<ciphertext>" form');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new Error('stored webhook secret has a malformed IV or authentication tag');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error(
      'stored webhook secret could not be decrypted: it was altered or WEBHOOK_ENCRYPTION_KEY is not the key it was stored with',
    );
  }
}

function isHex(text: string): boolean {
  for (const char of text.toLowerCase())
    if (!((char >= '0' && char <= '9') || (char >= 'a' && char <= 'f'))) return false;
  return true;
}

function isBase64(text: string): boolean {
  let end = text.length;
  while (end > 0 && text[end - 1] === '=') end -= 1;
  if (text.length - end > 2) return false;
  const body = text.slice(0, end);
  for (const char of body) {
    const ok =
      (char >= 'A' && char <= 'Z') ||
      (char >= 'a' && char <= 'z') ||
      (char >= '0' && char <= '9') ||
      '+/-_'.includes(char);
    if (!ok) return false;
  }
  return true;
}

/** The 32-byte key from WEBHOOK_ENCRYPTION_KEY: 64 hex characters, or base64 / base64url of 32 bytes. */
export function parseEncryptionKey(text: string): Buffer {
  const value = text.trim();
  if (value.length === KEY_BYTES * 2 && isHex(value)) return Buffer.from(value, 'hex');
  if (value.length > 0 && isBase64(value)) {
    const key = Buffer.from(value, 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new Error(
    'WEBHOOK_ENCRYPTION_KEY must be 64 hex characters or the base64 (or base64url) of 32 bytes',
  );
}

/** A new key for WEBHOOK_ENCRYPTION_KEY, as 64 hex characters. */
export function newEncryptionKey(): string {
  return randomBytes(KEY_BYTES).toString('hex');
}
