// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev servers of the
// portal and the toolbox (at /toolbox/ on its own port), which proxy /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@toolbox/server'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // The same data folder as `npm start`, not one inside apps/server.
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@toolbox/portal'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@toolbox/toolbox'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
