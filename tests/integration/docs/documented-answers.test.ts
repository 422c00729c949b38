import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts';
import { expectDocumentedAnswer } from '../../helpers/documented-answers';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const json = 'application/json; charset=utf-8';

describe('every answer the integration tests receive', () => {
  it('passes when it is what the document declares for its operation and status', async () => {
    const user = await signUp(app.url);
    const created = await user.post('/api/mindmaps', { data: { title: 'Q3 launch plan' } });
    expect(created.status).toBe(201);
    const listed = await user.get('/.netlify/functions/mindmaps');
    expect(listed.body[0].title).toBe('Q3 launch plan');
  });

  it('fails with the operation and the field when its body does not fit the documented schema', async () => {
    const answer = { status: 200, contentType: json, body: [{ id: 'x', title: 7 }] };
    await expect(
      expectDocumentedAnswer(app.url, { method: 'GET', path: '/api/mindmaps' }, answer),
    ).rejects.toThrow(/GET \/api\/mindmaps 200: .*must have required property|must be string/);
  });

  it('fails on a status its operation does not document, under any prefix', async () => {
    const answer = { status: 418, contentType: json, body: { error: 'Teapot' } };
    await expect(
      expectDocumentedAnswer(app.url, { method: 'GET', path: '/.netlify/functions/api/mapid/abc' }, answer),
    ).rejects.toThrow('GET /api/mapid/{id}: status 418 is not documented');
  });

  it('fails on an error body that is not { error }', async () => {
    const answer = { status: 404, contentType: json, body: { message: 'Not found' } };
    await expect(
      expectDocumentedAnswer(app.url, { method: 'DELETE', path: '/api/nodes/abc' }, answer),
    ).rejects.toThrow(/DELETE \/api\/nodes\/\{id\} 404/);
  });

  it('fails on a media type its status does not declare, and passes one it does', async () => {
    const page = { status: 200, contentType: 'text/html', body: '<!doctype html>' };
    await expect(
      expectDocumentedAnswer(app.url, { method: 'GET', path: '/api/mindmaps' }, page),
    ).rejects.toThrow(
      'GET /api/mindmaps 200: answers text/html where the document declares application/json',
    );
    const invoice = { ...page, contentType: 'text/html; charset=utf-8' };
    await expectDocumentedAnswer(
      app.url,
      { method: 'GET', path: '/api/billing/invoices/x/download' },
      invoice,
    );
  });

  it('leaves answers of addresses outside the document to their own tests', async () => {
    const unknown = { status: 404, contentType: json, body: { error: 'Not found' } };
    await expectDocumentedAnswer(app.url, { method: 'GET', path: '/api/no-such-route' }, unknown);
    const page = { status: 200, contentType: 'text/html', body: '<!doctype html>' };
    await expectDocumentedAnswer(app.url, { method: 'GET', path: '/boards' }, page);
  });
});
