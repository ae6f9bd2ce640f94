import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's nginx, when installed (CI installs it: .ci/run). */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const operationsGuide = path.resolve(import.meta.dirname, '../../../docs/operations.md');

/**
 * The nginx configuration of docs/operations.md, as it is written there, made to run on loopback:
 * the two upstream servers become `replicas`, it listens on `port` without TLS, and each answer
 * says which replica gave it (`X-Served-By`), for the test to see the round-robin.
 */
export function nginxConfigFromGuide(port: number, replicas: [number, number]): string {
  const guide = fs.readFileSync(operationsGuide, 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('docs/operations.md has no nginx configuration');
  const upstreams = [...block.matchAll(/^\s*server (\d+\.\d+\.\d+\.\d+:\d+)/gm)].map((m) => m[1]!);
  if (upstreams.length !== 2) throw new Error('expected two upstream servers in the guide');
  let config = block
    .replace(upstreams[0]!, `127.0.0.1:${replicas[0]}`)
    .replace(upstreams[1]!, `127.0.0.1:${replicas[1]}`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate.*$/gm, '');
  config = config.replace(
    'proxy_http_version 1.1;',
    'proxy_http_version 1.1;\n    add_header X-Served-By $upstream_addr always;',
  );
  if (!config.includes(`listen 127.0.0.1:${port};`)) throw new Error('listen line not found');
  return config;
}

/** nginx in the foreground with `serverBlock`, its files under `directory`; stop with `stop`. */
export async function startNginx(binary: string, directory: string, serverBlock: string) {
  fs.mkdirSync(directory, { recursive: true });
  // Worker processes run as nobody when started as root: their scratch folders must be theirs.
  for (const temp of ['body', 'proxy']) {
    fs.mkdirSync(path.join(directory, temp), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(directory, temp), 0o777);
  }
  const conf = path.join(directory, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(directory, 'nginx.pid')};
error_log ${path.join(directory, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${path.join(directory, 'body')};
  proxy_temp_path ${path.join(directory, 'proxy')};
  fastcgi_temp_path ${path.join(directory, 'proxy')};
  uwsgi_temp_path ${path.join(directory, 'proxy')};
  scgi_temp_path ${path.join(directory, 'proxy')};
${serverBlock}
}
`,
  );
  const child: ChildProcess = spawn(binary, ['-e', path.join(directory, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = Number(/listen 127\.0\.0\.1:(\d+);/.exec(serverBlock)?.[1]);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.readFileSync(path.join(directory, 'error.log'), 'utf8');
      throw new Error(`nginx exited: ${output}${log}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
