import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Vite's manifest entries for the language chunks the server preloads (spa-language.ts). */
const MANIFEST = Object.fromEntries(
  ['en', 'is', 'es', 'nb', 'da'].flatMap((language) =>
    ['shell', 'pages'].map((part) => [
      `virtual:locale/${language}/${part}`,
      { file: `assets/${part}-${language}1.js` },
    ]),
  ),
);

/**
 * A stand-in for apps/web/dist: index.html with the head marker, one hashed asset, a favicon,
 * and the build manifest.
 */
export async function createWebDist(
  options: { indexHtml?: string } = {},
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dekka-web-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), options.indexHtml ?? INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
