// `npm test`: every check in one command. Prints each step's time and, at the end, the slowest
// tests; stops at the first failure.
//
// Two cores: Vitest runs its files in two workers, and the typecheck, lint and production build
// (one process at a time) run beside it; once they end, Vitest has both cores to itself. The
// browser tests need the build and both cores, so they run last, alone: started beside the end of
// the Vitest run, the two slowed each other down by more than the idle core they would have used.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';
import { slowestPlaywrightTests, slowestVitestTests } from './test-timings.mjs';

const chromium = chromiumPath();
if (!chromium || !existsSync(chromium)) {
  console.error(
    `Chromium not found${chromium ? ` at ${chromium}` : ''}: install it with \`apt-get install -y chromium-headless-shell\` (or chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const vitestReport = 'test-results/vitest.json';
const playwrightReport = `test-results/playwright-${E2E_PORT}.json`;
mkdirSync('test-results', { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const step = (name, command, args) => ({ name, command, args });
const typecheck = step('typecheck', 'npm', ['run', 'typecheck']);
const lint = step('lint', 'npm', ['run', 'lint']);
const build = step('production build', 'npm', ['run', 'build']);
// The PostgreSQL pass's list of files matches the test files (CI runs the pass after npm test).
const postgresList = step('PostgreSQL pass list', 'node', ['scripts/test-pg.mjs', '--check']);
const vitest = step('unit, server integration and web component tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const browser = step('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);

const durations = [];
const started = Date.now();

function seconds(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * Runs one step. `quiet` collects its output and prints it in one piece when the step ends, so
 * two steps running side by side do not interleave their lines.
 */
function run({ name, command, args }, { quiet = false } = {}) {
  console.log(`\n▶ ${name}${quiet ? ' (output follows when it ends)' : ''}`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ms = Date.now() - t0;
      durations.push([name, ms]);
      if (quiet) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      console.log(
        `${ok ? '✔' : '✖'} ${name}: ${seconds(ms)}${ok ? '' : ` (exit ${code ?? signal})`}`,
      );
      resolve(ok);
    });
  });
}

async function sequence(...steps) {
  for (const s of steps) if (!(await run(s, { quiet: true }))) return false;
  return true;
}

function summary() {
  console.log('\nStep times:');
  for (const [name, ms] of durations) console.log(`  ${seconds(ms).padStart(12)}  ${name}`);
  console.log(`  ${seconds(Date.now() - started).padStart(12)}  in all`);
  for (const [title, file, pick] of [
    ['Vitest', vitestReport, slowestVitestTests],
    ['browser', playwrightReport, slowestPlaywrightTests],
  ]) {
    if (!existsSync(file)) continue;
    console.log(`\nSlowest ten ${title} tests:`);
    for (const test of pick(JSON.parse(readFileSync(file, 'utf8')), 10)) {
      console.log(`  ${seconds(test.ms).padStart(12)}  ${test.name}`);
    }
  }
}

const [vitestOk, staticOk] = await Promise.all([
  run(vitest),
  sequence(postgresList, typecheck, lint, build),
]);
const ok = vitestOk && staticOk && (await run(browser));
summary();
if (!ok) {
  console.error('\n✖ npm test failed');
  process.exit(1);
}
console.log('\n✔ all checks passed');
