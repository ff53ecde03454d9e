#!/usr/bin/env node
// Staff web bench: opens the staff login page in Chromium against the built app served
// by the real server (demo data, embedded database) and prints what the browser fetched before the
// login form was usable: bytes on the wire (as served: brotli/gzip) and JS/CSS gzip size per file.
// Then signs in and prints the same for the dashboard. Prints figures; never fails on them.
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT, startDemoServer } from './demo-server.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) {
  console.log('Building apps/staff ...');
  if (spawnSync('npm', ['run', 'build', '-w', 'apps/staff'], { cwd: ROOT, stdio: 'ignore' }).status !== 0)
    throw new Error('staff build failed');
}

/** Records every response of the page until `ready` resolves; returns the totals. */
async function measure(page, ready) {
  const files = [];
  const onResponse = async (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css|json|woff2?)$/.test(url.pathname) && !url.pathname.startsWith('/api/')) return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    files.push({ path: url.pathname, wire: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
  };
  page.on('response', onResponse);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const js = files.filter((f) => f.path.endsWith('.js'));
  return { files, js, wire: files.reduce((sum, f) => sum + f.wire, 0) };
}

function print(title, result) {
  console.log(`\n${title}: ${result.files.length} files, ${kb(result.wire)} KiB on the wire`);
  console.log(
    `  JS files: ${result.js.length}, ${kb(result.js.reduce((sum, f) => sum + f.wire, 0))} KiB on the wire`,
  );
  for (const file of [...result.files].sort((a, b) => b.wire - a.wire).slice(0, 8))
    console.log(`  ${kb(file.wire).padStart(7)}  ${file.path}`);
}

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const base = `http://127.0.0.1:${server.port}`;
  const login = await measure(page, async () => {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Username').waitFor();
  });
  print('Login page (until the form shows)', login);
  const dashboard = await measure(page, async () => {
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('operator-name').waitFor();
  });
  print('After login (dashboard)', dashboard);
  console.log(`\nTarget: staff login page first load <= 150 KiB (now ${kb(login.wire)} KiB on the wire).`);
} finally {
  await browser.close();
  await server.stop();
}
