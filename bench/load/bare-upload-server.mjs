// The bare reference for uploads: a Node HTTP server that streams each request body to a file in
// the folder given, hashing it with SHA-256 on the way, fsyncs it and answers 204 with the digest.
// Prints its port on stdout once it listens on 127.0.0.1.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const folder = process.argv[2];
let n = 0;
const server = http.createServer(async (request, response) => {
  const file = path.join(folder, `bare-${n++}`);
  const hash = crypto.createHash('sha256');
  const hashing = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(request, hashing, fs.createWriteStream(file));
  const handle = await fs.promises.open(file, 'r');
  await handle.sync();
  await handle.close();
  fs.rmSync(file);
  response.writeHead(204, { 'x-sha256': hash.digest('hex') }).end();
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
