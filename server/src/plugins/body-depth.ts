import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors';
import { createJsonDepthScanner, MAX_NESTING_DEPTH } from '../json-depth';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * No route's JSON parser sees a body nested deeper than MAX_NESTING_DEPTH: a JSON body is followed
 * bracket by bracket as it arrives and refused (400) at the first level too deep, before it is parsed.
 * Parsing is iterative, but what reads the parsed value (validation, logs) recurses, and a megabyte of
 * brackets took a second to parse.
 */
export default fp(async function bodyDepth(app: FastifyInstance) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !JSON_TYPE.test(type.slice(0, 128))) return payload;
    const scanner = createJsonDepthScanner();
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (scanner.push(chunk)) done(null, chunk);
        else done(badRequest(`The JSON body nests deeper than ${MAX_NESTING_DEPTH} levels.`));
      },
    });
    payload.on('error', (error) => checked.destroy(error));
    // Bytes flow once the body reader listens (it resumes the stream), so a refusal always has a listener;
    // a body whose Content-Length is over the route's limit is refused (413) without being read at all.
    checked.once('resume', () => payload.pipe(checked));
    return checked;
  });
});
