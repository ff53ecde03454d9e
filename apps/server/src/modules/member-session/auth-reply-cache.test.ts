import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { members, memberTokens } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { AUTH_CACHE_MS, AUTH_REPLY_IGNORED, AUTH_REPLY_TABLES } from './auth-reply-cache.ts';

/**
 * /api/auth replies from memory while nothing it shows was written, and never shows
 * an old money state: every write (a member's deposit, a staff approval, a profile change, a
 * revoked link) shows in the very next reply, whichever code path made it.
 */
describe('/api/auth reply cache', () => {
  let kit: MoneyKit;
  let megaId: number;
  let bankId: number;
  let clock = new Date('2026-03-01T04:00:00Z');
  beforeAll(async () => {
    kit = await startMoneyKit({ now: () => clock });
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    bankId = (await kit.app.ctx.db.select().from(banks)).find((b) => b.bankName === 'Maybank')!.id;
  });
  afterAll(async () => kit.close());

  const auth = async () => {
    const res = await kit.member('/api/auth');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const latestRow = async () =>
    (
      await kit.app.ctx.db
        .select()
        .from(transactions)
        .where(eq(transactions.memberId, kit.demoMemberId))
        .orderBy(sql`${transactions.id} desc`)
        .limit(1)
    )[0]!;

  it('answers repeated calls without reading the database again', async () => {
    // A minute later the call stamps the token's last use: a write that changes no reply.
    clock = new Date(clock.getTime() + 120_000);
    const version = kit.app.ctx.database.writes.version;
    const first = await auth();
    const [token] = await kit.app.ctx.db
      .select({ lastUsedAt: memberTokens.lastUsedAt })
      .from(memberTokens)
      .where(eq(memberTokens.memberId, kit.demoMemberId));
    expect(token?.lastUsedAt?.getTime()).toBe(clock.getTime());
    expect(kit.app.ctx.database.writes.version).toBe(version);
    expect(await auth()).toEqual(first);
    expect(kit.app.ctx.database.writes.version).toBe(version);
  });

  it('a deposit the member creates shows at once, and so does its approval by staff', async () => {
    await auth();
    const res = await kit.member('/api/deposit', { member_account_id: megaId, amount: 31, bank: bankId });
    expect(res.json(), res.body).toMatchObject({ status: true });
    const created = await latestRow();
    expect((await auth()).transaction).toMatchObject({ id: created.id, amount: '31.00', status: 'pending' });

    const approve = await kit.admin.post(`/api/staff/transactions/${created.id}/approve`);
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = await latestRow();
    expect(approved.status).not.toBe('pending');
    expect((await auth()).transaction).toMatchObject({ id: created.id, status: approved.status });
  });

  it('a deposit staff create for the member shows at once', async () => {
    await auth();
    const res = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 42,
      bank_id: bankId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auth()).transaction).toMatchObject({ id: res.json().data.id, amount: '42.00' });
    const reject = await kit.admin.post(`/api/staff/transactions/${res.json().data.id}/reject`, {
      remark: 'test',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const rejected = await latestRow();
    expect(rejected.status).not.toBe('pending');
    expect((await auth()).transaction).toMatchObject({ id: res.json().data.id, status: rejected.status });
  });

  it('writes from any code path show at once: a plain statement and a transaction', async () => {
    await auth();
    await kit.app.ctx.db.update(members).set({ spinChances: 7 }).where(eq(members.id, kit.demoMemberId));
    expect((await auth()).user.avaliable_spin).toBe(7);
    await kit.app.ctx.db.transaction(async (tx) => {
      await tx.update(members).set({ spinChances: 8 }).where(eq(members.id, kit.demoMemberId));
    });
    expect((await auth()).user.avaliable_spin).toBe(8);
    await kit.app.ctx.db.execute(sql`update members set spin_chances = 3 where id = ${kit.demoMemberId}`);
    expect((await auth()).user.avaliable_spin).toBe(3);
  });

  it('a blocked member or a revoked link is refused at once', async () => {
    await auth();
    await kit.app.ctx.db.update(members).set({ status: 'inactive' }).where(eq(members.id, kit.demoMemberId));
    expect((await kit.member('/api/auth')).statusCode).toBe(401);
    await kit.app.ctx.db.update(members).set({ status: 'active' }).where(eq(members.id, kit.demoMemberId));
    expect((await kit.member('/api/auth')).statusCode).toBe(200);
  });

  it('a write the servers cannot see (made beside them) shows once the cache lifetime has passed', async () => {
    const before = await auth();
    const renamed = `${before.user.name}-outside`;
    if (kit.app.ctx.database.pglite)
      await kit.app.ctx.database.pglite.query('update members set name = $1 where id = $2', [
        renamed,
        kit.demoMemberId,
      ]);
    else {
      const pg = await import('pg');
      const outside = new pg.default.Client({ connectionString: kit.app.ctx.database.url });
      await outside.connect();
      await outside.query('update members set name = $1 where id = $2', [renamed, kit.demoMemberId]);
      await outside.end();
    }
    expect((await auth()).user.name).toBe(before.user.name);
    clock = new Date(clock.getTime() + AUTH_CACHE_MS);
    expect((await auth()).user.name).toBe(renamed);
    await kit.app.ctx.db
      .update(members)
      .set({ name: before.user.name })
      .where(eq(members.id, kit.demoMemberId));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'another server instance on the same database: its writes show within moments (NOTIFY)',
    async () => {
      // A second server instance: its own pool, and its /api/auth watching the same tables.
      const other = await openDatabase({ url: kit.app.ctx.database.url });
      other.writes.watch(AUTH_REPLY_TABLES, AUTH_REPLY_IGNORED);
      try {
        await auth();
        await other.db.update(members).set({ spinChances: 5 }).where(eq(members.id, kit.demoMemberId));
        let seen = 0;
        for (let i = 0; i < 100 && seen !== 5; i++) {
          seen = (await auth()).user.avaliable_spin;
          if (seen !== 5) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(seen).toBe(5);
      } finally {
        await other.close();
      }
    },
  );
});
