import { expect } from 'vitest';
import { createHttpClient, type HttpClient } from './http';

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
