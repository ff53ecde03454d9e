import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';

// preact/compat stands in for React: ~10 KB instead of ~60 KB gzip keeps the first load of /
// under the 90 KB budget (see docs/decisions.md, "A small member app").
export const compatAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's shim; preact/compat has the real hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  base: '/',
  plugins: [react(), compileHints()],
  resolve: { alias: compatAliases },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', cssCodeSplit: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
