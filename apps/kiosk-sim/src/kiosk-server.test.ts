import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoplayTick } from './gameplay.ts';
import { KioskAdminClient } from './kiosk-admin-client.ts';
import { DEFAULT_AGENT_CREDIT_SEN, type KioskSim, startKioskSim } from './kiosk-server.ts';
import { seededRandom } from './seeded-random.ts';

let sim: KioskSim;
const KEY = 'agent-key-1';

type Reply = { status: number; body: Record<string, unknown> };

async function call(method: string, path: string, body?: object, key: string | null = KEY): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (key) headers['x-agent-key'] = key;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const admin = (method: string, path: string, body?: object) => call(method, `/admin${path}`, body, null);
const agent = (method: string, path: string, body?: object) => call(method, `/api/kiosks/K1${path}`, body);

async function newPlayer(balanceSen = 0): Promise<string> {
  const created = await agent('POST', '/players', { usernameHint: 'Ali Baba' });
  expect(created.status).toBe(201);
  const username = created.body.username as string;
  if (balanceSen > 0)
    await agent('POST', `/players/${username}/set`, { reference: `seed-${username}`, balanceSen });
  return username;
}
const balanceOf = async (username: string) =>
  (await agent('GET', `/players/${username}/balance`)).body.balanceSen as number;
const errorCode = (reply: Reply) => (reply.body.error as { code: string }).code;

beforeAll(async () => {
  sim = await startKioskSim();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await admin('POST', '/reset');
});

describe('kiosks and players', () => {
  it('creates a kiosk on first use with the default agent credit and remembers its agent key', async () => {
    const kiosk = await agent('GET', '');
    expect(kiosk.body).toEqual({
      kioskCode: 'K1',
      agentCreditSen: DEFAULT_AGENT_CREDIT_SEN,
      maintenance: false,
    });
    expect((await call('GET', '/api/kiosks/K1', undefined, 'other-key')).status).toBe(401);
    expect(errorCode(await call('GET', '/api/kiosks/K1', undefined, null))).toBe('unauthorized');
  });

  it('creates players with a generated username and password and an empty balance', async () => {
    const created = await agent('POST', '/players', { usernameHint: 'Ali Baba' });
    expect(created.body.username).toMatch(/^alibaba\d{4}$/);
    expect(created.body.password).toMatch(/^[A-Za-z0-9]{10}$/);
    const player = await agent('GET', `/players/${created.body.username}`);
    expect(player.body).toMatchObject({ balanceSen: 0, frozen: false, turnoverSen: 0 });
    expect(errorCode(await agent('GET', '/players/nobody/balance'))).toBe('account_not_found');
  });

  it('changes passwords, freezes and unfreezes; a frozen player cannot be moved', async () => {
    const username = await newPlayer();
    expect((await agent('POST', `/players/${username}/password`, { password: 'secret99' })).body).toEqual({
      ok: true,
    });
    expect((await admin('GET', `/kiosks/K1/players/${username}`)).body.password).toBe('secret99');
    await agent('POST', `/players/${username}/freeze`, {});
    const refused = await agent('POST', `/players/${username}/deposit`, { reference: 'f1', amountSen: 100 });
    expect([refused.status, errorCode(refused)]).toEqual([409, 'account_frozen']);
    expect((await agent('GET', `/players/${username}`)).body.frozen).toBe(true);
    await agent('POST', `/players/${username}/unfreeze`, {});
    expect(
      (await agent('POST', `/players/${username}/deposit`, { reference: 'f1', amountSen: 100 })).status,
    ).toBe(200);
  });

  it('refuses bad input with 400 bad_request', async () => {
    const username = await newPlayer();
    for (const body of [
      { reference: 'x', amountSen: -1 },
      { reference: 'x', amountSen: 1.5 },
      { amountSen: 1 },
      {},
    ]) {
      const reply = await agent('POST', `/players/${username}/deposit`, body);
      expect([reply.status, errorCode(reply)]).toEqual([400, 'bad_request']);
    }
    expect(await balanceOf(username)).toBe(0);
  });
});

describe('score moves', () => {
  it('applies a reference once: a repeat returns the first result and moves nothing', async () => {
    const username = await newPlayer();
    const first = await agent('POST', `/players/${username}/deposit`, {
      reference: 'dep-1',
      amountSen: 5000,
    });
    const again = await agent('POST', `/players/${username}/deposit`, {
      reference: 'dep-1',
      amountSen: 5000,
    });
    expect(first.body).toMatchObject({ balanceSen: 5000, replayed: false });
    expect(again.body).toMatchObject({
      providerTxId: first.body.providerTxId,
      balanceSen: 5000,
      replayed: true,
    });
    expect(await balanceOf(username)).toBe(5000);
    expect((await agent('GET', '')).body.agentCreditSen).toBe(DEFAULT_AGENT_CREDIT_SEN - 5000);
    const conflict = await agent('POST', `/players/${username}/withdraw`, {
      reference: 'dep-1',
      amountSen: 5000,
    });
    expect([conflict.status, errorCode(conflict)]).toEqual([409, 'reference_conflict']);
    const found = await agent('GET', '/score-log/dep-1');
    expect(found.body.entry).toMatchObject({
      reference: 'dep-1',
      kind: 'deposit',
      amountSen: 5000,
      username,
    });
    expect((await agent('GET', '/score-log/never-sent')).body.entry).toBeNull();
  });

  it('spends agent credit on deposits, returns it on withdrawals and refuses when short', async () => {
    await admin('POST', '/kiosks/K1/agent-credit', { agentCreditSen: 1000 });
    const username = await newPlayer();
    expect(
      (await agent('POST', `/players/${username}/deposit`, { reference: 'a', amountSen: 800 })).status,
    ).toBe(200);
    const short = await agent('POST', `/players/${username}/deposit`, { reference: 'b', amountSen: 300 });
    expect([short.status, errorCode(short)]).toEqual([409, 'insufficient_agent_credit']);
    expect((await agent('GET', '/score-log/b')).body.entry).toBeNull();
    await agent('POST', `/players/${username}/withdraw`, { reference: 'c', amountSen: 500 });
    expect((await agent('GET', '/agent-credit')).body.agentCreditSen).toBe(700);
    await agent('POST', `/players/${username}/set`, { reference: 'd', balanceSen: 1000 });
    expect((await agent('GET', '/agent-credit')).body.agentCreditSen).toBe(0);
    expect(await balanceOf(username)).toBe(1000);
  });

  it('refuses a withdrawal above the balance', async () => {
    const username = await newPlayer(1000);
    const reply = await agent('POST', `/players/${username}/withdraw`, { reference: 'w', amountSen: 1001 });
    expect([reply.status, errorCode(reply)]).toEqual([409, 'insufficient_balance']);
    expect(await balanceOf(username)).toBe(1000);
  });

  it('lists the score log newest first with limit and since', async () => {
    const username = await newPlayer();
    for (let i = 1; i <= 5; i++)
      await agent('POST', `/players/${username}/deposit`, { reference: `r${i}`, amountSen: i * 100 });
    const log = (await agent('GET', `/players/${username}/score-log?limit=3`)).body.entries as {
      reference: string;
    }[];
    expect(log.map((entry) => entry.reference)).toEqual(['r5', 'r4', 'r3']);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await agent('GET', `/players/${username}/score-log?since=${future}`)).body.entries).toEqual([]);
  });
});

describe('kiosk score log by time window', () => {
  it("lists every player's entries in the window, oldest first, and says when it is cut short", async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const start = new Date().toISOString();
    await agent('POST', `/players/${first}/deposit`, { reference: 'a1', amountSen: 100 });
    await agent('POST', `/players/${second}/deposit`, { reference: 'b1', amountSen: 200 });
    await agent('POST', `/players/${first}/withdraw`, { reference: 'a2', amountSen: 50 });
    const all = await agent('GET', `/score-log?since=${start}`);
    expect((all.body.entries as { reference: string }[]).map((e) => e.reference)).toEqual(['a1', 'b1', 'a2']);
    expect(all.body.truncated).toBe(false);
    const cut = await agent('GET', `/score-log?since=${start}&limit=2`);
    expect((cut.body.entries as unknown[]).length).toBe(2);
    expect(cut.body.truncated).toBe(true);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await agent('GET', `/score-log?since=${future}`)).body.entries).toEqual([]);
    expect((await agent('GET', `/score-log?until=${start}`)).body.entries).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ reference: 'a1' })]),
    );
  });
});

describe('maintenance', () => {
  it('refuses every agent call while the kiosk is in maintenance', async () => {
    const username = await newPlayer(100);
    await admin('POST', '/kiosks/K1/maintenance', { maintenance: true });
    for (const reply of [
      await agent('GET', `/players/${username}/balance`),
      await agent('POST', `/players/${username}/deposit`, { reference: 'm', amountSen: 1 }),
      await agent('POST', '/players', {}),
    ])
      expect([reply.status, errorCode(reply)]).toEqual([503, 'maintenance']);
    expect((await admin('GET', `/kiosks/K1/players/${username}`)).body.balanceSen).toBe(100);
    await admin('POST', '/kiosks/K1/maintenance', { maintenance: false });
    expect(await balanceOf(username)).toBe(100);
  });
});

describe('gameplay', () => {
  it('plays deterministically for a seed, recording bets as turnover and a session', async () => {
    const results = [];
    for (const run of [1, 2]) {
      await admin('POST', '/reset');
      const username = await newPlayer(10_000);
      const played = await admin('POST', `/kiosks/K1/players/${username}/play`, { rounds: 20, seed: 42 });
      const session = played.body.session as { betSen: number; winSen: number; game: string };
      const state = (await admin('GET', `/kiosks/K1/players/${username}`)).body;
      expect(state.turnoverSen).toBe(session.betSen);
      expect(state.balanceSen).toBe(10_000 - session.betSen + session.winSen);
      const sessions = (await agent('GET', `/players/${username}/sessions`)).body.sessions as unknown[];
      expect(sessions).toHaveLength(1);
      const kinds = (
        (await agent('GET', `/players/${username}/score-log?limit=1000`)).body.entries as {
          kind: string;
        }[]
      ).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'bet')).toHaveLength(20);
      results.push({ run, betSen: session.betSen, winSen: session.winSen, game: session.game });
    }
    expect({ ...results[0], run: 0 }).toEqual({ ...results[1], run: 0 });
  });
});

describe('autoplay', () => {
  it('makes unfrozen players with credit play, and leaves frozen ones alone', async () => {
    const playing = await newPlayer(5_000);
    const frozen = await newPlayer(5_000);
    await agent('POST', `/players/${frozen}/freeze`, {});
    expect((await admin('POST', `/kiosks/K1/players/${frozen}/play`, { rounds: 1 })).status).toBe(409);
    const random = seededRandom(9);
    for (let tick = 0; tick < 5; tick++) expect(autoplayTick(sim.store, random)?.username).toBe(playing);
    expect((await admin('GET', `/kiosks/K1/players/${playing}`)).body.turnoverSen).toBeGreaterThan(0);
    expect((await admin('GET', `/kiosks/K1/players/${frozen}`)).body).toMatchObject({
      balanceSen: 5_000,
      turnoverSen: 0,
    });
  });
});

describe('admin', () => {
  it('restores players a restart lost and totals balances', async () => {
    const existing = await newPlayer(500);
    const restored = await admin('POST', '/kiosks/K1/players/restore', {
      players: [
        { username: existing, balanceSen: 9 },
        { username: 'lost01', password: 'pw123456', balanceSen: 2500 },
      ],
    });
    expect(restored.body).toEqual({ created: ['lost01'], existing: [existing] });
    expect(await balanceOf('lost01')).toBe(2500);
    expect((await admin('GET', '/total-balance')).body).toEqual({ totalBalanceSen: 3000, players: 2 });
    expect((await admin('GET', '/total-balance?kioskCode=K2')).body).toEqual({
      totalBalanceSen: 0,
      players: 0,
    });
  });

  it('reset forgets kiosks, players and faults', async () => {
    await newPlayer(100);
    await admin('POST', '/faults', { route: '/api/**', mode: 'error', count: 5 });
    await admin('POST', '/reset');
    expect((await admin('GET', '/faults')).body.faults).toEqual([]);
    expect((await admin('GET', '/kiosks')).body.kiosks).toEqual([]);
  });
});

describe('fault injection', () => {
  const depositPath = (username: string) => `/api/kiosks/K1/players/${username}/deposit`;
  const depositRoute = 'POST /api/kiosks/*/players/*/deposit';

  it('adds latency to matching calls only', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', { route: depositRoute, mode: 'latency', latencyMs: 300, count: 1 });
    let started = Date.now();
    await agent('GET', `/players/${username}/balance`);
    expect(Date.now() - started).toBeLessThan(250);
    started = Date.now();
    expect((await call('POST', depositPath(username), { reference: 'l', amountSen: 1 })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers an error before the call takes effect, for the next N calls only', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', { route: depositRoute, mode: 'error', count: 2 });
    for (const reference of ['e1', 'e2']) {
      const reply = await call('POST', depositPath(username), { reference, amountSen: 100 });
      expect([reply.status, errorCode(reply)]).toEqual([500, 'internal']);
    }
    expect(await balanceOf(username)).toBe(0);
    expect((await call('POST', depositPath(username), { reference: 'e3', amountSen: 100 })).status).toBe(200);
  });

  it('answers a provider error code, or an error after the call took effect', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', {
      route: '/api/kiosks/K1/**',
      mode: 'error',
      status: 503,
      code: 'maintenance',
    });
    expect(errorCode(await agent('GET', `/players/${username}/balance`))).toBe('maintenance');
    await admin('POST', '/faults', { route: depositRoute, mode: 'error', when: 'after' });
    const reply = await call('POST', depositPath(username), { reference: 'ea', amountSen: 100 });
    expect(reply.status).toBe(500);
    expect(await balanceOf(username)).toBe(100);
  });

  it('deferred: answers the error at once and applies the call later, once', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', {
      route: depositRoute,
      mode: 'deferred',
      latencyMs: 200,
      status: 409,
      code: 'reference_conflict',
    });
    const reply = await call('POST', depositPath(username), { reference: 'late', amountSen: 100 });
    expect([reply.status, errorCode(reply)]).toEqual([409, 'reference_conflict']);
    expect(await balanceOf(username)).toBe(0);
    expect((await agent('GET', '/score-log/late')).body.entry).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await balanceOf(username)).toBe(100);
    expect((await agent('GET', '/score-log/late')).body.entry).toMatchObject({
      reference: 'late',
      amountSen: 100,
    });
  });

  it('holds a timed-out reply until the client gives up; the move still took effect', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', { route: depositRoute, mode: 'timeout' });
    const attempt = fetch(`${sim.url}${depositPath(username)}`, {
      method: 'POST',
      headers: { 'x-agent-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ reference: 't1', amountSen: 700 }),
      signal: AbortSignal.timeout(300),
    });
    await expect(attempt).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(await balanceOf(username)).toBe(700);
    expect((await agent('GET', '/score-log/t1')).body.entry).toMatchObject({ amountSen: 700 });
  });

  it('can time out before the call takes effect', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', { route: depositRoute, mode: 'timeout', when: 'before' });
    const attempt = fetch(`${sim.url}${depositPath(username)}`, {
      method: 'POST',
      headers: { 'x-agent-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ reference: 't2', amountSen: 700 }),
      signal: AbortSignal.timeout(200),
    });
    await expect(attempt).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(await balanceOf(username)).toBe(0);
  });

  it('loses the reply of a call that took effect', async () => {
    const username = await newPlayer();
    await admin('POST', '/faults', { route: depositRoute, mode: 'lost_reply' });
    await expect(
      call('POST', depositPath(username), { reference: 'lost', amountSen: 900 }),
    ).rejects.toThrow();
    expect(await balanceOf(username)).toBe(900);
    const retry = await call('POST', depositPath(username), { reference: 'lost', amountSen: 900 });
    expect(retry.body).toMatchObject({ replayed: true, balanceSen: 900 });
    expect(await balanceOf(username)).toBe(900);
  });

  it('fires by probability, reproducibly for a seed', async () => {
    const username = await newPlayer();
    const pattern = async () => {
      await admin('DELETE', '/faults');
      await admin('POST', '/faults', { route: '/api/**/balance', mode: 'error', probability: 0.5, seed: 7 });
      const statuses = [];
      for (let i = 0; i < 20; i++) statuses.push((await agent('GET', `/players/${username}/balance`)).status);
      return statuses;
    };
    const first = await pattern();
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect(await pattern()).toEqual(first);
  });

  it('never faults the admin API', async () => {
    await admin('POST', '/faults', { route: '**', mode: 'error', probability: 1 });
    expect((await admin('GET', '/faults')).status).toBe(200);
    const removed = await admin('DELETE', '/faults/999');
    expect([removed.status, errorCode(removed)]).toEqual([404, 'not_found']);
  });
});

describe('KioskAdminClient', () => {
  it('drives the admin API', async () => {
    const client = new KioskAdminClient(sim.url);
    expect(
      await client.setKiosk('K9', { agentKey: 'k9', agentCreditSen: 500, maintenance: false }),
    ).toMatchObject({
      kioskCode: 'K9',
      agentCreditSen: 500,
      hasAgentKey: true,
    });
    await client.restorePlayers('K9', [{ username: 'p1', balanceSen: 300 }]);
    expect((await client.player('K9', 'p1')).balanceSen).toBe(300);
    expect((await client.players('K9')).players.map((player) => player.username)).toEqual(['p1']);
    const { session } = await client.play('K9', 'p1', { rounds: 3, seed: 5 });
    expect(session.betSen).toBeGreaterThan(0);
    const rule = await client.addFault({ route: '/api/**', mode: 'latency', latencyMs: 1, count: 3 });
    expect((await client.faults()).faults).toEqual([rule]);
    await client.clearFaults();
    expect(await client.autoplay(1000, 2)).toEqual({ running: true });
    expect(await client.autoplay(0)).toEqual({ running: false });
    expect((await client.totalBalance('K9')).players).toBe(1);
    await expect(client.player('K9', 'nobody')).rejects.toThrow(/404 account_not_found/);
    await client.reset();
    expect((await client.kiosks()).kiosks).toEqual([]);
  });
});

describe('admin key', () => {
  it('guards the admin API when set', async () => {
    const guarded = await startKioskSim({ adminKey: 'sesame' });
    try {
      await expect(new KioskAdminClient(guarded.url).kiosks()).rejects.toThrow(/401 unauthorized/);
      expect(await new KioskAdminClient(guarded.url, { adminKey: 'sesame' }).kiosks()).toEqual({
        kiosks: [],
      });
    } finally {
      await guarded.close();
    }
  });
});
