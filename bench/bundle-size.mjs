// Prints the size of what a diner's browser downloads first: the entry JS and CSS of the
// production build (raw and gzip). Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

let totalGzip = 0;
for (const file of entries) {
  const bytes = readFileSync(join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  totalGzip += gz;
  console.log(`${file.padEnd(48)} ${kib(bytes.length).padStart(10)}  gzip ${kib(gz).padStart(9)}`);
}
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
console.log(`entry total (gzip): ${kib(totalGzip)}; JS chunks in build: ${all.length}`);
