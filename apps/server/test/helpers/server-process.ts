import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESS_CLOCK_ENV, TEST_JWT_SECRET } from './test-app.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A first start on PGlite (initdb, every migration) took 35 s on a machine busy with other
 * tests, 50 s with tracing on, and over 100 s with two Vitest workers beside four other test
 * runs: this bounds a broken start on a machine three times slower, within the callers' budgets
 * (240 s for a test that starts one process, 360 s for one that starts two).
 */
const START_WITHIN_MS = 180_000;

export type ServerProcess = {
  process: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
};

/**
 * A real `npm start` process on the run's PostgreSQL: its own pool, its own LISTEN connection,
 * its own socket.io; with `workers` above 1 a primary and that many cluster workers. Its clock
 * reads PROCESS_NOW when the test run starts.
 */
export function startServer(
  dataDir: string,
  workers = 1,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        // Load tests come from one address; rate-limit-shared.test.ts sets real limits.
        RATE_LIMIT_MAX: '100000',
        RESERVE_RATE_LIMIT_MAX: '1000',
        HOLD_LIMIT_PER_IDENTITY: '1000',
        HOLD_LIMIT_PER_CLIENT: '1000',
        TOKEN_RATE_LIMIT_MAX: '100000',
        CLUSTER_WORKERS: String(workers),
        ...PROCESS_CLOCK_ENV,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // A server that never got ready is not left running behind the failed test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, START_WITHIN_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+:(\d+))/.exec(output);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve({
          process: child,
          baseUrl: match[1],
          port: Number(match[2]),
          output: () => output,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
  });
}

/** The pids of a process's children (a cluster primary's workers), sorted; Linux only. */
export async function childPids(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return text
    .split(/\s+/)
    .filter((part) => part !== '')
    .map(Number)
    .sort((a, b) => a - b);
}

/** A port free on 127.0.0.1 a moment ago, for a listener the started server opens itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * One request on a connection of its own, closed after the answer: a cluster's primary hands
 * each new connection to the next worker in turn, so consecutive calls alternate between workers.
 */
export function requestOnNewConnection(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: { ...init.headers, connection: 'close' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.once('error', reject);
    request.end(init.body);
  });
}
