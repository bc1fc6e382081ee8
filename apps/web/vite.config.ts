import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, UserConfig } from 'vite';
import { localeParts } from './locale-parts.ts';
import { precompress } from './precompress.ts';

/** Libraries the app shell and the home page load on every visit. */
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/](react-router|@tanstack|cookie|set-cookie-parser)[\\/]/;

const HEAD_MARKER = '<!--app-head-->';
const DEFAULT_HEAD_BLOCK = /[ \t]*<!--app-head-defaults[\s\S]*?<!--\/app-head-defaults-->\s*/;

/** Short id of this build for error reports: the git commit, or the build time outside git. */
function releaseId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `t${Date.now().toString(36)}`;
  }
}

/**
 * In the built index.html the server replaces HEAD_MARKER with the stored meta tags; the
 * development defaults must go, or production would have two <title>s.
 */
function serverInjectedHead(): Plugin {
  return {
    name: 'dekka:server-injected-head',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(HEAD_MARKER)) throw new Error(`index.html lost its ${HEAD_MARKER} marker`);
      return html.replace(DEFAULT_HEAD_BLOCK, '');
    },
  };
}

const browserBuild: UserConfig = {
  plugins: [react(), serverInjectedHead(), localeParts(), precompress()],
  server: {
    proxy: {
      // The Fastify API (apps/server) in development; `ws` for the payment-event hub to come.
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.mjs follows it to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across
        // deploys. Only what every page needs goes into the shared chunks; a library one route
        // uses (zod, phone and card rules) stays with that route's lazy chunk, or the home page
        // would download it too (the bundle budget, docs/decisions/009).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: SHELL_LIBRARIES },
          ],
        },
      },
    },
  },
};

/**
 * The server's entry for the public pages (`vite build --ssr src/entry-server.tsx`,
 * docs/decisions/079): written beside dist, never inside it (dist is served to anyone), with every
 * library inside it, since the server's production image installs only the server's own.
 */
const serverBuild: UserConfig = {
  plugins: [react(), localeParts()],
  // React's production build, whatever NODE_ENV the server runs with: its development build
  // (checks, warnings, owner stacks) drew a page several times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    reportCompressedSize: false,
  },
};

/**
 * React Router's production build. Its package names only its development build, which differs
 * in one flag: the development warnings, their checks and their text, kept in what diners
 * download. `vite dev` keeps the warnings.
 */
function reactRouterProductionBuild() {
  const builds = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(builds, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(builds, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  ...(isSsrBuild ? serverBuild : browserBuild),
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  define: {
    ...(isSsrBuild ? serverBuild.define : browserBuild.define),
    'import.meta.env.VITE_APP_RELEASE': JSON.stringify(releaseId()),
  },
}));
