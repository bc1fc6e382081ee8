import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TRIALS = 50;
/** Above Linux's largest pid (2^22), so no process can have it: the lock holder is gone. */
const DEAD_PID = 99_999_999;
const contenderScript = fileURLToPath(new URL('./helpers/lock-contender.ts', import.meta.url));

type Contender = { child: ChildProcessWithoutNullStreams; next: () => Promise<string> };

function startContender(): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', contenderScript], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  const next = () => {
    const line = lines.shift();
    return line === undefined
      ? new Promise<string>((resolve) => waiting.push(resolve))
      : Promise.resolve(line);
  };
  return { child, next };
}

describe('the embedded database lock', () => {
  let a: Contender;
  let b: Contender;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dekka-lock-'));
    a = startContender();
    b = startContender();
  });
  afterAll(async () => {
    a.child.kill();
    b.child.kill();
    await rm(root, { recursive: true, force: true });
  });

  it(`goes to exactly one of two servers racing over a stale lock, ${TRIALS} times out of ${TRIALS}`, async () => {
    const winners: number[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dir = path.join(root, String(trial));
      await mkdir(dir);
      // What `kill -9` leaves behind.
      await writeFile(path.join(dir, 'pglite.lock'), `${DEAD_PID}\n`);
      a.child.stdin.write(`go ${dir}\n`);
      b.child.stdin.write(`go ${dir}\n`);
      const answers = await Promise.all([a.next(), b.next()]);
      winners.push(answers.filter((answer) => answer === 'won').length);
      for (const [i, contender] of [a, b].entries()) {
        if (answers[i] !== 'won') continue;
        contender.child.stdin.write('release\n');
        expect(await contender.next()).toBe('released');
      }
      // Nothing is left behind but the released lock's directory.
      expect(await readdir(dir)).toEqual([]);
    }
    expect(winners).toEqual(Array.from({ length: TRIALS }, () => 1));
  }, 120_000);

  it('is refused while its holder runs, and free again once it lets go', async () => {
    const dir = path.join(root, 'live');
    await mkdir(dir);
    a.child.stdin.write(`go ${dir}\n`);
    expect(await a.next()).toBe('won');
    b.child.stdin.write(`go ${dir}\n`);
    expect(await b.next()).toBe('lost');
    a.child.stdin.write('release\n');
    expect(await a.next()).toBe('released');
    b.child.stdin.write(`go ${dir}\n`);
    expect(await b.next()).toBe('won');
    b.child.stdin.write('release\n');
    expect(await b.next()).toBe('released');
  });
});
