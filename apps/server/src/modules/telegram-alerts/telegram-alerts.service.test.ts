import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type FakeTelegram, startFakeTelegram } from '../../test/fake-telegram.ts';
import { staffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { raiseDiscrepancy } from '../discrepancies/discrepancies.service.ts';
import { members } from '../members/members.table.ts';
import { recordAgentCredit } from '../products/agent-credit.service.ts';
import { products } from '../products/products.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { runTelegramAlerts } from './telegram-alerts.service.ts';
import { telegramAlertOutbox } from './telegram-alerts.table.ts';
import { MAX_SEND_ATTEMPTS } from './telegram-outbox.service.ts';
import { saveTelegramSettings } from './telegram-settings.service.ts';

const TOKEN = '987654321:AAEalertsTokenForTheSuite_xyz';
const PHONE = '60198765432';
const ACCOUNT = '888877776666';
const MINUTE = 60_000;

describe('Telegram alerts: what arrives at the Bot API', () => {
  let app: App;
  let fake: FakeTelegram;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const run = () => runTelegramAlerts(app.ctx.db, 'http://127.0.0.1:9', clock);
  const texts = () => fake.messages.map((m) => m.text);
  let memberId: number;

  beforeAll(async () => {
    app = await createTestApp();
    fake = await startFakeTelegram();
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Alert Member', phone: PHONE, bankAccountNumber: ACCOUNT, bankName: 'Maybank' })
      .returning({ id: members.id });
    memberId = member!.id;
  });
  afterAll(async () => {
    await fake.close();
    await app.close();
  });

  async function configure(alerts: Partial<Record<string, object>>) {
    await saveTelegramSettings(
      app.ctx.db,
      { kind: 'system' },
      {
        api_base: fake.apiBase,
        bot_token: TOKEN,
        chat_ids: ['-100200'],
        language: 'en',
        alerts: {
          pending_wait: { enabled: false, minutes: 15 },
          large_amount: { enabled: false, threshold: 1_000_000 },
          discrepancy: { enabled: false },
          agent_credit: { enabled: false },
          failed_logins: { enabled: false, count: 3, minutes: 10 },
          ...alerts,
        },
      },
      clock(),
    );
  }

  it('sends nothing while no alert is switched on, or before a token is saved', async () => {
    expect(await run()).toEqual({ queued: 0, sent: 0, failed: [] });
    await configure({});
    expect((await run()).sent).toBe(0);
    expect(fake.messages).toEqual([]);
  });

  it('a withdrawal waiting too long: once, with the phone and bank account masked', async () => {
    const [tx] = await app.ctx.db
      .insert(transactions)
      .values({
        memberId,
        type: 'withdrawal',
        amountSen: 25_000,
        status: 'pending',
        requestedAt: new Date(clock().getTime() - 30 * MINUTE),
      })
      .returning({ id: transactions.id });
    await configure({ pending_wait: { enabled: true, minutes: 15 } });
    await run();
    const mine = texts().filter((text) => text.includes(`#${tx!.id} `));
    expect(mine).toEqual([
      `Withdrawal #${tx!.id} of RM 250.00 by Alert Member (phone 6019*****32, account ********6666) has waited 30 minutes.`,
    ]);
    expect(fake.messages.every((m) => m.token === TOKEN && m.chat_id === '-100200')).toBe(true);
    const count = fake.messages.length;
    await run();
    expect(fake.messages.length).toBe(count);
  });

  it('a large deposit, a new discrepancy, low agent credit and a burst of failed logins', async () => {
    const [big] = await app.ctx.db
      .insert(transactions)
      .values({ memberId, type: 'deposit', amountSen: 2_000_000, status: 'success' })
      .returning({ id: transactions.id });
    await raiseDiscrepancy(
      app.ctx.db,
      {
        kind: 'unknown_move',
        dedupeKey: 'telegram-test',
        amountSen: -1_234,
        reference: 'REF-TG',
        evidence: {},
      },
      clock(),
    );
    const [product] = await app.ctx.db
      .select({ kioskId: products.kioskId })
      .from(products)
      .where(and(isNotNull(products.kioskId), ne(products.status, 'retired')))
      .limit(1);
    await recordAgentCredit(app.ctx.db, product!.kioskId!, 50_00, clock());
    for (const username of ['nobody1', 'nobody2', 'nobody3']) {
      const res = await staffClient(app).post('/api/staff/auth/login', {
        username,
        password: 'wrong-password-1',
      });
      expect(res.statusCode, res.body).toBe(401);
    }
    await configure({
      large_amount: { enabled: true, threshold: 1_000_000 },
      discrepancy: { enabled: true },
      agent_credit: { enabled: true },
      failed_logins: { enabled: true, count: 3, minutes: 10 },
    });
    const before = fake.messages.length;
    await run();
    const arrived = texts().slice(before);
    expect(arrived).toContain(
      `Large Deposit #${big!.id} of RM 20000.00 by Alert Member (phone 6019*****32, account ********6666), status success.`,
    );
    expect(
      arrived.some((text) =>
        /^Provider discrepancy #\d+ \(unknown_move\): RM -12\.34, reference REF-TG\.$/.test(text),
      ),
    ).toBe(true);
    expect(
      arrived.some((text) =>
        /^Agent credit at kiosk .+ is RM 50\.00, below the warning of RM 1000\.00\.$/.test(text),
      ),
    ).toBe(true);
    expect(arrived).toContain('3 failed staff logins in the last 10 minutes.');

    const count = fake.messages.length;
    await run();
    expect(fake.messages.length).toBe(count);
  });

  it('never carries any member’s full phone or bank account number', async () => {
    const all = await app.ctx.db
      .select({ phone: members.phone, account: members.bankAccountNumber })
      .from(members);
    const secrets = all.flatMap((m) => [m.phone, m.account ?? '']).filter((value) => value.length >= 6);
    expect(fake.messages.length).toBeGreaterThan(3);
    for (const message of fake.messages)
      for (const secret of secrets) expect(message.text, message.text).not.toContain(secret);
  });

  it('retries a failed send later, sends it once, and gives up after the last attempt', async () => {
    const [tx] = await app.ctx.db
      .insert(transactions)
      .values({
        memberId,
        type: 'deposit',
        amountSen: 3_000_000,
        status: 'pending',
        requestedAt: clock(),
      })
      .returning({ id: transactions.id });
    const mine = () => texts().filter((text) => text.includes(`#${tx!.id} `));
    // Only this alert: a failed-login window or a new day must not add another one to the run.
    await configure({ large_amount: { enabled: true, threshold: 1_000_000 } });
    fake.failNext(1);
    const failedRun = await run();
    expect(failedRun.failed).toEqual([
      { id: expect.any(Number), error: 'HTTP 502: Bad Gateway', gaveUp: false },
    ]);
    expect(mine()).toEqual([]);
    expect((await run()).sent).toBe(0); // not due yet
    offsetMs += 2 * MINUTE;
    expect((await run()).sent).toBe(1);
    expect(mine()).toHaveLength(1);
    offsetMs += 60 * MINUTE;
    await run();
    expect(mine()).toHaveLength(1);

    // A Bot API that never answers: tried MAX_SEND_ATTEMPTS times, then left with its error.
    await app.ctx.db
      .insert(transactions)
      .values({ memberId, type: 'deposit', amountSen: 4_000_000, status: 'pending', requestedAt: clock() });
    fake.failNext(1_000);
    let gaveUp = false;
    for (let i = 0; i < MAX_SEND_ATTEMPTS + 2 && !gaveUp; i++) {
      gaveUp = (await run()).failed.some((failure) => failure.gaveUp);
      offsetMs += 61 * MINUTE;
    }
    expect(gaveUp).toBe(true);
    const [row] = await app.ctx.db
      .select()
      .from(telegramAlertOutbox)
      .where(eq(telegramAlertOutbox.attempts, MAX_SEND_ATTEMPTS));
    expect(row).toMatchObject({ sentAt: null, lastError: 'HTTP 502: Bad Gateway' });
    fake.failNext(0);
    const sentBefore = fake.messages.length;
    await run();
    expect(fake.messages.slice(sentBefore).some((m) => m.text === row!.text)).toBe(false);
  });

  it('two runs at once send each alert once', async () => {
    await app.ctx.db.insert(transactions).values({
      memberId,
      type: 'withdrawal',
      amountSen: 5_000_000,
      status: 'pending',
      requestedAt: clock(),
    });
    const before = fake.messages.length;
    await Promise.all([run(), run()]);
    const arrived = texts().slice(before);
    expect(arrived.length).toBeGreaterThan(0);
    expect(new Set(arrived).size).toBe(arrived.length);
  });
});
