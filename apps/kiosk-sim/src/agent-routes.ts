import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { KioskStore, MoveKind } from './kiosk-store.ts';
import {
  amountSenSchema,
  kioskCodeSchema,
  parseInput,
  referenceSchema,
  usernameSchema,
} from './parse-input.ts';

const kioskParams = z.object({ kioskCode: kioskCodeSchema });
const playerParams = z.object({ kioskCode: kioskCodeSchema, username: usernameSchema });
const limitSchema = z.coerce.number().int().min(1).max(1000).default(50);

/** The agent API: every call names a kiosk and carries its agent key in `X-Agent-Key`. */
export function registerAgentRoutes(app: FastifyInstance, store: KioskStore): void {
  const kioskOf = (request: FastifyRequest) => {
    const { kioskCode } = parseInput(kioskParams, request.params);
    const key = request.headers['x-agent-key'];
    return store.kioskForAgent(kioskCode, typeof key === 'string' ? key : undefined);
  };
  const playerOf = (request: FastifyRequest) => {
    const kiosk = kioskOf(request);
    const { username } = parseInput(playerParams, request.params);
    return { kiosk, player: store.player(kiosk, username) };
  };

  app.get('/api/kiosks/:kioskCode', async (request) => {
    const kiosk = kioskOf(request);
    return { kioskCode: kiosk.code, agentCreditSen: kiosk.agentCreditSen, maintenance: kiosk.maintenance };
  });

  app.get('/api/kiosks/:kioskCode/agent-credit', async (request) => ({
    agentCreditSen: kioskOf(request).agentCreditSen,
  }));

  app.post('/api/kiosks/:kioskCode/players', async (request, reply) => {
    const kiosk = kioskOf(request);
    const body = parseInput(z.object({ usernameHint: z.string().max(64).default('player') }), request.body);
    const player = store.createPlayer(kiosk, body.usernameHint);
    reply.code(201);
    return { username: player.username, password: player.password };
  });

  app.get('/api/kiosks/:kioskCode/players/:username', async (request) => {
    const { player } = playerOf(request);
    const { username, balanceSen, frozen, turnoverSen, createdAt } = player;
    return { username, balanceSen, frozen, turnoverSen, createdAt };
  });

  app.get('/api/kiosks/:kioskCode/players/:username/balance', async (request) => {
    const { player } = playerOf(request);
    return { username: player.username, balanceSen: player.balanceSen };
  });

  app.post('/api/kiosks/:kioskCode/players/:username/password', async (request) => {
    const { player } = playerOf(request);
    const body = parseInput(z.object({ password: z.string().min(6).max(64) }), request.body);
    player.password = body.password;
    return { ok: true };
  });

  for (const action of ['freeze', 'unfreeze'] as const) {
    app.post(`/api/kiosks/:kioskCode/players/:username/${action}`, async (request) => {
      const { player } = playerOf(request);
      player.frozen = action === 'freeze';
      return { ok: true, frozen: player.frozen };
    });
  }

  const moveBody = z.object({ reference: referenceSchema, amountSen: amountSenSchema.positive() });
  const setBody = z.object({ reference: referenceSchema, balanceSen: amountSenSchema });
  // `set` names its amount balanceSen (the target balance); the store treats it as the move's amount.
  const parseMove = (kind: MoveKind, body: unknown) => {
    if (kind !== 'set') return parseInput(moveBody, body);
    const { reference, balanceSen } = parseInput(setBody, body);
    return { reference, amountSen: balanceSen };
  };
  for (const kind of ['deposit', 'withdraw', 'set'] as const) {
    app.post(`/api/kiosks/:kioskCode/players/:username/${kind}`, async (request) => {
      const kiosk = kioskOf(request);
      const { username } = parseInput(playerParams, request.params);
      const { reference, amountSen } = parseMove(kind, request.body);
      const { entry, replayed } = store.move(kiosk, { kind, reference, username, amountSen });
      return { providerTxId: entry.providerTxId, balanceSen: entry.balanceAfterSen, replayed, entry };
    });
  }

  app.get('/api/kiosks/:kioskCode/players/:username/score-log', async (request) => {
    const { kiosk, player } = playerOf(request);
    const query = parseInput(
      z.object({ since: z.iso.datetime({ offset: true }).optional(), limit: limitSchema }),
      request.query,
    );
    const since = query.since ? new Date(query.since) : undefined;
    return { entries: store.scoreLog(kiosk, player.username, { since, limit: query.limit }) };
  });

  app.get('/api/kiosks/:kioskCode/score-log', async (request) => {
    const kiosk = kioskOf(request);
    const query = parseInput(
      z.object({
        since: z.iso.datetime({ offset: true }).optional(),
        until: z.iso.datetime({ offset: true }).optional(),
        limit: z.coerce.number().int().min(1).max(10_000).default(1000),
      }),
      request.query,
    );
    return store.kioskScoreLog(kiosk, {
      since: query.since ? new Date(query.since) : undefined,
      until: query.until ? new Date(query.until) : undefined,
      limit: query.limit,
    });
  });

  app.get('/api/kiosks/:kioskCode/score-log/:reference', async (request) => {
    const kiosk = kioskOf(request);
    const { reference } = parseInput(z.object({ reference: referenceSchema }), request.params);
    return { entry: store.findByReference(kiosk, reference) };
  });

  app.get('/api/kiosks/:kioskCode/players/:username/sessions', async (request) => {
    const { kiosk, player } = playerOf(request);
    const { limit } = parseInput(z.object({ limit: limitSchema }), request.query);
    return { sessions: store.sessions(kiosk, player.username, limit) };
  });
}
