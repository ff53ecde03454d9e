import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
// E2E_PORT moves the two servers (E2E_PORT, E2E_PORT + 1) and the kiosk (E2E_PORT + 1100) so
// that several checkouts can run the suite side by side.
const base = Number(process.env.E2E_PORT ?? 3000);
const kioskPort = base + 1100;
process.env.KIOSK_ADMIN_URL ??= `http://127.0.0.1:${kioskPort}`;
// The go-live spec's production server (E2E_PORT + 2) starts on an empty database: a fresh
// PostgreSQL database when E2E_DATABASE_URL or TEST_DATABASE_URL names a server, else a fresh
// embedded one in a temporary folder. Named after the port, so each run replaces the last one's.
// Set once here, read by e2e/go-live-server.mjs and the spec.
const goLivePort = base + 2;
const postgresUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const url = new URL(postgresUrl);
  url.pathname = `/e2e_go_live_${goLivePort}`;
  process.env.GO_LIVE_DATABASE_URL ??= url.toString();
} else process.env.GO_LIVE_DATA_DIR ??= join(tmpdir(), `topup-go-live-${goLivePort}`);
process.env.GO_LIVE_LOG ??= join(tmpdir(), `topup-go-live-${goLivePort}.log`);
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

function server(port: number, env: Record<string, string>) {
  const dataDir = `data/e2e-${port}`;
  return {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      KIOSK_PORT: String(kioskPort),
      DATA_DIR: dataDir,
      APP_MODE: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // CI sets E2E_RETRIES=1: a test that passes only on its retry is reported as flaky, not hidden.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [['list']],
  use: {
    launchOptions,
    // Recording a trace of every test cost about a third of the suite's time on a slow two-core
    // host (4.5-5.2 against 3.4 min for the same eight tests), so a trace is taken only on a
    // retry: CI's E2E_RETRIES=1 traces a failing test's second run. Locally: `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Asia/Kuala_Lumpur',
  },
  webServer: [
    server(base, {}),
    server(base + 1, { SITE_THEME: 'Purple', KIOSK_URL: `http://127.0.0.1:${kioskPort}` }),
    {
      command: 'node e2e/go-live-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${goLivePort}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        APP_MODE: 'production',
        PORT: String(goLivePort),
        HOST: '127.0.0.1',
        SECURE_COOKIES: '0',
        KIOSK_URL: `http://127.0.0.1:${kioskPort}`,
        RATE_LIMIT_PER_MINUTE: '10000',
        // Short, so that the checklist's product line turns done soon after the product is saved.
        AGENT_CREDIT_INTERVAL_MS: '2000',
        METRICS_TOKEN: 'go-live-metrics-token',
        SHUTDOWN_DRAIN_MS: '0',
        LOG_LEVEL: 'warn',
      },
    },
  ],
  projects: [
    {
      name: 'member-darkgold',
      testMatch: /[\\/]member-[^\\/]*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], ...phone, baseURL: `http://localhost:${base}` },
    },
    {
      name: 'member-purple',
      testMatch: /[\\/]member-[^\\/]*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], ...phone, baseURL: `http://localhost:${base + 1}` },
    },
    {
      name: 'staff',
      testMatch: /(staff|ops)-.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://localhost:${base}`,
      },
    },
    {
      name: 'go-live',
      testMatch: /go-live\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${goLivePort}`,
      },
    },
  ],
});
