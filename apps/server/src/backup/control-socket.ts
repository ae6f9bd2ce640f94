import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVATE_FOLDER_MODE } from '../lib/private-modes';

/** The socket a running server on PGlite takes a backup request on, in a folder of its own. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control', 'server.sock');

/**
 * A Unix socket in the data folder (issue #21 item 6): PGlite is one process, so `npm run backup`
 * cannot open the database a running server holds; it asks the server over this socket, which
 * only the server's user can reach: it lies in a folder made 0700 before the socket is made.
 * The request is the line `backup`; the answer is `OK` and the archive, or `ERROR <reason>`.
 */
export async function openControlSocket(
  dataDir: string,
  backup: (out: Writable) => Promise<unknown>,
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<{ close: () => Promise<void> }> {
  const file = controlSocketPath(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  fs.chmodSync(path.dirname(file), PRIVATE_FOLDER_MODE);
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').trim() !== 'backup') {
        socket.end('ERROR unknown request\n');
        return;
      }
      socket.write('OK\n');
      logger.info('backup requested through the control socket');
      backup(socket).catch((error: unknown) => {
        logger.warn({ err: error }, 'backup through the control socket failed');
        socket.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Asks the server on `dataDir`'s control socket for a backup; its archive goes to `out`. */
export function requestBackup(dataDir: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let head = Buffer.alloc(0);
    let started = false;
    socket.once('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => {
      if (started) {
        if (!out.write(chunk)) {
          socket.pause();
          out.once('drain', () => socket.resume());
        }
        return;
      }
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf('\n');
      if (newline < 0) return;
      const status = head.subarray(0, newline).toString('utf8');
      if (status !== 'OK') {
        socket.destroy();
        reject(new Error(`The server refused: ${status.replace(/^ERROR /, '')}`));
        return;
      }
      started = true;
      const rest = head.subarray(newline + 1);
      if (rest.length > 0) out.write(rest);
    });
    socket.once('error', reject);
    socket.once('end', () => out.end(() => resolve()));
  });
}
