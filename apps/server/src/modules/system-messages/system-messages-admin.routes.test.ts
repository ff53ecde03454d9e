import { setMessageOverrides } from '@topup/contracts/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import { updateSiteSettings } from '../settings/settings.service.ts';

/** System Message edit: staff wording per language, used by the replies the member site shows. */
describe('system messages', () => {
  let app: App;
  let admin: StaffClient;
  let cs: StaffClient;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
  });
  afterAll(async () => {
    setMessageOverrides({});
    await app.close();
  });

  const spin = (locale: string) =>
    app.inject({
      method: 'POST',
      url: '/api/fortune_spin',
      payload: { token: 'demo-member-token' },
      headers: { locale },
    });

  it('lists every message with its default, searchable', async () => {
    const res = await admin.get('/api/staff/system-messages?q=deposit%20submitted');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      code: 'DEPOSIT_SUBMITTED',
      edited: false,
      text: { en: 'Deposit submitted. Please wait for approval.' },
    });
    const all = (await admin.get('/api/staff/system-messages?per_page=100')).json();
    expect(all.meta.total).toBeGreaterThan(100);
    expect(all.data).toHaveLength(100);
  });

  it('exports the messages of the current search, every language, written to the activity log', async () => {
    const csv = await admin.get('/api/staff/system-messages?format=csv&q=deposit%20submitted&per_page=1');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="system-messages-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Code,Edited,EN,BM,CN');
    expect(lines[1]).toMatch(/^DEPOSIT_SUBMITTED,false,Deposit submitted\. Please wait for approval\.,/);
    const all = await admin.get('/api/staff/system-messages?format=xlsx');
    expect(all.headers['content-type']).toMatch(/spreadsheetml/);
    const log = (await admin.get('/api/staff/activity-log?action=list.export&q=system-messages')).json().data;
    expect(log[0]).toMatchObject({ target_id: 'system-messages', after: { format: 'xlsx' } });
    expect(log[0].after.rows).toBeGreaterThan(100);
    expect(log[1]).toMatchObject({ after: { format: 'csv', filters: { q: 'deposit submitted' } } });
  });

  it('an edit is used by the member reply in that language at once; empty goes back to the default', async () => {
    await updateSiteSettings(app.ctx.db, { fortune_spin_enabled: 0 });
    expect((await spin('bm')).json().message).not.toBe('Putaran akan datang tidak lama lagi!');
    const saved = await admin.put('/api/staff/system-messages/FORTUNE_SPIN_DISABLED', {
      en: '',
      bm: 'Putaran akan datang tidak lama lagi!',
      cn: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('System message saved.');
    expect((await spin('bm')).json().message).toBe('Putaran akan datang tidak lama lagi!');
    expect((await spin('en')).json().message).toBe('Fortune Spin is coming soon');
    const listed = (await admin.get('/api/staff/system-messages?q=FORTUNE_SPIN_DISABLED')).json().data[0];
    expect(listed).toMatchObject({ edited: true, text: { bm: 'Putaran akan datang tidak lama lagi!' } });
    const log = await admin.get('/api/staff/activity-log?action=system_message.update');
    expect(log.json().data[0]).toMatchObject({
      before: {},
      after: { bm: 'Putaran akan datang tidak lama lagi!' },
    });

    await admin.put('/api/staff/system-messages/FORTUNE_SPIN_DISABLED', { en: '', bm: '', cn: '' });
    expect((await spin('bm')).json().message).not.toBe('Putaran akan datang tidak lama lagi!');
    await updateSiteSettings(app.ctx.db, { fortune_spin_enabled: 1 });
  });

  it('refuses a text that drops or adds a placeholder, an unknown code and other roles', async () => {
    const lost = await admin.put('/api/staff/system-messages/SPIN_WON', { en: 'You won!' });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().message).toBe('Keep the placeholders of the original text: :amount');
    expect(lost.json().errors.en).toHaveLength(1);
    const kept = await admin.put('/api/staff/system-messages/SPIN_WON', { en: 'Yay, RM :amount is yours.' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await admin.put('/api/staff/system-messages/NOPE', { en: 'x' })).statusCode).toBe(404);
    expect((await admin.put('/api/staff/system-messages/bad-code', { en: 'x' })).statusCode).toBe(422);
    expect((await cs.put('/api/staff/system-messages/SPIN_WON', { en: 'x :amount' })).statusCode).toBe(403);
  });
});
