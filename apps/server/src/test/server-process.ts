import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../platform/paths.ts';

/** A port nobody listens on now (a child process cannot be told to listen on 0 and report it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** A TypeScript entry point of this repository in its own Node process (tsx), its output kept for errors. */
export function spawnTsx(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** The last few kilobytes the process wrote (its log), for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
};

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}

/**
 * The server (apps/server/src/main.ts) in its own process on 127.0.0.1 with `env` over this
 * process's environment; resolves once /api/health/ready answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyWithinMs = 180_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output } = spawnTsx('apps/server/src/main.ts', [], {
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { url, child, output, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`server on :${port} never became ready; its output:\n${output()}`);
}
