// `npm test`: every check in one command, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit, server integration and web component tests', 'npx', ['vitest', 'run']],
  ['production build', 'npm', ['run', 'build']],
  ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
