// Starts the server from source on a fresh embedded database with demo data, for the web benches.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;

export async function startDemoServer() {
  const port = 3900 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pg'),
      APP_MODE: 'demo',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('server did not start');
}
