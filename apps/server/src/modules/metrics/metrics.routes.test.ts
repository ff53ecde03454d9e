import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { transactions } from '../transactions/transactions.table.ts';

const TOKEN = 'scrape-token-for-tests';

/** One sample's value from Prometheus text: `name{labels} value`, labels given in the order printed. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((label) => l.includes(label)),
    );
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics and the health probes', () => {
  let kit: MoneyKit;
  beforeAll(async () => {
    kit = await startMoneyKit({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => kit?.close());

  const scrape = async () => {
    const res = await kit.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('answers only a scraper holding the token', async () => {
    expect((await kit.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await kit.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    const basic = await kit.app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const app = await createTestApp({ seedDemo: false });
    try {
      const res = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('names every figure an operator watches', async () => {
    const text = await scrape();
    for (const name of [
      'http_request_duration_seconds',
      'provider_call_duration_seconds',
      'topup_pending_transactions',
      'topup_pending_oldest_age_seconds',
      'topup_provider_outbox_depth',
      'topup_provider_outbox_oldest_age_seconds',
      'topup_provider_discrepancies_open',
      'topup_agent_credit_sen',
      'topup_db_connections',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
    expect(sample(text, 'topup_db_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
  });

  it('moves with a member deposit and its approval', async () => {
    const before = await scrape();
    const pendingBefore = sample(before, 'topup_pending_transactions', { type: 'deposit' });
    const callsBefore = sample(before, 'provider_call_duration_seconds_count', {
      operation: 'deposit',
      outcome: 'ok',
    });
    const depositsBefore = sample(before, 'http_request_duration_seconds_count', {
      route: '/api/deposit',
      status: '200',
    });

    const accountId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    const pre = (await kit.member('/api/pre_deposit')).json();
    const bank = pre.data.banks.online_banking.banks[0].value;
    const deposit = await kit.member('/api/deposit', { member_account_id: accountId, amount: '25.00', bank });
    expect(deposit.json().status, deposit.body).toBe(true);

    const waiting = await scrape();
    expect(sample(waiting, 'topup_pending_transactions', { type: 'deposit' })).toBe(pendingBefore + 1);
    expect(sample(waiting, 'topup_pending_oldest_age_seconds', { type: 'deposit' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(
      sample(waiting, 'http_request_duration_seconds_count', { route: '/api/deposit', status: '200' }),
    ).toBe(depositsBefore + 1);

    const [created] = await kit.app.ctx.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.memberAccountId, accountId))
      .orderBy(desc(transactions.id))
      .limit(1);
    const approve = await kit.admin.post(`/api/staff/transactions/${created!.id}/approve`, {});
    expect(approve.statusCode, approve.body).toBe(200);

    const after = await scrape();
    expect(sample(after, 'topup_pending_transactions', { type: 'deposit' })).toBe(pendingBefore);
    expect(
      sample(after, 'provider_call_duration_seconds_count', { operation: 'deposit', outcome: 'ok' }),
    ).toBe(callsBefore + 1);
  });

  it('is live while the process serves, ready only while migrated, answering and not draining', async () => {
    const app = kit.app;
    expect((await app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', draining: false });

    const [last] = (
      (await app.ctx.db.execute(
        sql`select name from schema_migrations order by name desc limit 1`,
      )) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    await app.ctx.db.execute(sql`delete from schema_migrations where name = ${last!.name}`);
    const behind = await app.inject({ url: '/api/health/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json().migrations).toBe('1 pending');
    await app.ctx.db.execute(sql`insert into schema_migrations (name) values (${last!.name})`);

    app.ctx.lifecycle.draining = true;
    const draining = await app.inject({ url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().draining).toBe(true);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    app.ctx.lifecycle.draining = false;
  });
});
