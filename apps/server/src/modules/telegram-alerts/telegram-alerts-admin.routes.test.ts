import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type FakeTelegram, startFakeTelegram } from '../../test/fake-telegram.ts';
import { operatorInRole } from '../../test/operator-in-role.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';

const URL = '/api/staff/settings/telegram';
const TOKEN = '123456789:AAEsecretTokenForTheTestSuite_42';

/** A valid body; `change` replaces fields. */
function settings(change: Record<string, unknown> = {}) {
  return {
    api_base: '',
    bot_token: TOKEN,
    chat_ids: ['-1001234567890', '@desk_alerts'],
    language: 'en',
    alerts: {
      pending_wait: { enabled: true, minutes: 15 },
      large_amount: { enabled: true, threshold: '10000.00' },
      discrepancy: { enabled: false },
      agent_credit: { enabled: true },
      failed_logins: { enabled: true, count: 10, minutes: 10 },
    },
    ...change,
  };
}

describe('Telegram alert settings (staff routes)', () => {
  let app: App;
  let admin: StaffClient;
  let fake: FakeTelegram;
  beforeAll(async () => {
    app = await createTestApp({ env: { TELEGRAM_API_BASE: 'http://127.0.0.1:9/' } });
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    fake = await startFakeTelegram();
  });
  afterAll(async () => {
    await fake.close();
    await app.close();
  });

  it('starts with every alert off, no token and the server default API base', async () => {
    const res = await admin.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      api_base: null,
      default_api_base: 'http://127.0.0.1:9',
      bot_token: '',
      token_set: false,
      chat_ids: [],
      alerts: { pending_wait: { enabled: false }, large_amount: { enabled: false, threshold: '10000.00' } },
    });
  });

  it('saves the settings and shows the token only masked; the masked value sent back keeps it', async () => {
    const saved = await admin.put(URL, settings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    expect(saved.json().data).toMatchObject({ bot_token: '••••••e_42', token_set: true });

    const again = await admin.put(URL, settings({ bot_token: '••••••e_42', chat_ids: ['-100'] }));
    expect(again.statusCode, again.body).toBe(200);
    const read = await admin.get(URL);
    expect(read.body).not.toContain(TOKEN);
    expect(read.json().data).toMatchObject({ bot_token: '••••••e_42', chat_ids: ['-100'] });

    const log = await admin.get('/api/staff/activity-log?action=telegram.settings_update&per_page=10');
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('bot_token_changed');
    expect(log.body).not.toContain(TOKEN);
  });

  it.each([
    ['a chat that is neither an id nor a @name', { chat_ids: ['hello world'] }, 'chat_ids.0'],
    ['the same chat twice', { chat_ids: ['-100', '-100'] }, 'chat_ids'],
    ['an API base that is not http(s)', { api_base: 'ftp://api.example' }, 'api_base'],
    ['an API base with a password', { api_base: 'https://u:p@api.example' }, 'api_base'],
    ['a token that is not a bot token', { bot_token: 'abc/../x' }, 'bot_token'],
    ['a language that does not exist', { language: 'fr' }, 'language'],
  ])('refuses %s with a 422 in the request language', async (_label, change, field) => {
    const res = await admin.request({
      method: 'PUT',
      url: URL,
      payload: settings(change),
      headers: { locale: 'bm' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it.each([
    ['0 minutes', { pending_wait: { enabled: true, minutes: 0 } }],
    ['a fraction of a minute', { pending_wait: { enabled: true, minutes: 1.5 } }],
    ['a threshold that is not an amount', { large_amount: { enabled: true, threshold: 'lots' } }],
    ['a negative login count', { failed_logins: { enabled: true, count: -1, minutes: 5 } }],
  ])('refuses %s', async (_label, alert) => {
    const body = settings();
    const res = await admin.put(URL, { ...body, alerts: { ...body.alerts, ...alert } });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('sends the test message to every saved chat through the configured Bot API', async () => {
    await admin.put(
      URL,
      settings({ api_base: `${fake.apiBase}/`, chat_ids: ['-100', '@desk_alerts'], language: 'bm' }),
    );
    const res = await admin.post(`${URL}/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results).toEqual([
      { chat_id: '-100', ok: true, error: null },
      { chat_id: '@desk_alerts', ok: true, error: null },
    ]);
    expect(fake.messages.slice(-2)).toEqual([
      { token: TOKEN, chat_id: '-100', text: expect.stringContaining('Mesej ujian') },
      { token: TOKEN, chat_id: '@desk_alerts', text: expect.stringContaining('Mesej ujian') },
    ]);
  });

  it('reports a chat Telegram refused, without the token in the error', async () => {
    fake.failNext(1);
    const res = await admin.post(`${URL}/test`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results[0]).toEqual({
      chat_id: '-100',
      ok: false,
      error: 'HTTP 502: Bad Gateway',
    });
    expect(res.json().data.results[1]).toMatchObject({ ok: true });

    await admin.put(URL, settings({ api_base: 'http://127.0.0.1:9', bot_token: undefined }));
    const down = await admin.post(`${URL}/test`);
    expect(down.statusCode).toBe(200);
    for (const result of down.json().data.results) expect(result).toMatchObject({ ok: false });
    expect(down.body).not.toContain(TOKEN);
  });

  it('refuses the test message before a token and a chat are saved', async () => {
    await admin.put(URL, settings({ chat_ids: [] }));
    const res = await admin.request({ method: 'POST', url: `${URL}/test`, headers: { locale: 'cn' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('请先保存机器人令牌和至少一个聊天。');
  });

  it('lets a role with settings.view read (token masked) but not save or send', async () => {
    const { client } = await operatorInRole(app, ['settings.view']);
    const read = await client.get(URL);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(TOKEN);
    expect((await client.put(URL, settings())).statusCode).toBe(403);
    expect((await client.post(`${URL}/test`)).statusCode).toBe(403);
    const { client: none } = await operatorInRole(app, ['dashboard.view']);
    expect((await none.get(URL)).statusCode).toBe(403);
  });
});
