import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * What the browser downloads before the first page is everything main.tsx reaches through static
 * imports (the pages behind `import()` come later). The schema library is about 25 kB gzip: it
 * must stay out of that set, which a value imported from a contracts module that uses zod (the
 * default theme once was one) silently breaks.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const PACKAGES = resolve(SRC, '../../../packages');

/** Specifiers of the value imports and re-exports of a module (`import type` brings nothing). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const fromClause = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(fromClause)) {
    if (!match[1] && match[2]) found.push(match[2]);
  }
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** A specifier as a file of this repository; null for a package from npm. */
function resolveModule(specifier: string, from: string): string | null {
  const workspace = /^@dekka\/([^/]+)\/(.+)$/.exec(specifier);
  const base = workspace
    ? resolve(PACKAGES, workspace[1] ?? '', 'src', workspace[2] ?? '')
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? base;
}

/** Every npm package the static import graph from `entry` names, with one module naming it. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(specifier, file);
      if (target === null) packages.set(specifier, file);
      else queue.push(target);
    }
  }
  return packages;
}

describe('the first download', () => {
  const packages = packagesReached(resolve(SRC, 'main.tsx'));

  it('follows the graph into the app and the shared packages', () => {
    expect(packages.has('react')).toBe(true);
  });

  it('does not carry the schema library', () => {
    const zod = [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(zod).toEqual([]);
  });
});
