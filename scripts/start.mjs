#!/usr/bin/env node
// `npm start`: builds the SPAs if needed and the server (compiled JavaScript, about a second),
// starts the kiosk simulator and the server (which migrates and, in demo mode, seeds), then
// prints the member demo link and the staff login.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = Number(process.env.PORT ?? 3000);
const kioskPort = Number(process.env.KIOSK_PORT ?? 4100);
const tsx = 'node_modules/.bin/tsx';

if (
  !existsSync('apps/member/dist/index.html') ||
  !existsSync('apps/staff/dist/index.html') ||
  process.argv.includes('--build')
) {
  console.log('Building the member and staff apps...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Always: the server bundle is quick to build and must never be older than its sources.
const serverBuild = spawnSync('node', ['apps/server/build.mjs'], { stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const children = [];
function run(name, command, env) {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const kioskUrl = process.env.KIOSK_URL ?? `http://127.0.0.1:${kioskPort}`;
if (!process.env.KIOSK_URL)
  run('kiosk-sim', [tsx, 'apps/kiosk-sim/src/main.ts'], { PORT: String(kioskPort), HOST: '127.0.0.1' });
run('server', [process.execPath, '--enable-source-maps', 'apps/server/dist/main.mjs'], {
  PORT: String(port),
  KIOSK_URL: kioskUrl,
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (await waitForHealth()) {
  const base = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const demo = process.env.APP_MODE !== 'production';
  console.log('\n  Top-up service is running');
  console.log(`  Member site:  ${base}/${demo ? '?token=demo-member-token' : ''}`);
  console.log(`  Back-office:  ${base}/admin/${demo ? '  (admin / admin123, PIN 1234)' : ''}`);
  console.log(`  Kiosk sim:    ${kioskUrl}\n`);
}
