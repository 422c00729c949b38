import { expect } from 'vitest';
import { createHttpClient, type HttpClient } from './http';
import { latestLink } from './mailbox';

export const FN = '/.netlify/functions';
export const PASSWORD = 'correct-horse-9';

let counter = 0;
/** A unique e-mail address for a test account. */
export function uniqueEmail(name = 'user'): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Registers an account and signs it in; returns a client holding its session cookie. */
export async function signUp(
  baseUrl: string,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<HttpClient & { email: string }> {
  const client = createHttpClient(baseUrl);
  const registered = await client.post(`${FN}/register`, { email, password });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const login = await client.post(`${FN}/login`, { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return Object.assign(client, { email });
}

/**
 * Verifies the account's address with the latest link the app mailed it, as its owner would by opening
 * it while signed in; nothing to do once verified. Accepting an invitation, inviting, changing roles and
 * creating API tokens need a verified address.
 */
export async function verifyEmail(client: HttpClient & { email: string }): Promise<void> {
  const me = await client.get(`${FN}/me`);
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  if (me.body.user.email_verified) return;
  const link = await latestLink(client.baseUrl, client.email, '/verify-email?token=');
  expect(link, `no verification link was mailed to ${client.email}`).toBeDefined();
  const token = new URL(link!).searchParams.get('token');
  const verified = await client.post(`${FN}/verify-email`, { token });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

/** signUp, then verifyEmail: an account that may invite, change roles and create API tokens. */
export async function signUpVerified(
  baseUrl: string,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<HttpClient & { email: string }> {
  const client = await signUp(baseUrl, email, password);
  await verifyEmail(client);
  return client;
}
