import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'staff',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // antd in jsdom is slow on a busy 2-core machine; the defaults (5 s) flake there.
    testTimeout: 30_000,
  },
});
