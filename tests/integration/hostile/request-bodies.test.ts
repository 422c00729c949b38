import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH } from '@server/json-depth';
import { PUBLIC_BODY_LIMIT } from '@server/routes/route-access';
import { FN, signUp } from '../../helpers/accounts';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Request bodies cost what their size allows before anything parses them: a public route reads a few
 * kilobytes, and no route's JSON parser sees nesting past MAX_NESTING_DEPTH. Bodies a signed-in route needs
 * (and Stripe's events) still pass.
 */

let app: TestApp;
let member: HttpClient;
/** The slowest of a few normal public requests on this machine. */
let normalMs = 0;
const STALL_FACTOR = 5;
const STALL_FLOOR_MS = 500;

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function timed<T>(send: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const answer = await send();
  return [answer, performance.now() - started];
}

const stallLimit = () => Math.max(STALL_FLOOR_MS, STALL_FACTOR * normalMs);

beforeAll(async () => {
  app = await startTestApp();
  member = await signUp(app.url);
  for (let round = 0; round < 5; round += 1) {
    const [answer, ms] = await timed(() =>
      createHttpClient(app.url).post(`${FN}/forgot-password`, { email: `nobody${round}@example.com` }),
    );
    expect(answer.status).toBeLessThan(300);
    normalMs = Math.max(normalMs, ms);
  }
});
afterAll(() => app?.close());

describe('a public route', () => {
  it('refuses a body over 8 KiB with 413, before reading it', async () => {
    const body = JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    const answer = await createHttpClient(app.url).post(`${FN}/forgot-password`, body);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: expect.any(String) });
  });

  it('answers 2 MB of nested arrays from a stranger as fast as a normal request', async () => {
    const [answer, ms] = await timed(() =>
      createHttpClient(app.url).post(`${FN}/forgot-password`, nested(1024 * 1024)),
    );
    expect(answer.status).toBe(413);
    expect(ms).toBeLessThan(stallLimit());
  });

  it(`refuses JSON nested deeper than ${MAX_NESTING_DEPTH} levels with 400`, async () => {
    const visitor = createHttpClient(app.url);
    const deep = await visitor.post(`${FN}/forgot-password`, `{"email":${nested(MAX_NESTING_DEPTH + 1)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ error: `The JSON body nests deeper than ${MAX_NESTING_DEPTH} levels.` });
    // One level less is parsed, and then refused by the route's own schema.
    const shallow = await visitor.post(`${FN}/forgot-password`, `{"email":${nested(MAX_NESTING_DEPTH - 1)}}`);
    expect(shallow.status).toBe(400);
    expect(shallow.body).not.toEqual(deep.body);
  });

  it('reads a Stripe event larger than a form (what refuses it is not its size)', async () => {
    const event = JSON.stringify({ type: 'invoice.paid', data: { lines: 'x'.repeat(64 * 1024) } });
    const answer = await createHttpClient(app.url).post(`${FN}/stripe/webhook`, event);
    expect(answer.status).not.toBe(413);
  });
});

describe('a signed-in route', () => {
  it('takes a body larger than a public one', async () => {
    const description = 'A long description. '.repeat(1_000);
    const answer = await member.post(`${FN}/mindmaps`, { data: { title: 'Long', description } });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  });

  it('refuses 1.5 MB of nested arrays with 400, as fast as a normal request', async () => {
    const [answer, ms] = await timed(() => member.post(`${FN}/mindmaps`, nested(768 * 1024)));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: `The JSON body nests deeper than ${MAX_NESTING_DEPTH} levels.` });
    expect(ms).toBeLessThan(stallLimit());
  });
});
