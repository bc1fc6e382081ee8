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

/** A stand-in for apps/web/dist: index.html with the head marker, one hashed asset, a favicon. */
export async function createWebDist(
  options: { indexHtml?: string } = {},
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dekka-web-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), options.indexHtml ?? INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
