import { defineConfig, devices } from '@playwright/test';

/**
 * Drives the built app as `npm start` runs it: the kiosk simulator and two servers on fresh
 * embedded databases with demo data, one per member theme (DarkGold :3000, Purple :3001).
 * The browser is Debian's Chromium; nothing is downloaded.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

function server(port: number, env: Record<string, string>) {
  const dataDir = `data/e2e-${port}`;
  return {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), DATA_DIR: dataDir, APP_MODE: 'demo', LOG_LEVEL: 'warn', ...env },
  };
}

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Asia/Kuala_Lumpur',
  },
  webServer: [server(3000, {}), server(3001, { SITE_THEME: 'Purple', KIOSK_URL: 'http://127.0.0.1:4100' })],
  projects: [
    {
      name: 'member-darkgold',
      testMatch: /member-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], ...phone, baseURL: 'http://localhost:3000' },
    },
    {
      name: 'member-purple',
      testMatch: /member-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], ...phone, baseURL: 'http://localhost:3001' },
    },
    {
      name: 'staff',
      testMatch: /(staff|ops)-.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: 'http://localhost:3000',
      },
    },
  ],
});
