import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compatAliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: compatAliases },
  test: {
    name: 'member',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
