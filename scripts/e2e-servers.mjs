// The browser tests' servers, started side by side (playwright.config.ts lists them in
// E2E_SERVERS). Playwright starts the servers of its `webServer` list one after another, waiting
// for each to answer before starting the next, which left a core idle for most of the 20 s
// before the first test; this starts them all at once and prints "servers ready" (what the
// config waits for) once every one answers its health check.
//
// A port already in use fails the run at once, as Playwright's own check did: a server left over
// from another run must not answer in place of this run's. A server that exits ends this process
// with its exit code, which fails the run. Playwright ends the run by killing this process's group,
// the servers with it.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';

/** @type {{ port: number; dataDir: string; env: Record<string, string> }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const entry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/src/server.ts';

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthy(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

for (const { port } of servers) {
  if (await portInUse(port)) {
    console.error(`Port ${port} is already in use: stop whatever runs there first.`);
    process.exit(1);
  }
}

await Promise.all(
  servers.map(async ({ port, dataDir, env }) => {
    await rm(dataDir, { recursive: true, force: true });
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      console.error(`The server on port ${port} exited (${code ?? signal}).`);
      process.exit(code || 1);
    });
  }),
);

const waiting = new Set(servers.map(({ port }) => port));
while (waiting.size > 0) {
  for (const port of waiting) if (await healthy(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log('servers ready');
