/**
 * What the approval benches share about the machine they run on: the kiosk simulator in its own
 * process, the CPU each process used (from /proc), and pgbench on the same database server.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The kiosk simulator (apps/kiosk-sim) in its own process, listening on `port` once this resolves. */
export async function startKiosk(port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('node', ['--import', 'tsx', 'apps/kiosk-sim/src/main.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const kioskUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${kioskUrl}/health`).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: kioskUrl, child };
}

/**
 * CPU seconds used so far by the PostgreSQL server's processes and by the kiosk simulator, read
 * from /proc (Linux, database on this machine; null elsewhere). With the server's own CPU they
 * make the CPU one approval costs the machine: what bounds approvals/s on two shared cores.
 */
function machineCpu(kioskPid: number | undefined): { postgres: number; kiosk: number } | null {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  };
  if (!existsSync('/proc/self/stat')) return null;
  let postgres = 0;
  let kiosk = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended while the list was read
    }
    if (stat.includes('(postgres)')) postgres += ticks(stat);
    else if (Number(pid) === kioskPid) kiosk += ticks(stat);
  }
  return { postgres, kiosk };
}

export type CpuPerOperation = {
  server: number;
  postgres: number | null;
  kiosk: number | null;
  /**
   * The most operations/s (approvals, deposit requests) this machine's cores could give if every
   * one of them did nothing but this work (server + PostgreSQL + kiosk CPU per operation): what no
   * scheduling or lock change can pass.
   */
  ceiling: number | null;
};

/**
 * Starts counting the CPU of this process (the server: routes, services, driver; user + system),
 * PostgreSQL's processes (every backend: keep the machine otherwise quiet) and the kiosk's; the
 * function it returns gives each in ms per operation for `count` operations (approvals, deposit
 * requests) done since.
 */
export function startCpuMeter(kioskPid: number | undefined): (count: number) => CpuPerOperation {
  const serverBefore = process.cpuUsage();
  const machineBefore = machineCpu(kioskPid);
  return (count) => {
    const server = process.cpuUsage(serverBefore);
    const machineAfter = machineCpu(kioskPid);
    const perOperationMs = (seconds: number) => Number(((seconds * 1000) / count).toFixed(2));
    const serverMs = perOperationMs((server.user + server.system) / 1e6);
    if (!machineBefore || !machineAfter)
      return { server: serverMs, postgres: null, kiosk: null, ceiling: null };
    const postgres = perOperationMs(machineAfter.postgres - machineBefore.postgres);
    const kiosk = perOperationMs(machineAfter.kiosk - machineBefore.kiosk);
    return {
      server: serverMs,
      postgres,
      kiosk,
      ceiling: Math.round((cpus().length * 1000) / (serverMs + postgres + kiosk)),
    };
  };
}

/**
 * pgbench's TPC-B-like TPS (scale 4, `clients` clients, 10 s) in the database `url` names, over
 * TCP as the server's statements go; its tables are dropped after. A figure, or why there is none.
 */
export function pgbenchTps(url: string, clients: number): string {
  const env = { ...process.env, PGHOST: '127.0.0.1', PGUSER: 'postgres' };
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '4', name], { env, encoding: 'utf8' });
  if (init.status !== 0) return `pgbench unavailable (${init.stderr.trim().split('\n').at(-1)})`;
  const run = spawnSync('pgbench', ['-c', String(clients), '-j', '2', '-T', '10', name], {
    env,
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  spawnSync('pgbench', ['-i', '-I', 'd', name], { env });
  return tps ? `${Math.round(Number(tps))}` : 'pgbench failed';
}

/** The CPU per approval as both approval benches print it ('not local' where /proc could not tell). */
export function cpuFigures(cpu: CpuPerOperation) {
  return {
    server_cpu_ms_per_approval: cpu.server,
    postgres_cpu_ms_per_approval: cpu.postgres ?? 'not local',
    kiosk_cpu_ms_per_approval: cpu.kiosk ?? 'not local',
    cpu_ceiling_approvals_per_second: cpu.ceiling ?? 'not local',
  };
}

/** pgbench's TPS and, as shares of it, approvals/s and the CPU ceiling (the target: 15 %). */
export function pgbenchFigures(approvalsPerSecond: number, cpu: CpuPerOperation, pgbench: string) {
  const share = (figure: number | null) =>
    /^\d+$/.test(pgbench) && figure !== null
      ? Number(((100 * figure) / Number(pgbench)).toFixed(1))
      : 'not run';
  return {
    pgbench_tpcb_tps_same_server: pgbench,
    share_of_pgbench_percent: share(approvalsPerSecond),
    cpu_ceiling_share_of_pgbench_percent: share(cpu.ceiling),
  };
}
