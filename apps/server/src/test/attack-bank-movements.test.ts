import { ALL_PERMISSIONS, type Permission } from '@topup/contracts/permissions.ts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { bankMovements } from '../modules/bank-movements/bank-movements.table.ts';
import { bankLedgerAccount } from '../modules/banks/banks.service.ts';
import { banks } from '../modules/banks/banks.table.ts';
import { checkLedgerInvariant, postLedger, systemAccount } from '../modules/ledger/ledger.service.ts';
import { ledgerPostings } from '../modules/ledger/ledger.table.ts';
import type { StaffRouteEntry } from '../platform/staff-auth.ts';
import { operatorInRole } from './operator-in-role.ts';
import type { StaffClient } from './staff-client.ts';
import { createTestApp } from './test-app.ts';

const FUNDED_SEN = 50_000;
const HOSTILE_AMOUNTS: unknown[] = [
  '0',
  '-0.01',
  '-5',
  '1e3',
  '0x10',
  '1.005',
  'NaN',
  'Infinity',
  '100000000.01',
  '9'.repeat(40),
  1.005,
  -1,
  0,
  null,
  true,
  [],
  {},
  ['1'],
];
const HOSTILE_IDS: unknown[] = [0, -1, '1 or 1=1', 2 ** 31, 1.5, '', null, [], {}, 'x'];

/** The routes that move money between or out of the operator's banks, enumerated from Fastify. */
const movementRoutes = (app: App): StaffRouteEntry[] =>
  app.routes.filter((r) => r.method === 'POST' && r.url.startsWith('/api/staff/bank-movements'));

/**
 * The standing attack on own-account transfers and expenses: each route is called by an
 * operator holding every permission but its own, by one holding it with the payment gateway
 * off, and by one holding it with hostile amounts and bank ids and an overdraft. Every call is
 * a 4xx (never a 5xx) and moves nothing: no movement, no posting, the ledger invariant holds.
 */
describe('attack: own-account transfers and expenses', () => {
  let app: App;
  let bankIds: number[] = [];
  const moved = async () => ({
    movements: (await app.ctx.db.select({ n: count() }).from(bankMovements))[0]!.n,
    postings: (await app.ctx.db.select({ n: count() }).from(ledgerPostings))[0]!.n,
  });
  const body = (route: StaffRouteEntry, overrides: Record<string, unknown> = {}) =>
    route.url.endsWith('/transfer')
      ? { from_bank_id: bankIds[0], to_bank_id: bankIds[1], amount: '1.00', ...overrides }
      : { bank_id: bankIds[0], amount: '1.00', category: 'rent', ...overrides };
  const sourceField = (route: StaffRouteEntry) =>
    route.url.endsWith('/transfer') ? 'from_bank_id' : 'bank_id';

  beforeAll(async () => {
    app = await createTestApp();
    bankIds = (await app.ctx.db.select({ id: banks.id }).from(banks)).map((b) => b.id);
    await postLedger(app.ctx.db, {
      transactionId: null,
      kind: 'deposit',
      legs: [
        { accountId: await bankLedgerAccount(app.ctx.db, bankIds[0]!), amountSen: FUNDED_SEN },
        { accountId: await systemAccount(app.ctx.db, 'external'), amountSen: -FUNDED_SEN },
      ],
    });
  });
  afterAll(async () => app?.close());

  async function expectRefused(client: StaffClient, url: string, payload: object, label: string) {
    const res = await client.post(url, payload);
    expect(res.statusCode, `${label} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(res.statusCode, `${label} ${url}: ${res.body}`).toBeLessThan(500);
    expect(res.json().message, label).toBeTruthy();
  }

  it('enumerates the movement routes, each with its own permission', () => {
    expect(movementRoutes(app).map((r) => `${r.url} ${r.access}`)).toEqual([
      '/api/staff/bank-movements/transfer bank_movements.transfer',
      '/api/staff/bank-movements/expense bank_movements.expense',
    ]);
  });

  it('refuses every movement to the weaker role, the closed gateway and hostile input, and moves nothing', async () => {
    const before = await moved();
    for (const route of movementRoutes(app)) {
      const own = route.access as Permission;
      const weaker = (
        await operatorInRole(
          app,
          ALL_PERMISSIONS.filter((p) => p !== own),
        )
      ).client;
      await expectRefused(weaker, route.url, body(route), 'weaker role');
      const closed = (await operatorInRole(app, [own], { paymentGateway: '0' })).client;
      await expectRefused(closed, route.url, body(route), 'gateway off');
      const holder = (await operatorInRole(app, [own])).client;
      for (const amount of HOSTILE_AMOUNTS)
        await expectRefused(holder, route.url, body(route, { amount }), 'hostile amount');
      for (const id of HOSTILE_IDS)
        await expectRefused(holder, route.url, body(route, { [sourceField(route)]: id }), 'hostile bank id');
      await expectRefused(
        holder,
        route.url,
        body(route, { [sourceField(route)]: bankIds.at(-1)! + 1000 }),
        'no bank',
      );
      await expectRefused(holder, route.url, body(route, { amount: '500.01' }), 'overdraft');
      await expectRefused(holder, route.url, body(route, { remark: 'x'.repeat(501) }), 'long remark');
    }
    expect(await moved()).toEqual(before);
    expect(await checkLedgerInvariant(app.ctx.db)).toMatchObject({ ok: true });
  }, 120_000);
});
