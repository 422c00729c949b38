import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors';

/** Router errors, answered before any route runs; their own texts would echo the whole path back. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is not valid: it has a malformed percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A value in the URL path is too long.' },
};

/** Fastify's `frameworkErrors` option: the router's client errors as `{ error }` JSON like every other. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return reply.code(known.status).send({ error: known.message });
  request.log.error({ err: error, method: request.method, url: request.url });
  return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
}

/** Errors of the HTTP parser, before Fastify sees a request: a status and a message for each. */
function clientErrorAnswer(code: string | undefined): [number, string, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'Request Timeout', 'The request took too long to arrive.'];
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'Request Header Fields Too Large', 'The request line or its headers are too large.'];
  return [400, 'Bad Request', 'The request is not valid HTTP.'];
}

/** Fastify's `clientErrorHandler` option: what the HTTP parser refuses also gets `{ error }` JSON. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Network failures of a connection to a store (Redis, PostgreSQL): out of reach, not broken. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** How ioredis says a command could not reach Redis: its retries ran out, or the connection is gone. */
const UNREACHABLE_NAMES = new Set(['MaxRetriesPerRequestError']);
const UNREACHABLE_MESSAGES = new Set(['Connection is closed.', 'Command timed out']);

/** Whether `error` says a store the app depends on is out of reach for now, so the request may be tried again. */
function storeOutOfReach(error: Error & { code?: string }): boolean {
  return (
    (error.code !== undefined && UNREACHABLE_CODES.has(error.code)) ||
    UNREACHABLE_NAMES.has(error.name) ||
    UNREACHABLE_MESSAGES.has(error.message)
  );
}

/** Seconds a client is asked to wait before trying again while a store is out of reach. */
const RETRY_AFTER_S = 5;

/**
 * One place that turns errors into `{ error }` JSON: the message for 4xx, a generic text for 5xx
 * (logged with method, URL and params), and 503 with Retry-After while a store is out of reach.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ error: first?.message ?? 'Invalid request' });
    }
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url, params: request.params });
      if (storeOutOfReach(error)) {
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .send({ error: 'Mindlane cannot reach its storage for a moment. Please try again shortly.' });
      }
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });
});
