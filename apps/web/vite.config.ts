import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), serverInjectedHead()],
  define: {
    'import.meta.env.VITE_APP_RELEASE': JSON.stringify(releaseId()),
  },
  server: {
    proxy: {
      // The Fastify API (apps/server) in development; `ws` for the payment-event hub to come.
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across
        // deploys, and no single file grows past the 500 kB warning.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
