import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type KioskSim, startKioskSim } from '@topup/kiosk-sim/kiosk-server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, DEFAULT_SPA_PATHS } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { type MoneyKit, quietPoolErrors, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { seedDemoIfEmpty } from '../demo/seed-demo.ts';
import { startAgentCreditRunner } from './agent-credit-runner.ts';
import { products, providerKiosks } from './products.table.ts';

describe('agent credit kept fresh by the periodic read', () => {
  let kit: MoneyKit;
  let megaId: number;
  let megaKioskId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = await kit.productId('Mega888');
    const [row] = await kit.app.ctx.db.select().from(products).where(eq(products.id, megaId));
    megaKioskId = row!.kioskId!;
  });
  afterAll(async () => kit.close());

  const listed = async () =>
    (await kit.admin.get('/api/staff/products?per_page=100'))
      .json()
      .data.find((p: { id: number }) => p.id === megaId);

  it('reads every kiosk without a sync; a kiosk that stops answering keeps its figure, shown stale', async () => {
    expect(await listed()).toMatchObject({ agent_credit: null, agent_credit_stale: false });
    kit.sim.store.kiosk('MEGA888').agentCreditSen = 7_000_000;
    const warnings: object[] = [];
    const stop = startAgentCreditRunner(
      kit.app.ctx,
      { warn: (obj) => warnings.push(obj), error: (obj) => warnings.push(obj) },
      50,
    );
    try {
      await vi.waitFor(async () => expect(await listed()).toMatchObject({ agent_credit: '70000.00' }), {
        timeout: 5000,
      });
      expect((await listed()).agent_credit_stale).toBe(false);

      await kit.app.ctx.db
        .update(providerKiosks)
        .set({ baseUrl: 'http://127.0.0.1:9' })
        .where(eq(providerKiosks.id, megaKioskId));
      await vi.waitFor(async () => expect(await listed()).toMatchObject({ agent_credit_stale: true }), {
        timeout: 5000,
      });
      const stale = await listed();
      const failures = warnings.length;
      await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(failures + 1));
      expect(warnings).toContainEqual({ kioskIds: [megaKioskId] });
      expect(await listed()).toMatchObject({
        agent_credit: '70000.00',
        agent_credit_checked_at: stale.agent_credit_checked_at,
        agent_credit_stale: true,
      });

      kit.sim.store.kiosk('MEGA888').agentCreditSen = 6_000_000;
      await kit.app.ctx.db
        .update(providerKiosks)
        .set({ baseUrl: kit.sim.url })
        .where(eq(providerKiosks.id, megaKioskId));
      await vi.waitFor(
        async () =>
          expect(await listed()).toMatchObject({ agent_credit: '60000.00', agent_credit_stale: false }),
        { timeout: 5000 },
      );
    } finally {
      stop();
    }
  });
});

describe('agent keys in the log', () => {
  const KEY = 'logged-agent-key-4321';
  let sim: KioskSim;
  const lines: string[] = [];
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    sim = await startKioskSim();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'trace',
        KIOSK_URL: sim.url,
        RECONCILE_INTERVAL_MS: '0',
        PROVIDER_AUDIT_INTERVAL_MS: '0',
        AGENT_CREDIT_INTERVAL_MS: '0',
        RATE_LIMIT_PER_MINUTE: '0',
      }),
      database,
      logStream: stream,
      spaPaths: { ...DEFAULT_SPA_PATHS, uploads: mkdtempSync(join(tmpdir(), 'uploads-')) },
    });
    quietPoolErrors(app);
    await seedDemoIfEmpty(app.ctx);
    close = async () => {
      await app.close();
      await database.close();
      await sim.close();
    };
  });
  afterAll(async () => close());

  it('never appear in a log line: create, test connection, a kiosk that does not answer', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const connection = { base_url: sim.url, kiosk_code: 'LOGGED', agent_key: KEY };
    const created = await admin.post('/api/staff/products', { name: 'Logged', connection });
    expect(created.statusCode, created.body).toBe(200);
    await admin.post('/api/staff/products/test-connection', connection);
    await admin.post('/api/staff/products/test-connection', {
      ...connection,
      base_url: 'http://127.0.0.1:9',
    });
    await app.ctx.db.update(providerKiosks).set({ baseUrl: 'http://127.0.0.1:9' });
    const stop = startAgentCreditRunner(app.ctx, app.log, 60_000);
    await vi.waitFor(() => expect(lines.join('\n')).toContain('agent credit not read'), { timeout: 5000 });
    stop();
    app.log.error({ kiosk: { agentKey: KEY }, agent_key: KEY, headers: { 'x-agent-key': KEY } }, 'probe');
    expect(lines.join('\n')).toContain('"probe"');
    expect(lines.join('\n')).not.toContain(KEY);
  });
});
