// Development: the sandbox API with restart on change, and Vite with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', path.join(root, 'apps/sandbox-api/src/main.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '8081',
      CORS_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
    },
  }),
  // Vite serves public/config.json: the sandbox API on :8081 and its reCAPTCHA stand-in there.
  spawn(bin('vite'), ['--host', '127.0.0.1', '--port', '5173'], {
    stdio: 'inherit',
    cwd: path.join(root, 'apps/web'),
  }),
];

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
