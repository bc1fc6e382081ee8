// A process that contends for the embedded database's lock when told to, for data-dir-lock's
// race test: `go <dir>` answers `won` or `lost`; `release` gives a won lock back.
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../../src/db/data-dir-lock.ts';

let release: (() => Promise<void>) | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dir = ''] = line.split(' ');
  if (command === 'go') {
    try {
      release = await acquireDataDirLock(dir);
      console.log('won');
    } catch {
      console.log('lost');
    }
  } else if (command === 'release') {
    await release?.();
    release = undefined;
    console.log('released');
  }
}
