import { startKioskSim } from './kiosk-server.ts';

const sim = await startKioskSim({
  port: Number(process.env.PORT ?? 4100),
  host: process.env.HOST ?? '127.0.0.1',
  adminKey: process.env.KIOSK_ADMIN_KEY || undefined,
  autoplayMs: Number(process.env.KIOSK_AUTOPLAY_MS ?? 0),
  autoplaySeed: Number(process.env.KIOSK_AUTOPLAY_SEED ?? 1),
  // Request logs would drown the server's output under `npm start`; LOG_LEVEL=info shows them.
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
console.log(`kiosk simulator listening on ${sim.url} (state is in memory)`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await sim.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
