// A throwaway PostgreSQL cluster for the test suite: initdb into a temporary folder, start it on a
// free loopback port, hand back its URL, and remove it all afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** initdb from PATH, or from Debian's versioned folder (not on PATH). */
export function findPostgresBin() {
  const candidates = (process.env.PATH ?? '').split(path.delimiter);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort().reverse())
      candidates.push(path.join(debian, version, 'bin'));
  }
  for (const dir of candidates) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) {
      // Resolve links so pg_ctl finds the postgres binary beside it.
      return path.dirname(fs.realpathSync(path.join(dir, 'pg_ctl')));
    }
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; returns { url, stop }. initdb refuses root, so as root it runs as `postgres`. */
export async function startThrowawayPostgres(bin) {
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-pg-'));
  const run = (tool, args) => {
    const file = path.join(bin, tool);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  if (isRoot) {
    fs.chmodSync(dir, 0o700);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const port = await freePort();
  run('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
