import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESS_CLOCK_ENV, TEST_JWT_SECRET } from './test-app.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
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
