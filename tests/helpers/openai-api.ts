import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The test suite's own OpenAI-compatible chat completions server on a loopback port. It answers
 * `POST /v1/chat/completions` in the real wire format: server-sent events of `chat.completion.chunk`
 * objects ending in `data: [DONE]` when `stream` is true, one `chat.completion` otherwise. Each request
 * takes the next scripted reply (the last one repeats); the app talks to it with the real openai SDK.
 */

export type ScriptedReply =
  /** The answer text in these pieces, one chunk each, `delayMs` apart. */
  | { type: 'answer'; pieces: string[]; delayMs?: number; usage?: { prompt: number; completion: number } }
  /** Headers and `pieces`, then nothing: the connection stays open and silent. */
  | { type: 'stall'; pieces: string[] }
  /** An HTTP error with an OpenAI-style error body. */
  | { type: 'error'; status: number; message: string; headers?: Record<string, string> };

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
    messages: Array<{ role: string; content: string }>;
  };
  authorization: string | undefined;
}

export interface OpenAiApiOptions {
  /** Refuse `response_format: json_schema` as servers without structured output do. */
  noStructuredOutput?: boolean;
}

export async function startOpenAiApi(options: OpenAiApiOptions = {}) {
  let script: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return sendError(response, 404, `No route ${request.method} ${request.url}`);
      }
      const body = JSON.parse(raw) as RecordedRequest['body'];
      requests.push({ body, authorization: request.headers.authorization });
      if (options.noStructuredOutput && body.response_format?.type === 'json_schema') {
        return sendError(response, 400, "response_format type 'json_schema' is not supported by this server");
      }
      const reply = script.length > 1 ? script.shift()! : script[0];
      if (!reply) return sendError(response, 500, 'No reply scripted');
      if (reply.type === 'error') return sendError(response, reply.status, reply.message, reply.headers);
      if (!body.stream) {
        const content = reply.pieces.join('');
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
          }),
        );
      }
      void stream(response, body.model, reply);
    });
  });

  function chunk(model: string, delta: Record<string, unknown>, finish: string | null) {
    return `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  }

  async function stream(
    response: http.ServerResponse,
    model: string,
    reply: Exclude<ScriptedReply, { type: 'error' }>,
  ) {
    open.add(response);
    response.on('close', () => open.delete(response));
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk(model, { role: 'assistant', content: '' }, null));
    for (const piece of reply.pieces) {
      if (reply.type === 'answer' && reply.delayMs)
        await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      response.write(chunk(model, { content: piece }, null));
    }
    if (reply.type === 'stall') return;
    response.write(chunk(model, {}, 'stop'));
    const usage = reply.usage ?? { prompt: 42, completion: 17 };
    response.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: usage.completion,
          total_tokens: usage.prompt + usage.completion,
        },
      })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
  }

  function sendError(response: http.ServerResponse, status: number, message: string, headers = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify({ error: { message, type: 'invalid_request_error', code: null } }));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The replies of the next requests, in order; the last one repeats. */
    script(replies: ScriptedReply[]) {
      script = [...replies];
      requests.length = 0;
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiApi = Awaited<ReturnType<typeof startOpenAiApi>>;

/** An answer `{"items": [...]}` cut into pieces of `size` characters, as a model streams it. */
export function answerPieces(items: unknown[], size = 7): string[] {
  const text = JSON.stringify({ items });
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}
