// Prints what a diner's browser downloads for each main route of the production build: the entry
// (index.html's scripts and styles) plus the route's lazy page chunk and everything it imports
// statically, found by following Vite's manifest (build.manifest). Sizes raw and gzip.
// Run after `npm run build`; `node bench/bundle-size.mjs <distDir>` for another build directory.
// Budgets per route, gzip JavaScript (docs/decisions/009 and 018); a route over its budget fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'apps/web/dist';

/** Each route's page module, as the route table (apps/web/src/app/routes.tsx) lazy-loads it. */
const ROUTES = {
  home: null,
  results: 'src/features/search/components/search-results-page.tsx',
  restaurant: 'src/features/restaurant/components/restaurant-page.tsx',
  event: 'src/features/restaurant/components/event-page.tsx',
  upsell: 'src/features/upsell/components/upsell-page.tsx',
  complete: 'src/features/complete/components/complete-page.tsx',
};

/** kB gzip of JavaScript each route may load; the complete page includes the phone and card rules. */
const BUDGETS = {
  home: 130_000,
  results: 150_000,
  restaurant: 150_000,
  event: 150_000,
  complete: 170_000,
};

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: build with build.manifest (apps/web/vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Output files a manifest entry loads up front: itself, its CSS and its static imports. */
function filesOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? []) {
    for (const file of filesOf(imported, seen)) files.add(file);
  }
  return files;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const entry = filesOf('index.html');

// Every page also loads the visitor's language, chunks of their own (apps/web/src/lib/i18n.ts):
// the shell's strings on every route, the pages' strings on lazily loaded routes. Counted at
// the largest language, so the budget holds in every language.
function largestLocale(part) {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(`virtual:locale/`) && key.endsWith(`/${part}`))
    .map((key) => manifest[key].file)
    .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)[0];
}
const shellStrings = largestLocale('shell');
const pageStrings = largestLocale('pages');

const over = [];
console.log(
  `${'route'.padEnd(12)}${'JS raw'.padStart(12)}${'JS gzip'.padStart(12)}${'budget'.padStart(12)}${'CSS gzip'.padStart(12)}  files`,
);
for (const [route, page] of Object.entries(ROUTES)) {
  if (page && !manifest[page]) {
    console.log(`${route.padEnd(12)}  (no lazy chunk for ${page} in this build)`);
    continue;
  }
  const files = new Set([...entry, ...(page ? filesOf(page) : [])]);
  for (const strings of [shellStrings, page ? pageStrings : undefined]) {
    if (strings) files.add(strings);
  }
  let jsRaw = 0;
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    if (file.endsWith('.js')) {
      jsRaw += size.raw;
      jsGzip += size.gzip;
    } else if (file.endsWith('.css')) cssGzip += size.gzip;
  }
  const budget = BUDGETS[route];
  const verdict = budget === undefined ? '' : jsGzip <= budget ? '  ok' : '  OVER';
  console.log(
    `${route.padEnd(12)}${kb(jsRaw).padStart(12)}${kb(jsGzip).padStart(12)}${(budget ? kb(budget) : '-').padStart(12)}${kb(cssGzip).padStart(12)}  ${files.size}${verdict}`,
  );
  if (budget !== undefined && jsGzip > budget) over.push(route);
}

console.log('\nHome route files:');
for (const file of [...entry, ...(shellStrings ? [shellStrings] : [])]) {
  const { raw, gzip } = sizeOf(file);
  console.log(`  ${file.padEnd(48)} ${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
}
console.log(
  over.length > 0
    ? `\nFAIL: over budget: ${over.join(', ')}.`
    : '\nOK: every route stays within its JavaScript budget.',
);
process.exitCode = over.length > 0 ? 1 : 0;
