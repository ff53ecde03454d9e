import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { gatewayBanks } from '../../test/gateway-banks.ts';
import { loginAs, type StaffClient, staffHeaders } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { members } from '../members/members.table.ts';
import { operatorWithRole } from '../roles/role-operator.fixture.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { notifyQueueChanged } from './notify-queue-changed.ts';

/** Reads server-sent events from a live HTTP stream until `count` events of the queue arrived. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number, timeoutMs = 5000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), Math.max(1, deadline - Date.now())),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('event: queue')) events.push(JSON.parse(block.split('\ndata: ')[1]!));
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

/** A listening test app, its signed-in admin and a member `name` whose money waits on the desk. */
async function deskApp(name: string, phone: string) {
  const app = await createTestApp();
  const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [member] = await app.ctx.db.insert(members).values({ name, phone }).returning();
  return { app, admin, base, memberId: member!.id };
}

/** Opens the live stream of `base` as the operator signed in on `client`. */
const streamAs = (base: string, client: StaffClient) =>
  fetch(`${base}/api/staff/live`, { headers: { cookie: staffHeaders(client.cookie).cookie! } });

describe('live queue over server-sent events (LISTEN/NOTIFY)', () => {
  let app: App;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    cookie = staffHeaders(admin.cookie).cookie ?? '';
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  it('delivers a notification committed in a transaction, and not one rolled back', async () => {
    const res = await fetch(`${base}/api/staff/live`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    await inTransaction(app.ctx.db, async (tx) => {
      await notifyQueueChanged(tx, { kind: 'withdrawal', id: 41, status: 'pending', change: 'created' });
      throw new Error('rolled back');
    }).catch(() => {});
    await inTransaction(app.ctx.db, (tx) =>
      notifyQueueChanged(tx, { kind: 'deposit', id: 42, status: 'pending', change: 'created' }),
    );
    const events = await readEvents(res.body!, 2, 1500);
    expect(events).toEqual([{ kind: 'deposit', id: 42, status: 'pending', change: 'created' }]);
  });

  it('hears pending deposits and withdrawals written by any code path, through the transactions trigger', async () => {
    const res = await fetch(`${base}/api/staff/live`, { headers: { cookie } });
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Live', phone: '60199999999' })
      .returning();
    const [created] = await app.ctx.db
      .insert(transactions)
      .values({ memberId: member!.id, type: 'withdrawal', amountSen: 1_000, status: 'pending' })
      .returning();
    // Not queue business: a reward, and a deposit never in a queue tab (already complete).
    await app.ctx.db.insert(transactions).values([
      { memberId: member!.id, type: 'reward', amountSen: 500, status: 'pending' },
      { memberId: member!.id, type: 'deposit', amountSen: 700, status: 'complete' },
    ]);
    await app.ctx.db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, created!.id));
    // A credited deposit enters "To verify" and leaves it when completed: the counts change, no alert.
    const [credited] = await app.ctx.db
      .insert(transactions)
      .values({ memberId: member!.id, type: 'deposit', amountSen: 800, status: 'success' })
      .returning();
    await app.ctx.db
      .update(transactions)
      .set({ status: 'complete' })
      .where(eq(transactions.id, credited!.id));
    const events = await readEvents(res.body!, 5, 1500);
    expect(events).toEqual([
      { kind: 'withdrawal', id: created!.id, status: 'pending', change: 'created' },
      { kind: 'withdrawal', id: created!.id, status: 'failed', change: 'updated' },
      { kind: 'deposit', id: credited!.id, status: 'success', change: 'updated' },
      { kind: 'deposit', id: credited!.id, status: 'complete', change: 'updated' },
    ]);
  });

  it('reaches a desk connected to another server instance on the same PostgreSQL', async ({ skip }) => {
    if (app.ctx.database.kind !== 'postgres') skip('one process holds a PGlite database');
    const otherDatabase = await openDatabase({ url: app.ctx.database.url, poolSize: 2 });
    const other = await buildApp({ config: app.ctx.config, database: otherDatabase, logger: false });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${otherBase}/api/staff/live`, { headers: { cookie } });
      expect(res.status).toBe(200);
      await inTransaction(app.ctx.db, (tx) =>
        notifyQueueChanged(tx, { kind: 'deposit', id: 7, status: 'pending', change: 'created' }),
      );
      expect(await readEvents(res.body!, 1)).toEqual([
        { kind: 'deposit', id: 7, status: 'pending', change: 'created' },
      ]);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });

  it('refuses the stream without a session', async () => {
    const res = await fetch(`${base}/api/staff/live`);
    expect(res.status).toBe(401);
  });
});

describe('the desk: what each operator hears and what waits', () => {
  let app: App;
  let base: string;
  let admin: StaffClient;
  let memberId: number;

  beforeAll(async () => {
    ({ app, admin, base, memberId } = await deskApp('Desk', '60188888888'));
  });
  afterAll(async () => app.close());

  const pending = (type: 'deposit' | 'withdrawal') =>
    app.ctx.db
      .insert(transactions)
      .values({ memberId, type, amountSen: 1_000, status: 'pending' })
      .returning();

  it('counts what waits per queue the operator may see, and counts a new item at once', async () => {
    const before = (await admin.get('/api/staff/live/counts')).json().data;
    await pending('deposit');
    await pending('deposit');
    await pending('withdrawal');
    const after = (await admin.get('/api/staff/live/counts')).json().data;
    expect(after).toEqual({
      deposit: { ...before.deposit, to_act: before.deposit.to_act + 2 },
      withdrawal: { ...before.withdrawal, to_act: before.withdrawal.to_act + 1 },
    });
  });

  it('an operator who may see only withdrawals hears only withdrawals and has no deposit count', async () => {
    const { client } = await operatorWithRole(app, admin, ['withdrawals.view']);
    expect((await client.get('/api/staff/live/counts')).json().data.deposit).toBeNull();
    const res = await streamAs(base, client);
    expect(res.status).toBe(200);
    const [deposit] = await pending('deposit');
    const [withdrawal] = await pending('withdrawal');
    const events = await readEvents(res.body!, 2, 1500);
    expect(events).toEqual([
      { kind: 'withdrawal', id: withdrawal!.id, status: 'pending', change: 'created' },
    ]);
    expect(deposit!.id).toBeGreaterThan(0);
  });

  it('an operator with no queue at all gets no stream', async () => {
    const { client } = await operatorWithRole(app, admin, ['members.view']);
    const res = await streamAs(base, client);
    expect(res.status).toBe(403);
    await res.body?.cancel();
    expect((await client.get('/api/staff/live/counts')).json().data).toEqual({
      deposit: null,
      withdrawal: null,
    });
  });

  it("keeps each operator's sound setting and volume in their profile", async () => {
    const { client } = await operatorWithRole(app, admin, ['deposits.view']);
    expect((await client.get('/api/staff/profile/alerts')).json().data).toEqual({ sound: true, volume: 70 });
    const saved = await client.request({
      method: 'PUT',
      url: '/api/staff/profile/alerts',
      payload: { sound: false, volume: 35 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await client.get('/api/staff/profile/alerts')).json().data).toEqual({ sound: false, volume: 35 });
    // Another operator's settings are their own.
    expect((await admin.get('/api/staff/profile/alerts')).json().data).toEqual({ sound: true, volume: 70 });
    const bad = await client.request({
      method: 'PUT',
      url: '/api/staff/profile/alerts',
      payload: { sound: true, volume: 101 },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe("the role's payment gateway on the desk", () => {
  let app: App;
  let base: string;
  let admin: StaffClient;
  let memberId: number;
  let onlineBank: number;
  let ewalletBank: number;
  let onlineGroup: number;

  beforeAll(async () => {
    ({ app, admin, base, memberId } = await deskApp('Gate', '60177777777'));
    ({ onlineGroup, onlineBank, ewalletBank } = await gatewayBanks(app.ctx.db));
  });
  afterAll(async () => app.close());

  const pendingDeposit = async (depositBankId: number | null) =>
    (
      await app.ctx.db
        .insert(transactions)
        .values({ memberId, type: 'deposit', amountSen: 500, status: 'pending', depositBankId })
        .returning()
    )[0]!;

  it('keeps the bank groups on the role and offers them in the role editor', async () => {
    const { roleId } = await operatorWithRole(app, admin, ['deposits.view'], {
      payment_gateway: '1',
      bank_group_ids: [onlineGroup],
    });
    expect((await admin.get(`/api/staff/roles/${roleId}`)).json().data).toMatchObject({
      payment_gateway: '1',
      bank_group_ids: [onlineGroup],
    });
    const options = (await admin.get('/api/staff/roles/bank-groups')).json().data;
    expect(options.map((o: { value: number }) => o.value)).toContain(onlineGroup);
  });

  it("counts and hears only the deposits of the role's bank groups, and those with no bank yet", async () => {
    const limited = await operatorWithRole(app, admin, ['deposits.view'], {
      payment_gateway: '1',
      bank_group_ids: [onlineGroup],
    });
    const closed = await operatorWithRole(app, admin, ['deposits.view'], { payment_gateway: '0' });
    const count = async (client: StaffClient) =>
      (await client.get('/api/staff/live/counts')).json().data.deposit.to_act as number;
    const before = { limited: await count(limited.client), all: await count(admin) };
    const res = await streamAs(base, limited.client);
    const inGroup = await pendingDeposit(onlineBank);
    await pendingDeposit(ewalletBank);
    const noBank = await pendingDeposit(null);
    const events = await readEvents(res.body!, 3, 1500);
    expect(events).toEqual([
      { kind: 'deposit', id: inGroup.id, status: 'pending', change: 'created' },
      { kind: 'deposit', id: noBank.id, status: 'pending', change: 'created' },
    ]);
    expect(await count(limited.client)).toBe(before.limited + 2);
    expect(await count(admin)).toBe(before.all + 3);
    expect(await count(closed.client)).toBe(0);
  });
});
