import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { idempotencyKeys } from './idempotency.table.ts';

const QUICK_TOPUP = '/api/staff/money/quick-topup';

/**
 * A key whose request died mid-way (no reply stored) resolves itself after its lease: it
 * answers the transaction it created as that stands now, or, when it created none, the retry
 * runs the request. Within the lease a replay is still 'being processed'.
 */
describe('idempotency keys of requests that died mid-way', () => {
  let kit: MoneyKit;
  let megaId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 2000 });
    megaId = (await kit.openDemoAccount('Mega888')).id;
    bankId = await kit.firstBankId();
  });
  afterAll(async () => kit.close());

  const db = () => kit.app.ctx.db;
  const topup = (key: string) =>
    kit.admin.request({
      method: 'POST',
      url: QUICK_TOPUP,
      payload: { member_account_id: megaId, amount: 10, bank_id: bankId },
      headers: { 'idempotency-key': key },
    });
  const keyRow = async (key: string) =>
    (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]!;
  const deposits = async () =>
    (await db().select().from(transactions).where(eq(transactions.memberAccountId, megaId))).length;
  /** The key as a request that died `ageMs` ago left it: claimed, no reply stored. */
  const diedMidWay = (key: string, ageMs: number, transactionIds?: number[]) =>
    db()
      .update(idempotencyKeys)
      .set({
        statusCode: null,
        body: null,
        createdAt: sql`now() - ${sql.raw(String(ageMs))} * interval '1 millisecond'`,
        ...(transactionIds ? { transactionIds } : {}),
      })
      .where(eq(idempotencyKeys.key, key));

  it('records the transaction a request created on its key', async () => {
    const key = randomUUID();
    const res = await topup(key);
    expect(res.statusCode, res.body).toBe(200);
    expect((await keyRow(key)).transactionIds).toEqual([res.json().data.id]);
  });

  it('a key with a transaction answers that transaction as it stands, once the lease is over', async () => {
    const key = randomUUID();
    const first = await topup(key);
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().data.id as number;
    const balance = await kit.providerBalance(megaId);
    const count = await deposits();

    await diedMidWay(key, 5_000);
    const early = await topup(key);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This request is still being processed. Please wait.');

    await diedMidWay(key, 31_000);
    const replay = await topup(key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({
      message: 'Done.',
      data: { id, status: 'success', amount: '10.00' },
    });

    await db().update(transactions).set({ status: 'processing' }).where(eq(transactions.id, id));
    const processing = await topup(key);
    expect(processing.statusCode).toBe(202);
    expect(processing.json().data).toMatchObject({ id, status: 'processing' });
    await db().update(transactions).set({ status: 'success' }).where(eq(transactions.id, id));

    expect(await deposits()).toBe(count);
    expect(await kit.providerBalance(megaId)).toBe(balance);
  });

  it('a key without a transaction is taken over by the retry once the lease is over', async () => {
    const done = randomUUID();
    expect((await topup(done)).statusCode).toBe(200);
    // The same request under another key, claimed by a request that died before creating anything.
    const key = randomUUID();
    const { scope, requestHash } = await keyRow(done);
    await db().insert(idempotencyKeys).values({ scope, key, requestHash });
    const balance = await kit.providerBalance(megaId);
    const count = await deposits();

    await diedMidWay(key, 5_000, []);
    expect((await topup(key)).statusCode).toBe(409);
    expect(await deposits()).toBe(count);

    await diedMidWay(key, 31_000, []);
    const [retry, parallel] = await Promise.all([topup(key), topup(key)]);
    const replies = [retry, parallel].map((r) => r.statusCode).sort();
    expect(replies, `${retry.body}\n${parallel.body}`).toEqual([200, 409]);
    expect(await deposits()).toBe(count + 1);
    expect(await kit.providerBalance(megaId)).toBe(balance + 1000);
    expect((await keyRow(key)).statusCode).toBe(200);
    expect((await checkLedgerInvariant(db())).ok).toBe(true);
  });
});
