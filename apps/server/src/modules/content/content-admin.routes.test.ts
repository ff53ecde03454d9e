import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { staffTestApp } from '../../test/staff-client.ts';

const pageData = async (app: App) => {
  const res = await app.inject({ method: 'GET', url: '/' });
  return JSON.parse(
    /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null',
  );
};

describe('banners, announcements and promotions administration', () => {
  const staff = staffTestApp();

  it('a new banner and announcement show on the member home at once; edits and deletes are logged', async () => {
    const banner = await staff.admin.post('/api/staff/banners', {
      name: 'Raya Sale',
      image: { en: '/media/demo/banner-1.svg', bm: '', cn: 'https://cdn.example.com/raya-cn.png' },
      position: 0,
      active: true,
    });
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json().data.image).toEqual({
      en: '/media/demo/banner-1.svg',
      bm: '/media/demo/banner-1.svg',
      cn: 'https://cdn.example.com/raya-cn.png',
    });
    const note = await staff.admin.post('/api/staff/announcements', {
      title: 'Maintenance',
      content: { en: 'Maintenance at 2am.', bm: 'Penyelenggaraan pada 2 pagi.', cn: '凌晨2点维护。' },
      active: true,
    });
    expect(note.statusCode, note.body).toBe(200);

    let data = await pageData(staff.app);
    expect(data.banners.map((b: { name: string }) => b.name)).toContain('Raya Sale');
    expect(data.announcements.map((a: { content: { bm: string } }) => a.content.bm)).toContain(
      'Penyelenggaraan pada 2 pagi.',
    );

    const id = banner.json().data.id;
    const off = await staff.admin.put(`/api/staff/banners/${id}`, { ...banner.json().data, active: false });
    expect(off.statusCode, off.body).toBe(200);
    data = await pageData(staff.app);
    expect(data.banners.map((b: { name: string }) => b.name)).not.toContain('Raya Sale');

    const log = await staff.admin.get('/api/staff/activity-log?action=banners.update');
    const entry = log.json().data.find((r: { target_id: string }) => r.target_id === String(id));
    expect(entry?.before).toMatchObject({ active: true });
    expect(entry?.after).toMatchObject({ active: false });

    expect(
      (await staff.admin.request({ method: 'DELETE', url: `/api/staff/banners/${id}` })).statusCode,
    ).toBe(200);
    expect((await staff.admin.get(`/api/staff/banners/${id}`)).statusCode).toBe(404);
  });

  it('refuses unsafe image addresses and links, and sanitises promotion HTML on save', async () => {
    const bad = await staff.admin.post('/api/staff/banners', {
      name: 'x',
      image: { en: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(422);
    const promotion = {
      name: { en: 'Weekend Reload', bm: 'Tambah Nilai Hujung Minggu', cn: '周末充值' },
      description: { en: '10% every weekend' },
      image: { en: '/media/demo/promo-1.svg' },
      content: { en: '<p onclick="x()">Terms<script>alert(1)</script></p><a href="javascript:x">y</a>' },
      link: 'http://insecure.example.com',
    };
    const insecure = await staff.admin.post('/api/staff/promotions', promotion);
    expect(insecure.statusCode).toBe(422);
    const saved = await staff.admin.post('/api/staff/promotions', {
      ...promotion,
      link: 'https://t.me/topup',
      active: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.content.en).toBe('<p>Terms</p><a rel="noopener noreferrer">y</a>');
    expect(saved.json().data.content.cn).toBe(saved.json().data.content.en);

    const member = await staff.app.inject({ method: 'GET', url: '/api/global' });
    expect(JSON.stringify(member.json())).toContain('Tambah Nilai Hujung Minggu');
  });

  it('keeps a promotion off the member site outside its window', async () => {
    const past = await staff.admin.post('/api/staff/promotions', {
      name: { en: 'Expired Promo' },
      description: { en: 'gone' },
      image: { en: '/media/demo/promo-1.svg' },
      content: { en: '<p>old</p>' },
      end_at: '2020-01-01T00:00:00+08:00',
      active: true,
    });
    expect(past.statusCode, past.body).toBe(200);
    const member = await staff.app.inject({ method: 'GET', url: '/api/global' });
    expect(JSON.stringify(member.json())).not.toContain('Expired Promo');
  });

  it('lets content.view read but not write', async () => {
    expect((await staff.cs.get('/api/staff/banners')).statusCode).toBe(403);
    expect(
      (await staff.cs.post('/api/staff/announcements', { title: 'x', content: { en: 'y' } })).statusCode,
    ).toBe(403);
    const list = await staff.admin.get('/api/staff/announcements?sort=-id');
    expect(list.json().meta.total).toBeGreaterThan(0);
  });

  it('starts a new banner, announcement or promotion hidden and last, until staff show it', async () => {
    const before = (await staff.admin.get('/api/staff/banners?sort=-position&per_page=1')).json().data[0];
    const quiet = await staff.admin.post('/api/staff/banners', {
      name: 'Quiet Launch',
      image: { en: '/media/demo/banner-1.svg' },
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json().data).toMatchObject({ active: false, position: (before?.position ?? -1) + 1 });
    let data = await pageData(staff.app);
    expect(data.banners.map((b: { name: string }) => b.name)).not.toContain('Quiet Launch');

    const shown = await staff.admin.put(`/api/staff/banners/${quiet.json().data.id}`, {
      name: 'Quiet Launch',
      image: { en: '/media/demo/banner-1.svg' },
      active: true,
    });
    expect(shown.json().data).toMatchObject({ active: true, position: quiet.json().data.position });
    data = await pageData(staff.app);
    expect(data.banners.at(-1).name).toBe('Quiet Launch');
  });
});
