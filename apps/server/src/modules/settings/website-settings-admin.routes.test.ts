import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../test/staff-client.ts';

describe('website settings', () => {
  const staff = staffTestApp();

  it('saves theme, links and flags; the member site follows without a restart; logged with before/after', async () => {
    const current = (await staff.admin.get('/api/staff/website-settings')).json().data;
    expect(current).toMatchObject({ payment_gateway: '1', fortune_spin_enabled: 1, balance_point: '' });
    const saved = await staff.admin.put('/api/staff/website-settings', {
      ...current,
      theme: 'Purple',
      telegram_link: 'https://t.me/new_channel',
      payment_gateway: '0',
      deposit_redirect: '/history',
      balance_point: '5.50',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ theme: 'Purple', balance_point: '5.50', payment_gateway: '0' });

    const home = await staff.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('data-theme="Purple"');
    expect(home.body).toContain('https://t.me/new_channel');
    const deposit = await staff.app.inject({
      method: 'POST',
      url: '/api/pre_deposit',
      payload: { token: 'demo-member-token' },
    });
    expect(deposit.body).toContain('"payment_gateway":"0"');

    const log = await staff.admin.get('/api/staff/activity-log?action=website_settings.update');
    expect(log.json().data[0].before).toMatchObject({ theme: null, payment_gateway: '1' });
    expect(log.json().data[0].after).toMatchObject({ theme: 'Purple', payment_gateway: '0' });
  });

  it('saves the footer; the member page data carries it, an emptied field as empty', async () => {
    const current = (await staff.admin.get('/api/staff/website-settings')).json().data;
    expect(current.footer).toMatchObject({
      company: expect.stringContaining('TopUp Enterprise'),
      support_hours: 'Daily 10:00-02:00 MYT',
    });
    const footer = {
      company: ' © 2026 TopUp Enterprise Sdn. Bhd. ',
      terms: '',
      support_hours: 'Daily 10:00-02:00 MYT',
    };
    const saved = await staff.admin.put('/api/staff/website-settings', { ...current, footer });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = {
      company: '© 2026 TopUp Enterprise Sdn. Bhd.',
      terms: '',
      support_hours: 'Daily 10:00-02:00 MYT',
    };
    expect(saved.json().data.footer).toEqual(stored);

    const home = await staff.app.inject({ method: 'GET', url: '/' });
    const pageData = home.body.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(pageData ?? '{}').footer).toEqual(stored);

    const tooLong = await staff.admin.put('/api/staff/website-settings', {
      ...current,
      footer: { ...footer, terms: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('an empty balance point means no limit', async () => {
    const current = (await staff.admin.get('/api/staff/website-settings')).json().data;
    const saved = await staff.admin.put('/api/staff/website-settings', { ...current, balance_point: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.balance_point).toBe('');
    const bad = await staff.admin.put('/api/staff/website-settings', { ...current, balance_point: '-1' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {})).toContain('balance_point');
  });

  it('refuses links that are not https and unsafe redirects, naming the field', async () => {
    const current = (await staff.admin.get('/api/staff/website-settings')).json().data;
    const bad = await staff.admin.put('/api/staff/website-settings', {
      ...current,
      whatsapp_link: 'javascript:alert(1)',
      deposit_redirect: '//evil.example.com',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(['whatsapp_link']));
  });

  it('needs settings.view to read and settings.manage to write', async () => {
    expect((await staff.cs.get('/api/staff/website-settings')).statusCode).toBe(403);
    expect((await staff.cs.put('/api/staff/website-settings', {})).statusCode).toBe(403);
  });
});
