import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The production build the servers serve (playwright.config.ts).
const dist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Every file a manifest entry loads up front: itself and its static imports, transitively. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => filesOf(manifest, next, seen))];
}

// The schema library is for forms that validate as the diner types; a value imported from a
// contracts module of schemas (a constant beside them) brought all of it, a sixth of the
// complete page's JavaScript, into the diner's first download.
test('the diner pages download no schema library', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const pages = [
    'index.html',
    'src/features/search/components/search-results-page.tsx',
    'src/features/restaurant/components/restaurant-page.tsx',
    'src/features/restaurant/components/event-page.tsx',
    'src/features/complete/components/complete-page.tsx',
  ];
  for (const page of pages) {
    const files = filesOf(manifest, page);
    expect(files.length, page).toBeGreaterThan(0);
    expect(
      files.filter((file) => /\/zod-/.test(file)),
      page,
    ).toEqual([]);
  }
});

// The server draws the public pages with the web app's server build (docs/decisions/079). Built
// with React's choice left to NODE_ENV, which the server does not set, it drew them with React's
// development build: checks, warnings and owner stacks made every page several times slower.
test("the server draws pages with React's production build", () => {
  const serverEntry = readFileSync(
    path.join(path.dirname(dist), 'dist-server', 'entry-server.js'),
    'utf8',
  );
  expect(serverEntry).not.toContain('process.env.NODE_ENV');
  expect(serverEntry).not.toMatch(/react-dom-server[\w.-]*\.development/);
  expect(serverEntry).toContain('renderToPipeableStream');
});

// React Router's package names its development build, which keeps its warnings (their checks
// and their text) in what diners download; the build takes its production build instead.
test("diners download React Router's production build", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const code = filesOf(manifest, 'index.html')
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  expect(code).toContain('No route matches URL');
  expect(code).not.toContain('You should not include both');
});

// The staff's frame (their header, restaurant switcher, live status and permissions) loads with
// the staff pages; drawn by the root layout, it was in the entry every diner downloads.
test("diners download none of the staff's frame", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const read = (key: string) =>
    [...filesOf(manifest, key), ...(manifest[key]?.css ?? [])]
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
  expect(read('src/app/layout/staff-frame.tsx')).toContain('staff-header__nav');
  expect(read('index.html')).not.toContain('staff-header');
});
