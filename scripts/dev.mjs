// `npm run dev`: the backend in watch mode (tsx, restarts on a change, NODE_ENV=development) and the Vite dev
// server (hot reload, proxying /backend and the WebSocket to the backend: console/vite.config.ts) in one
// terminal, each line prefixed with its source. Ctrl-C, or either one ending, stops both.
// PORT sets the backend's port (default 8080), VITE_PORT Vite's (default 5173); the data folder is ./data.
import { spawn } from 'node:child_process';

const backendPort = process.env.PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, NODE_ENV: 'development', PORT: backendPort };

const parts = [
  { name: 'backend', color: 36, command: 'tsx', args: ['watch', '--clear-screen=false', 'main.ts'], env },
  {
    name: 'console',
    color: 35,
    command: 'vite',
    args: ['--port', vitePort, '--strictPort'],
    cwd: 'console',
    env: { ...env, CS_BACKEND_URL: `http://localhost:${backendPort}` },
  },
];

const children = [];
let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};

for (const part of parts) {
  // npm puts node_modules/.bin (the pinned Node 24, tsx, vite) on PATH for this script.
  const child = spawn(part.command, part.args, {
    cwd: part.cwd,
    env: part.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = process.stdout.isTTY ? `\x1b[${part.color}m[${part.name}]\x1b[0m ` : `[${part.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) process.stdout.write(`${prefix}ended (${code ?? 'signal'}); stopping the other part\n`);
    stopAll(code ?? 0);
  });
  children.push(child);
}
process.stdout.write(
  `console with hot reload: http://localhost:${vitePort}  (backend on port ${backendPort})\n`,
);
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
