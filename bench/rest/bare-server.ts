/**
 * The bare framework bench/rest measures Mindlane against: Fastify on the same Node, one route answering
 * {"hello":"world"}, no logger. Prints its port on stdout once it listens.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
