import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { CLOCK_OFFSET_MS } from './clock';
import { DATA_DIR_TEMPLATE, SERVE_FROM_TEMPLATE } from './servers';

/**
 * A server a test starts, stops and starts again (the hub-reconnect test), on its own port and
 * data directory so no other test shares it. Same command and settings as playwright.config.ts,
 * plus the test's own `env` (the joining test's administrator).
 */
export class OwnServer {
  readonly url: string;
  private readonly dataDir: string;
  private process: ChildProcess | null = null;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = `.data-e2e-${port}`;
  }

  /** `timeoutMs`: how long to wait for it to answer (a fresh database's demo takes longest). */
  async start(options: { fresh?: boolean; timeoutMs?: number } = {}): Promise<void> {
    if (options.fresh) await rm(this.dataDir, { recursive: true, force: true });
    const entry = options.fresh ? SERVE_FROM_TEMPLATE : 'apps/server/src/server.ts';
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATA_DIR_TEMPLATE,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '10000',
        CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
        DEMO_PHOTOS: 'false',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.process = child;
    // As long as playwright.config.ts gives its servers by default: 15 s on a quiet machine, far
    // more on a slow one with two browsers beside it.
    const deadline = Date.now() + (options.timeoutMs ?? 180_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server on ${this.port} did not start`);
  }

  /** SIGTERM and wait for the exit, so the embedded database's directory is free again. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
}
