import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_DESCRIPTION_MAX, AI_TITLE_MAX } from '@shared/api/ai';
import { DESCRIPTION_MAX, TITLE_MAX } from '@shared/schema/fields';
import { PROMPT_MAX, SIBLINGS_MAX } from '@server/plugins/app/ai/prompt-bounds';
import { FN, signUp } from '../../helpers/accounts';
import { eventually, type HttpClient } from '../../helpers/http';
import { answerPieces, startOpenAiApi, type OpenAiApi } from '../../helpers/openai-api';
import { startTestApp, type TestApp } from '../../helpers/test-app';

interface ExpandContext {
  title: string;
  description: string;
  path_from_root: string[];
  existing_children: string[];
}

/** `count` characters of words, starting with `start` so each text can be told from the others. */
function longText(start: string, count: number): string {
  return `${start} `.padEnd(count, 'seedlings and compost in the raised beds ');
}

async function addNode(
  client: HttpClient,
  mindmapId: string,
  parentId: string,
  label: string,
  description = '',
) {
  const response = await client.post(`${FN}/nodes`, { mindmapId, parentId, label, description, x: 0, y: 0 });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

describe('POST /api/ai-expand-node with an OpenAI-compatible model (the real openai SDK against a loopback server)', () => {
  let api: OpenAiApi;
  let app: TestApp;
  beforeAll(async () => {
    api = await startOpenAiApi();
    app = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: api.baseUrl, OPENAI_MODEL: 'test-model' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  it('sends the model labels of at most 200, a description of at most 4,000, 50 children and a bounded message', async () => {
    const user = await signUp(app.url);
    // The longest texts a map holds: labels of TITLE_MAX (500; a longer label is refused, and cut to 500 when
    // read from a document) and a description of DESCRIPTION_MAX (20,000).
    const map = await user.post(`${FN}/mindmaps`, { data: { title: longText('Garden', TITLE_MAX) } });
    expect(map.status, JSON.stringify(map.body)).toBe(201);
    const mindmapId = map.body.id as string;
    const nodes = (await user.get(`${FN}/nodes?mindmapId=${mindmapId}`)).body as Array<{
      id: string;
      parentId: string | null;
    }>;
    const rootId = nodes.find((node) => node.parentId === null)!.id;
    const branchId = await addNode(user, mindmapId, rootId, longText('Vegetables', TITLE_MAX));
    const description = longText('Tomatoes', DESCRIPTION_MAX);
    const nodeId = await addNode(user, mindmapId, branchId, longText('Tomatoes', TITLE_MAX), description);
    const children = Array.from({ length: 80 }, (_, index) => longText(`Child ${index + 1}`, TITLE_MAX));
    for (const label of children) await addNode(user, mindmapId, nodeId, label);

    api.script([
      { type: 'answer', pieces: answerPieces([{ label: 'Staking', description: 'Tie them up.' }]) },
    ]);
    const expanded = await user.post('/api/ai-expand-node', { mindmapId, nodeId });
    expect(expanded.status, JSON.stringify(expanded.body)).toBe(200);
    await eventually(async () => {
      const state = await user.get(`/api/ai-generation?kind=mindmap&id=${mindmapId}`);
      return state.body.status === 'done';
    });

    expect(api.requests).toHaveLength(1);
    const message = api.requests[0]!.body.messages.find((entry) => entry.role === 'user')!.content;
    expect(message.length).toBeLessThanOrEqual(PROMPT_MAX);
    const sent = JSON.parse(message) as ExpandContext;
    expect(sent.title.length).toBeLessThanOrEqual(AI_TITLE_MAX);
    expect(sent.title.startsWith('Tomatoes ')).toBe(true);
    // The description is capped, not dropped: the children are given up first.
    expect(sent.description).toHaveLength(AI_DESCRIPTION_MAX);
    expect(description.startsWith(sent.description.slice(0, -1))).toBe(true);
    expect(sent.path_from_root.map((label) => label.split(' ')[0])).toEqual([
      'Garden',
      'Vegetables',
      'Tomatoes',
    ]);
    for (const label of sent.path_from_root) expect(label.length).toBeLessThanOrEqual(AI_TITLE_MAX);
    expect(sent.existing_children.length).toBeGreaterThan(0);
    expect(sent.existing_children.length).toBeLessThanOrEqual(SIBLINGS_MAX);
    for (const label of sent.existing_children) {
      expect(label.length).toBeLessThanOrEqual(AI_TITLE_MAX);
      expect(children.some((child) => child.startsWith(label.slice(0, -1)))).toBe(true);
    }
  });
});
