// Measures how long the server takes to print its ready line: first on an empty data directory
// (PGlite initdb + migrations + seed), then again on the same directory (warm start).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'dekka-startup-'));
const port = String(3200 + Math.floor(Math.random() * 500));

function startOnce() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.stdout.on('data', (chunk) => {
      if (!String(chunk).includes('Dekka is ready')) return;
      const ms = performance.now() - started;
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(ms);
        else reject(new Error(`server exited with ${code} after SIGINT`));
      });
      child.kill('SIGINT');
    });
    child.once('error', reject);
  });
}

try {
  const cold = await startOnce();
  const warm = await startOnce();
  console.log(`startup, empty data dir: ${(cold / 1000).toFixed(2)} s`);
  console.log(`startup, second start:   ${(warm / 1000).toFixed(2)} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
