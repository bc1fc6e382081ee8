// Sign-in round trip on the embedded database, as a diner lives it: ask for a code, wait for the
// e-mail to arrive at an SMTP server (smtp-server, local), send the code back, and make the first
// signed-in call (the profile). Starts one server with a fresh DATA_DIR, runs 5 warm-up sign-ins
// and then 50 measured ones, one after another, each with its own address. Prints the median and
// 95th percentile of each leg and of the whole round trip, then stops the server.
//
//   npm run bench:sign-in
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const WARM_UP = 5;
const RUNS = 50;
const DEADLINE_MS = 170_000;
/** The whole round trip on this machine, median, without the time a person takes to type. */
const targetMedianMs = 500;

const dataDir = mkdtempSync(join(tmpdir(), 'dekka-bench-sign-in-'));
const codes = new Map();
const waiting = new Map();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 4096) head += String(chunk);
    });
    stream.on('end', () => {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      const code = /^Subject: (\d{6}) /m.exec(head)?.[1] ?? '';
      codes.set(to, code);
      waiting.get(to)?.(code);
      callback();
    });
  },
});

let server;
function startServer(smtpPort) {
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?pool=true`,
        SIGN_IN_RATE_LIMIT_PER_CLIENT: '100000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const onData = (chunk) => {
      output += String(chunk);
      const url = /Dekka is ready at (\S+)/.exec(output)?.[1];
      if (!url) return;
      server.stdout.off('data', onData);
      resolve(url);
    };
    server.stdout.on('data', onData);
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`server exited with ${code} before ready`)));
  });
}

async function cleanup() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  await new Promise((resolve) => smtp.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${DEADLINE_MS / 1000} s, giving up`);
  void cleanup().then(() => process.exit(1));
}, DEADLINE_MS);
watchdog.unref();

async function post(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One sign-in; the time of each leg in milliseconds. */
async function signIn(base, email) {
  const arrived = new Promise((resolve) => waiting.set(email, resolve));
  const t0 = performance.now();
  await post(base, '/api/auth/email-code', { email });
  const t1 = performance.now();
  const code = await arrived;
  const t2 = performance.now();
  const session = await post(base, '/api/auth/sign-in', { email, code });
  const t3 = performance.now();
  const profile = await fetch(`${base}/api/web/usercustomer/`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!profile.ok) throw new Error(`profile: ${profile.status}`);
  const t4 = performance.now();
  waiting.delete(email);
  return {
    askCode: t1 - t0,
    mailArrives: t2 - t1,
    signIn: t3 - t2,
    firstCall: t4 - t3,
    total: t4 - t0,
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

try {
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const base = await startServer(smtp.server.address().port);
  for (let i = 0; i < WARM_UP; i += 1) await signIn(base, `warm-${i}@bench.example`);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await signIn(base, `diner-${i}@bench.example`));
  console.log(`Sign-in round trip, ${RUNS} sign-ins after ${WARM_UP} warm-up (embedded database)`);
  for (const leg of ['askCode', 'mailArrives', 'signIn', 'firstCall', 'total']) {
    const values = runs.map((run) => run[leg]);
    console.log(
      `  ${leg.padEnd(12)} median ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms`,
    );
  }
  const median = percentile(
    runs.map((run) => run.total),
    50,
  );
  console.log(
    `  target: median round trip ≤ ${targetMedianMs} ms → ${median <= targetMedianMs ? 'met' : 'MISSED'}`,
  );
} finally {
  await cleanup();
}
