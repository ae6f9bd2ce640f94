// The bare reference: a Fastify server that answers one fixed JSON body, read from a file, on
// every GET. Prints its port on stdout once it listens on 127.0.0.1.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.argv[2], 'utf8');
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${app.server.address().port}\n`);
