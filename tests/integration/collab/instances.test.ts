import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Instances sharing one database and Redis, with stores held back: what one instance saved must never be
 * lost or missed by the other, whichever instance a REST call reaches. (Instances on one database without
 * Redis are refused at start: shared-services.test.ts.) PGlite cannot be opened by two servers, so this
 * needs TEST_DATABASE_URL.
 */

async function startPair(env: Record<string, string> = {}): Promise<[TestApp, RunningServer]> {
  const first = await startTestApp({ env: { REDIS_URL: process.env.REDIS_URL!, ...env } });
  return [first, await startAnotherInstance(first)];
}

/** The same session on another instance. */
function sameSession(client: HttpClient, server: { url: string }): HttpClient {
  const other = createHttpClient(server.url);
  client.cookies.forEach((value, key) => other.cookies.set(key, value));
  return other;
}

async function createMap(client: HttpClient): Promise<string> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title: 'Shared map' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

const open: DocumentClient[] = [];
afterEach(() => open.splice(0).forEach((client) => client.close()));

function editor(server: { url: string }, client: HttpClient, mapId: string) {
  const opened = openDocument(server.url, `mindmap:${mapId}`, { client });
  open.push(opened);
  return opened;
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'instances sharing a database',
  () => {
    describe('with stores held back', () => {
      let a: TestApp;
      let b: RunningServer;
      beforeAll(async () => {
        [a, b] = await startPair({ COLLAB_STORE_DEBOUNCE_MS: '60000', COLLAB_STORE_MAX_DELAY_MS: '600000' });
      });
      afterAll(async () => {
        await b?.close();
        await a?.close();
      });

      it('finds a node added live on one instance from a REST call on the other, before any store', async () => {
        const onA = await signUp(a.url);
        const mapId = await createMap(onA);
        const live = editor(a, onA, mapId);
        await live.synced();
        const rootId = readMindmap(live.doc).rootId!;
        addNode(live.doc, { id: 'fresh', parentId: rootId, label: 'Added a moment ago', x: 0, y: 0 });
        await live.acknowledged();

        const onB = sameSession(onA, b);
        const patched = await onB.patch(`${FN}/nodes/fresh`, { label: 'Renamed on B' });
        expect(patched.status, JSON.stringify(patched.body)).toBe(200);
        const nodes = (await onB.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>;
        expect(nodes.map((node) => node.label)).toContain('Renamed on B');
      });
    });

    describe('storing as usual', () => {
      let a: TestApp;
      let b: RunningServer;
      beforeAll(async () => {
        [a, b] = await startPair();
      });
      afterAll(async () => {
        await b?.close();
        await a?.close();
      });

      it('keeps a REST write on one instance when the other, which has not received it, stores', async () => {
        const onA = await signUp(a.url);
        const mapId = await createMap(onA);
        const name = `mindmap:${mapId}`;
        const live = editor(a, onA, mapId);
        await live.synced();

        const onB = sameSession(onA, b);
        expect((await onB.patch(`${FN}/nodes/${mapId}`, { label: 'Renamed on B' })).status).toBe(200);
        // A has not heard of the rename; its next store must take it in rather than write over it.
        addNode(live.doc, { id: 'later', parentId: mapId, label: 'Added on A', x: 0, y: 0 });
        await live.acknowledged();

        await eventually(() => readMindmap(live.doc).nodes.some((node) => node.label === 'Renamed on B'));
        await eventually(async () => {
          const nodes = (await onB.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>;
          const labels = nodes.map((node) => node.label).sort();
          return labels.join() === ['Added on A', 'Renamed on B'].join();
        });
        const stored = await a.app.repos.documents.load(name);
        const doc = new Y.Doc();
        if (stored?.snapshot) Y.applyUpdate(doc, stored.snapshot);
        for (const entry of stored?.log ?? []) Y.applyUpdate(doc, entry.update);
        expect(
          readMindmap(doc)
            .nodes.map((node) => node.label)
            .sort(),
        ).toEqual(['Added on A', 'Renamed on B']);
      });
    });
  },
);
