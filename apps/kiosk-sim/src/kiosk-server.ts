import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin-routes.ts';
import { registerAgentRoutes } from './agent-routes.ts';
import { Autoplay } from './autoplay.ts';
import { registerFaultHooks } from './fault-hooks.ts';
import { FaultInjector } from './fault-injector.ts';
import { Hangs } from './hangs.ts';
import { KioskError } from './kiosk-error.ts';
import { KioskStore } from './kiosk-store.ts';

export type KioskSimOptions = {
  port?: number;
  host?: string;
  /** Agent credit a kiosk gets when it is created on demand; default RM 1,000,000. */
  defaultAgentCreditSen?: number;
  /** Start the gameplay timer at this interval (0 or absent: off). */
  autoplayMs?: number;
  autoplaySeed?: number;
  /** When set, /admin/ calls must carry it in `X-Admin-Key` (for a simulator reachable beyond localhost). */
  adminKey?: string;
  /** pino level ('info', 'warn', ...); 'silent' or absent: no logging. */
  logLevel?: string;
};

export type KioskSim = {
  url: string;
  app: FastifyInstance;
  store: KioskStore;
  faults: FaultInjector;
  close(): Promise<void>;
};

export const DEFAULT_AGENT_CREDIT_SEN = 100_000_000;

function buildKioskApp(options: KioskSimOptions) {
  const store = new KioskStore({
    defaultAgentCreditSen: options.defaultAgentCreditSen ?? DEFAULT_AGENT_CREDIT_SEN,
  });
  const faults = new FaultInjector();
  const hangs = new Hangs();
  const autoplay = new Autoplay(store);
  // Close must not wait for replies a timeout fault is holding open.
  const logger = options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false;
  const app = Fastify({ logger, forceCloseConnections: true });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof KioskError)
      return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(400).send({ error: { code: 'bad_request', message: error.message } });
    request.log.error(error);
    return reply.code(500).send({ error: { code: 'internal', message: 'Internal error.' } });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: 'No such route.' } }),
  );
  if (options.adminKey) {
    const adminKey = options.adminKey;
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/admin/') && request.headers['x-admin-key'] !== adminKey)
        throw new KioskError('unauthorized', 'Missing or wrong admin key.');
    });
  }
  registerFaultHooks(app, faults, hangs);
  registerAgentRoutes(app, store);
  registerAdminRoutes(app, { store, faults, autoplay });
  app.get('/health', async () => ({ ok: true }));
  app.addHook('onClose', async () => {
    autoplay.stop();
    hangs.releaseAll();
  });
  if (options.autoplayMs) autoplay.start(options.autoplayMs, options.autoplaySeed ?? 1);
  return { app, store, faults };
}

/** Starts the simulator; port 0 (the default) picks a free port, as tests want. */
export async function startKioskSim(options: KioskSimOptions = {}): Promise<KioskSim> {
  const { app, store, faults } = buildKioskApp(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${host}:${port}`, app, store, faults, close: () => app.close() };
}
