import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Autoplay } from './autoplay.ts';
import type { FaultInjector } from './fault-injector.ts';
import { MAX_ROUNDS, playSession } from './gameplay.ts';
import { KioskError } from './kiosk-error.ts';
import type { Kiosk, KioskStore } from './kiosk-store.ts';
import { amountSenSchema, kioskCodeSchema, parseInput, usernameSchema } from './parse-input.ts';
import { seededRandom } from './seeded-random.ts';

const kioskParams = z.object({ kioskCode: kioskCodeSchema });
const playerParams = z.object({ kioskCode: kioskCodeSchema, username: usernameSchema });

const faultBody = z.object({
  route: z.string().min(1).max(300),
  mode: z.enum(['latency', 'timeout', 'error', 'lost_reply', 'deferred']),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  code: z.string().min(1).max(64).optional(),
  when: z.enum(['before', 'after']).optional(),
  count: z.number().int().min(1).max(1_000_000).optional(),
  probability: z.number().min(0).max(1).optional(),
  seed: z.number().int().optional(),
});

const restoreBody = z.object({
  players: z
    .array(
      z.object({
        username: usernameSchema,
        password: z.string().min(1).max(64).optional(),
        balanceSen: amountSenSchema.optional(),
        frozen: z.boolean().optional(),
      }),
    )
    .max(100_000),
});

function summary(kiosk: Kiosk) {
  return {
    kioskCode: kiosk.code,
    agentCreditSen: kiosk.agentCreditSen,
    maintenance: kiosk.maintenance,
    players: kiosk.players.size,
    hasAgentKey: kiosk.agentKey !== null,
  };
}

/**
 * The simulator's control panel (no agent key; bind the simulator to localhost): reset,
 * agent credit, maintenance, faults, player state, restore after a restart, gameplay.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { store: KioskStore; faults: FaultInjector; autoplay: Autoplay },
): void {
  const { store, faults, autoplay } = deps;
  const kioskOf = (params: unknown) => store.kiosk(parseInput(kioskParams, params).kioskCode);

  app.post('/admin/reset', async () => {
    store.reset();
    faults.clear();
    autoplay.stop();
    return { ok: true };
  });

  app.get('/admin/kiosks', async () => ({ kiosks: store.allKiosks().map(summary) }));

  app.put('/admin/kiosks/:kioskCode', async (request) => {
    const kiosk = kioskOf(request.params);
    const body = parseInput(
      z.object({
        agentKey: z.string().min(1).max(200).optional(),
        agentCreditSen: amountSenSchema.optional(),
        maintenance: z.boolean().optional(),
      }),
      request.body,
    );
    if (body.agentKey !== undefined) kiosk.agentKey = body.agentKey;
    if (body.agentCreditSen !== undefined) kiosk.agentCreditSen = body.agentCreditSen;
    if (body.maintenance !== undefined) kiosk.maintenance = body.maintenance;
    return summary(kiosk);
  });

  app.post('/admin/kiosks/:kioskCode/agent-credit', async (request) => {
    const kiosk = kioskOf(request.params);
    kiosk.agentCreditSen = parseInput(
      z.object({ agentCreditSen: amountSenSchema }),
      request.body,
    ).agentCreditSen;
    return summary(kiosk);
  });

  app.post('/admin/kiosks/:kioskCode/maintenance', async (request) => {
    const kiosk = kioskOf(request.params);
    kiosk.maintenance = parseInput(z.object({ maintenance: z.boolean() }), request.body).maintenance;
    return summary(kiosk);
  });

  app.get('/admin/kiosks/:kioskCode/players', async (request) => ({
    players: [...kioskOf(request.params).players.values()].map((player) => ({ ...player })),
  }));

  app.get('/admin/kiosks/:kioskCode/players/:username', async (request) => {
    const { kioskCode, username } = parseInput(playerParams, request.params);
    return { ...store.player(store.kiosk(kioskCode), username) };
  });

  app.post('/admin/kiosks/:kioskCode/players/restore', async (request) => {
    const kiosk = kioskOf(request.params);
    return store.restorePlayers(kiosk, parseInput(restoreBody, request.body).players);
  });

  app.post('/admin/kiosks/:kioskCode/players/:username/play', async (request) => {
    const { kioskCode, username } = parseInput(playerParams, request.params);
    const body = parseInput(
      z.object({
        rounds: z.number().int().min(1).max(MAX_ROUNDS).default(10),
        seed: z.number().int().default(1),
        game: z.string().min(1).max(64).optional(),
      }),
      request.body,
    );
    const random = seededRandom(body.seed);
    const session = playSession(store, store.kiosk(kioskCode), username, { ...body, random });
    return { session };
  });

  app.post('/admin/autoplay', async (request) => {
    const body = parseInput(
      z.object({ intervalMs: z.number().int().min(0).max(3_600_000), seed: z.number().int().default(1) }),
      request.body,
    );
    if (body.intervalMs === 0) autoplay.stop();
    else autoplay.start(body.intervalMs, body.seed);
    return { running: autoplay.running };
  });

  app.get('/admin/total-balance', async (request) => {
    const { kioskCode } = parseInput(z.object({ kioskCode: kioskCodeSchema.optional() }), request.query);
    return store.totalBalance(kioskCode);
  });

  app.get('/admin/faults', async () => ({ faults: faults.list() }));

  app.post('/admin/faults', async (request, reply) => {
    reply.code(201);
    return faults.add(parseInput(faultBody, request.body));
  });

  app.delete('/admin/faults', async () => {
    faults.clear();
    return { ok: true };
  });

  app.delete('/admin/faults/:id', async (request) => {
    const { id } = parseInput(z.object({ id: z.coerce.number().int() }), request.params);
    if (!faults.remove(id)) throw new KioskError('not_found', `No fault rule ${id}.`);
    return { ok: true };
  });
}
