import { type KioskSim, startKioskSim } from '@topup/kiosk-sim/kiosk-server.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type ProviderErrorKind } from './game-provider.ts';
import { HttpGameProvider, type HttpGameProviderOptions } from './http-game-provider.ts';

let sim: KioskSim;
const KIOSK = 'MEGA';

function client(options: Partial<HttpGameProviderOptions> = {}): HttpGameProvider {
  return new HttpGameProvider({
    baseUrl: sim.url,
    kioskCode: KIOSK,
    agentKey: 'key-1',
    // Thirty calls at once on a loaded two-core machine once took over a second; the tests of
    // timeouts set their own.
    timeoutMs: 10_000,
    retryDelayMs: 10,
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}
const kindOf = async (promise: Promise<unknown>): Promise<ProviderErrorKind> =>
  (await failureOf(promise)).kind;
const kiosk = () => sim.store.kiosk(KIOSK);

beforeAll(async () => {
  sim = await startKioskSim();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.store.reset();
  sim.faults.clear();
});

describe('HttpGameProvider success paths', () => {
  it('creates an account, moves credit and reads it back', async () => {
    const provider = client();
    const account = await provider.createAccount({ usernameHint: 'demo' });
    expect(account.username).toMatch(/^demo\d{4}$/);
    expect(account.password.length).toBeGreaterThanOrEqual(6);
    const deposited = await provider.deposit({
      reference: 'tx-1',
      username: account.username,
      amountSen: 10_000,
    });
    expect(deposited.balanceSen).toBe(10_000);
    const withdrawn = await provider.withdraw({
      reference: 'tx-2',
      username: account.username,
      amountSen: 2_500,
    });
    expect(withdrawn).toEqual({ providerTxId: expect.any(String), balanceSen: 7_500 });
    expect(await provider.getBalance(account.username)).toBe(7_500);
    expect(await provider.agentCredit()).toBe(kiosk().agentCreditSen);

    const log = await provider.scoreLog(account.username);
    expect(log.map((entry) => [entry.kind, entry.reference, entry.amountSen])).toEqual([
      ['withdraw', 'tx-2', 2_500],
      ['deposit', 'tx-1', 10_000],
    ]);
    expect(await provider.scoreLog(account.username, { limit: 1 })).toHaveLength(1);
    expect(await provider.scoreLog(account.username, { since: new Date(Date.now() + 60_000) })).toEqual([]);
    const kioskLog = await provider.kioskScoreLog({ since: new Date(Date.now() - 60_000), limit: 1 });
    expect(kioskLog.entries.map((entry) => entry.reference)).toEqual(['tx-1']);
    expect(kioskLog.truncated).toBe(true);
    expect((await provider.kioskScoreLog({ until: new Date(Date.now() - 60_000) })).entries).toEqual([]);
    expect(await provider.findScoreByReference('tx-1')).toMatchObject({
      providerTxId: deposited.providerTxId,
      balanceAfterSen: 10_000,
    });
    expect(await provider.findScoreByReference('never')).toBeNull();
  });

  it('repeats a move with the same reference without moving twice', async () => {
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    const first = await provider.deposit({ reference: 'same', username, amountSen: 100 });
    const second = await provider.deposit({ reference: 'same', username, amountSen: 100 });
    expect(second).toEqual(first);
    expect(await provider.getBalance(username)).toBe(100);
  });

  it('changes the password, freezes, unfreezes and lists game sessions', async () => {
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    await provider.changePassword(username, 'newpass1');
    expect(sim.store.player(kiosk(), username).password).toBe('newpass1');
    await provider.freeze(username);
    expect(sim.store.player(kiosk(), username).frozen).toBe(true);
    await provider.unfreeze(username);
    expect(sim.store.player(kiosk(), username).frozen).toBe(false);

    await provider.deposit({ reference: 'play', username, amountSen: 5_000 });
    await fetch(`${sim.url}/admin/kiosks/${KIOSK}/players/${username}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rounds: 5, seed: 3 }),
    });
    const sessions = await provider.gameSessions(username, { limit: 5 });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ username, endedAt: expect.any(String) });
    expect(sessions[0]!.betSen).toBeGreaterThan(0);
  });
});

describe('HttpGameProvider under parallel calls', () => {
  it('applies one reference once however many times it is sent at once', async () => {
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    const move = { reference: 'burst', username, amountSen: 777 };
    const results = await Promise.all(Array.from({ length: 30 }, () => provider.deposit(move)));
    expect(new Set(results.map((result) => result.providerTxId)).size).toBe(1);
    expect(await provider.getBalance(username)).toBe(777);
  });

  it('never lets parallel withdrawals overdraw a player', async () => {
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    await provider.deposit({ reference: 'fund', username, amountSen: 1_000 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        provider.withdraw({ reference: `w${i}`, username, amountSen: 100 }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(10);
    for (const attempt of attempts)
      if (attempt.status === 'rejected')
        expect(attempt.reason).toMatchObject({ kind: 'insufficient_balance' });
    expect(await provider.getBalance(username)).toBe(0);
  });
});

describe('HttpGameProvider error mapping', () => {
  it('maps the kiosk refusals to provider error kinds', async () => {
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    expect(await kindOf(provider.getBalance('nobody'))).toBe('account_not_found');
    expect(await kindOf(provider.withdraw({ reference: 'w', username, amountSen: 1 }))).toBe(
      'insufficient_balance',
    );
    kiosk().agentCreditSen = 50;
    expect(await kindOf(provider.deposit({ reference: 'd', username, amountSen: 51 }))).toBe(
      'insufficient_agent_credit',
    );
    await provider.freeze(username);
    expect(await kindOf(provider.deposit({ reference: 'd', username, amountSen: 1 }))).toBe('rejected');
    expect(await kindOf(provider.deposit({ reference: 'd', username, amountSen: 0 }))).toBe('rejected');
    expect(await kindOf(client({ agentKey: 'wrong' }).agentCredit())).toBe('rejected');
    kiosk().maintenance = true;
    const maintenance = await failureOf(provider.getBalance(username));
    expect([maintenance.kind, maintenance.outcomeUnknown]).toEqual(['maintenance', false]);
  });

  it('reports an unreachable kiosk and a 5xx as unavailable (outcome unknown)', async () => {
    const down = new HttpGameProvider({
      baseUrl: 'http://127.0.0.1:9',
      kioskCode: 'K',
      agentKey: 'k',
      retryDelayMs: 1,
    });
    const unreachable = await failureOf(down.agentCredit());
    expect([unreachable.kind, unreachable.outcomeUnknown]).toEqual(['unavailable', true]);
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    sim.faults.add({ route: '/api/**/deposit', mode: 'error', status: 502, code: 'bad_gateway' });
    expect(await kindOf(provider.deposit({ reference: 'd', username, amountSen: 1 }))).toBe('unavailable');
  });

  it('gives up after its timeout; the move took effect and is found by reference', async () => {
    const provider = client({ timeoutMs: 200 });
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    sim.faults.add({ route: '/api/**/deposit', mode: 'timeout' });
    const started = Date.now();
    const error = await failureOf(provider.deposit({ reference: 'slow-1', username, amountSen: 1_234 }));
    expect([error.kind, error.outcomeUnknown]).toEqual(['timeout', true]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await provider.findScoreByReference('slow-1')).toMatchObject({
      amountSen: 1_234,
      kind: 'deposit',
    });
    expect(await provider.getBalance(username)).toBe(1_234);
  });

  it('gives up on a slow kiosk whose move lands after the timeout; the same reference is then safe to resend', async () => {
    const provider = client({ timeoutMs: 100 });
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    sim.faults.add({ route: '/api/**/deposit', mode: 'latency', latencyMs: 300 });
    expect(await kindOf(provider.deposit({ reference: 'late', username, amountSen: 50 }))).toBe('timeout');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await provider.findScoreByReference('late')).toMatchObject({ amountSen: 50 });
    const resent = await provider.deposit({ reference: 'late', username, amountSen: 50 });
    expect(resent.balanceSen).toBe(50);
    expect(await provider.getBalance(username)).toBe(50);
  });

  it('reports a lost reply as unavailable; the move took effect and is found by reference', async () => {
    const provider = client();
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    await provider.deposit({ reference: 'in', username, amountSen: 1_000 });
    sim.faults.add({ route: 'POST /api/kiosks/*/players/*/withdraw', mode: 'lost_reply' });
    const error = await failureOf(provider.withdraw({ reference: 'out', username, amountSen: 400 }));
    expect([error.kind, error.outcomeUnknown]).toEqual(['unavailable', true]);
    expect(await provider.findScoreByReference('out')).toMatchObject({ balanceAfterSen: 600 });
  });
});

describe('HttpGameProvider retries', () => {
  it('retries a read on 5xx and timeout, a bounded number of times', async () => {
    const provider = client({ timeoutMs: 200, readAttempts: 3 });
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    sim.faults.add({ route: '/api/**/balance', mode: 'error', count: 1 });
    sim.faults.add({ route: '/api/**/balance', mode: 'timeout', count: 1 });
    expect(await provider.getBalance(username)).toBe(0);
    expect(sim.faults.list()).toEqual([]);

    const rule = sim.faults.add({ route: '/api/**/balance', mode: 'error', count: 10 });
    expect(await kindOf(provider.getBalance(username))).toBe('unavailable');
    expect(sim.faults.list().find((entry) => entry.id === rule.id)?.hits).toBe(3);
  });

  it('does not retry a read the kiosk refused', async () => {
    const provider = client();
    const rule = sim.faults.add({
      route: '/api/**/balance',
      mode: 'error',
      status: 503,
      code: 'maintenance',
      count: 5,
    });
    expect(await kindOf(provider.getBalance('x'))).toBe('maintenance');
    expect(sim.faults.list().find((entry) => entry.id === rule.id)?.hits).toBe(1);
  });

  it('never retries a write', async () => {
    const provider = client({ timeoutMs: 200, readAttempts: 5 });
    const { username } = await provider.createAccount({ usernameHint: 'x' });
    for (const [mode, kind] of [
      ['error', 'unavailable'],
      ['timeout', 'timeout'],
      ['lost_reply', 'unavailable'],
    ] as const) {
      sim.faults.clear();
      const rule = sim.faults.add({ route: '/api/**/deposit', mode, when: 'before', count: 10 });
      expect(await kindOf(provider.deposit({ reference: `w-${mode}`, username, amountSen: 5 }))).toBe(kind);
      expect(sim.faults.list().find((entry) => entry.id === rule.id)?.hits).toBe(1);
    }
    expect(await provider.getBalance(username)).toBe(0);
  });
});
