import type { GoLiveChecklist } from '@topup/contracts/go-live.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { bankGroups } from '../banks/banks.table.ts';
import { banners, promotions } from '../content/content.table.ts';
import { providerKiosks } from '../products/products.table.ts';
import { goLiveChecklist } from './go-live-checklist.read-model.ts';

const undone = (checklist: GoLiveChecklist) => checklist.items.filter((i) => !i.done).map((i) => i.key);

describe('the go-live checklist', () => {
  const staff = staffTestApp();

  it('on an empty database lists everything a site needs before its first member', async () => {
    const app = await createTestApp({ seedDemo: false });
    try {
      const checklist = await goLiveChecklist(app.ctx.db, new Date());
      expect(checklist.ready).toBe(false);
      // No operator yet, so nobody lacks a PIN; the gateway is on by default.
      expect(undone(checklist)).toEqual(['product', 'bank', 'deposit_method', 'links', 'demo_content']);
    } finally {
      await app.close();
    }
  });

  it('empties line by line as the operator fixes each thing, and links each line to its screen', async () => {
    const { app, admin } = staff;
    const read = async () => {
      const res = await admin.get('/api/staff/go-live');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as GoLiveChecklist;
    };
    const first = await read();
    expect(first.items.find((i) => i.key === 'pins')?.link).toBe('/operators');
    expect(undone(first)).toContain('links');
    expect(undone(first)).toContain('demo_content');

    // A kiosk that answered a moment ago counts as a connected product; one from an hour ago does not.
    await app.ctx.db
      .update(providerKiosks)
      .set({ agentCreditSen: 100_000, agentCreditCheckedAt: new Date() });
    expect(undone(await read())).not.toContain('product');
    await app.ctx.db.update(providerKiosks).set({ agentCreditCheckedAt: new Date(Date.now() - 3_600_000) });
    expect(undone(await read())).toContain('product');
    await app.ctx.db.update(providerKiosks).set({ agentCreditCheckedAt: new Date() });
    // A kiosk whose last read failed does not answer, whatever it answered before.
    await app.ctx.db.update(providerKiosks).set({ agentCreditFailedAt: new Date(Date.now() + 1000) });
    expect(undone(await read())).toContain('product');
    await app.ctx.db.update(providerKiosks).set({ agentCreditFailedAt: null });

    const settings = (await admin.get('/api/staff/website-settings')).json().data;
    const real = {
      ...settings,
      telegram_link: 'https://t.me/real_channel',
      whatsapp_link: 'https://wa.me/60111111111',
      logo: '/media/g/logo.png',
      modal_images: {
        rescue_bonus: { en: '/media/g/r.png', bm: '/media/g/r.png', cn: '/media/g/r.png' },
        fortune_spin: { en: '/media/g/f.png', bm: '/media/g/f.png', cn: '/media/g/f.png' },
      },
      images: {
        payments: { en: '/media/g/p.png', bm: '/media/g/p.png', cn: '/media/g/p.png' },
        key_points: { en: '/media/g/k.png', bm: '/media/g/k.png', cn: '/media/g/k.png' },
        games: { en: '/media/g/g.png', bm: '/media/g/g.png', cn: '/media/g/g.png' },
      },
      payment_gateway: '0',
    };
    const saved = await admin.put('/api/staff/website-settings', real);
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSettings = await read();
    expect(undone(afterSettings)).not.toContain('links');
    expect(undone(afterSettings)).toContain('payment_gateway');
    expect(
      (await admin.put('/api/staff/website-settings', { ...real, payment_gateway: '1' })).statusCode,
    ).toBe(200);

    // Demo images still shown on banners, promotions or method tiles keep the demo line open.
    const demoLeft = (await read()).items.find((i) => i.key === 'demo_content');
    expect(demoLeft?.done).toBe(false);
    await app.ctx.db.update(banners).set({ active: false });
    await app.ctx.db.update(promotions).set({ active: false });
    await app.ctx.db
      .update(bankGroups)
      .set({ image: sql`replace(${bankGroups.image}, '/media/demo/', '/media/g/')` });

    // Every active operator whose role moves money has a PIN.
    await app.ctx.db.execute(sql`update operators set pin_hash = 'x' where pin_hash is null`);
    const done = await read();
    expect(undone(done)).toEqual([]);
    expect(done.ready).toBe(true);
  });

  it('is refused without the dashboard permission', async () => {
    const res = await staff.app.inject({ method: 'GET', url: '/api/staff/go-live' });
    expect(res.statusCode).toBe(401);
  });
});
