import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compatAliases } from './vite.config.ts';

const require = createRequire(import.meta.url);
const testingLibrary = join(
  dirname(require.resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

export default defineConfig({
  plugins: [react()],
  // Tests run the runtime that ships (preact/compat): the ESM build of Testing Library is
  // inlined so the react -> preact/compat alias applies inside it too.
  resolve: { alias: [...compatAliases, { find: /^@testing-library\/react$/, replacement: testingLibrary }] },
  test: {
    name: 'member',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    server: { deps: { inline: [/@testing-library\/react/, /react-i18next/] } },
  },
});
