import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { members } from '../members/members.table.ts';
import { loginAs, staffHeaders } from '../staff-auth/staff-client.fixture.ts';
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
    // Not queue business: a reward, and a deposit that never was pending.
    await app.ctx.db.insert(transactions).values([
      { memberId: member!.id, type: 'reward', amountSen: 500, status: 'pending' },
      { memberId: member!.id, type: 'deposit', amountSen: 700, status: 'success' },
    ]);
    await app.ctx.db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, created!.id));
    const events = await readEvents(res.body!, 3, 1500);
    expect(events).toEqual([
      { kind: 'withdrawal', id: created!.id, status: 'pending', change: 'created' },
      { kind: 'withdrawal', id: created!.id, status: 'failed', change: 'updated' },
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
