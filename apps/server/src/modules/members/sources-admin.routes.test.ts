import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessionApp } from '../../test/admin-session-app.ts';
import { staffHeaders } from '../../test/staff-session.ts';
import { activityLog } from '../audit/activity-log.table.ts';

describe('staff sources: create, edit, exactly one default', () => {
  const staff = adminSessionApp();

  const list = async () =>
    (
      await staff.app.inject({ method: 'GET', url: '/api/staff/sources?per_page=100', headers: staff.admin })
    ).json();
  const defaults = async () =>
    (await list()).data
      .filter((s: { is_default: boolean }) => s.is_default)
      .map((s: { name: string }) => s.name);

  it('lists the demo sources with Facebook as the one default', async () => {
    const body = await list();
    expect(body.meta.total).toBe(3);
    expect(await defaults()).toEqual(['Facebook']);
    expect(body.data.find((s: { name: string }) => s.name === 'Facebook').member_count).toBe(1);
  });

  it('creating a default source moves the default to it', async () => {
    const res = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/sources',
      headers: staff.admin,
      payload: { name: 'TikTok', is_default: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'TikTok', is_default: true });
    expect(await defaults()).toEqual(['TikTok']);
  });

  it('editing another source to default moves it again; switching the default off is refused', async () => {
    const walkIn = (await list()).data.find((s: { name: string }) => s.name === 'Walk-in');
    const res = await staff.app.inject({
      method: 'PUT',
      url: `/api/staff/sources/${walkIn.id}`,
      headers: staff.admin,
      payload: { name: 'Walk-in shop', is_default: true },
    });
    expect(res.json().data).toMatchObject({ name: 'Walk-in shop', is_default: true });
    expect(await defaults()).toEqual(['Walk-in shop']);
    const off = await staff.app.inject({
      method: 'PUT',
      url: `/api/staff/sources/${walkIn.id}`,
      headers: staff.admin,
      payload: { name: 'Walk-in shop', is_default: false },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe(
      'One source must be the default. Make another source the default instead.',
    );
    expect(await defaults()).toEqual(['Walk-in shop']);
  });

  it('refuses a duplicate name (any case) and logs every change', async () => {
    const dup = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/sources',
      headers: staff.admin,
      payload: { name: 'facebook' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('The source name has already been taken.');
    const log = await staff.app.ctx.db.select().from(activityLog).where(eq(activityLog.targetType, 'source'));
    expect(log.map((l) => l.action)).toEqual(['source.create', 'source.update']);
  });

  it('customer service cannot manage sources', async () => {
    const cs = await staffHeaders(staff.app, 'cs1');
    const res = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/sources',
      headers: cs,
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(403);
  });
});
