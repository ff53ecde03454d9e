import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../modules/access/access.demo.ts';
import { concreteUrl, writeProbeSql } from './attack-vectors.ts';
import { operatorInRole } from './operator-in-role.ts';
import { loginAs, type StaffClient } from './staff-client.ts';
import { createTestApp } from './test-app.ts';

const LOGGED_TABLES = ['staff_sessions', 'activity_log', 'staff_login_attempts'];
const TELEGRAM_URL = '/api/staff/settings/telegram';
const TOKEN = '424242424:AAEattackSuiteTelegramToken_zz';
/** Routes that answer with an endless event stream. */
const STREAMS = new Set(['/api/staff/live']);

/**
 * The Telegram bot token is a secret: once saved, no staff read (every GET route Fastify
 * registered, not a hand list, as the admin who saved it) answers with it, and operators without
 * settings.manage can neither change where alerts go nor send through the bot.
 */
describe('attack suite: the Telegram bot token', () => {
  let app: App;
  let admin: StaffClient;
  const weaker: Record<string, StaffClient> = {};

  const writes = async (): Promise<number> => {
    const result = await app.ctx.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from attack_write_probe`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const saved = await admin.put(TELEGRAM_URL, {
      api_base: 'http://127.0.0.1:9',
      bot_token: TOKEN,
      chat_ids: ['-100'],
      language: 'en',
      alerts: {
        pending_wait: { enabled: true, minutes: 5 },
        large_amount: { enabled: true, threshold: '5000' },
        discrepancy: { enabled: true },
        agent_credit: { enabled: true },
        failed_logins: { enabled: true, count: 5, minutes: 5 },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    weaker.cs1 = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    weaker.viewOnly = (await operatorInRole(app, ['settings.view'])).client;
    await app.ctx.database.rawTransaction((exec) => exec(writeProbeSql(LOGGED_TABLES)));
  });
  afterAll(async () => app?.close());

  it('no staff read answers with the token', async () => {
    const reads = app.routes.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/staff/') && !STREAMS.has(r.url),
    );
    expect(reads.map((r) => r.url)).toContain(TELEGRAM_URL);
    for (const route of reads) {
      const res = await admin.get(concreteUrl(route.url));
      expect(res.statusCode, `GET ${route.url}`).toBeLessThan(500);
      expect(res.body.includes(TOKEN), `GET ${route.url} answered with the bot token`).toBe(false);
    }
    for (const read of [
      '/api/staff/activity-log?per_page=100',
      '/api/staff/activity-log?per_page=100&format=csv',
    ])
      expect((await admin.get(read)).body).not.toContain(TOKEN.split(':')[1]);
  });

  it('operators without settings.manage cannot change the chats, token or API base, nor send, and write nothing', async () => {
    const before = await writes();
    for (const [name, client] of Object.entries(weaker)) {
      const put = await client.put(TELEGRAM_URL, {
        api_base: 'https://attacker.example',
        bot_token: '1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        chat_ids: ['@attacker'],
        language: 'en',
        alerts: {},
      });
      expect(put.statusCode, `${name} PUT`).toBe(403);
      const send = await client.post(`${TELEGRAM_URL}/test`);
      expect(send.statusCode, `${name} POST test`).toBe(403);
    }
    expect(await writes()).toBe(before);
    const read = (await admin.get(TELEGRAM_URL)).json().data;
    expect(read).toMatchObject({
      api_base: 'http://127.0.0.1:9',
      chat_ids: ['-100'],
      bot_token: '••••••n_zz',
    });
  });
});
