import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type StaffHeaders, staffHeaders } from '../../test/staff-session.ts';
import { createTestApp } from '../../test/test-app.ts';

type Groups = {
  tags: { id: number; name: string; member_count: number }[];
  vip_levels: { id: number; name: string }[];
};

describe('staff member tags and VIP levels: define, tag in bulk, filter, limit a bonus', () => {
  let app: App;
  let admin: StaffHeaders;
  let cs: StaffHeaders;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await staffHeaders(app, 'admin');
    cs = await staffHeaders(app, 'cs1');
  });
  afterAll(async () => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const groups = async () => (await call('GET', '/api/staff/member-groups')).json().data as Groups;
  const tagNamed = async (name: string) => (await groups()).tags.find((t) => t.name === name)!;
  const newMember = async (phone: string) =>
    (await call('POST', '/api/staff/members', { name: `Member ${phone}`, phone })).json().data.id as number;
  const listIds = async (query: string) =>
    ((await call('GET', `/api/staff/members?${query}`)).json().data as { id: number }[])
      .map((m) => m.id)
      .sort();

  it('lists the demo tags and levels, best level first, with member counts', async () => {
    const data = await groups();
    expect(data.tags.map((t) => t.name)).toEqual(['High roller', 'Newcomer', 'Watch list']);
    expect(data.tags.find((t) => t.name === 'Newcomer')!.member_count).toBe(1);
    expect(data.vip_levels.map((l) => l.name)).toEqual(['Platinum', 'Gold', 'Silver']);
  });

  it('a weaker role (customer service) may read them but not define tags or tag members', async () => {
    expect((await call('GET', '/api/staff/member-groups', undefined, cs)).statusCode).toBe(200);
    const tag = await tagNamed('Newcomer');
    for (const [method, url, payload] of [
      ['POST', '/api/staff/member-groups/tags', { name: 'CS tag' }],
      ['PUT', `/api/staff/member-groups/tags/${tag.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/staff/member-groups/tags/${tag.id}`, undefined],
      [
        'POST',
        '/api/staff/member-groups/vip-levels',
        { name: 'X', rank: 9, window_days: 7, min_deposit: '1' },
      ],
      ['POST', '/api/staff/members/tags', { member_ids: [1], tag_ids: [tag.id], action: 'add' }],
    ] as const) {
      const res = await call(method, url, payload, cs);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await tagNamed('Newcomer')).name).toBe('Newcomer');
  });

  it('creates and renames tags; a taken name (any case) or bad input is a 4xx in the request language', async () => {
    const created = await call('POST', '/api/staff/member-groups/tags', { name: 'Weekend', color: 'purple' });
    expect(created.statusCode).toBe(200);
    const weekend = (created.json().data as Groups).tags.find((t) => t.name === 'Weekend')!;
    expect(weekend).toMatchObject({ color: 'purple', member_count: 0 });
    const taken = await call('POST', '/api/staff/member-groups/tags', { name: 'weekend' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A tag with this name already exists.');
    const bm = await app.inject({
      method: 'POST',
      url: '/api/staff/member-groups/tags',
      headers: { ...admin, locale: 'bm' },
      payload: { name: 'HIGH ROLLER' },
    });
    expect(bm.json().message).toBe('Tag dengan nama ini sudah wujud.');
    for (const payload of [
      { name: '' },
      { name: 'x'.repeat(41) },
      { name: 'ok', color: 'pink' },
      {},
      { name: 5 },
    ]) {
      const res = await call('POST', '/api/staff/member-groups/tags', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const renamed = await call('PUT', `/api/staff/member-groups/tags/${weekend.id}`, {
      name: 'Weekend player',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('PUT', '/api/staff/member-groups/tags/999999', { name: 'Nope' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/staff/member-groups/tags/abc')).statusCode).toBe(422);
  });

  it('tags members in bulk, shows the tags on the list and filters by them; all or nothing', async () => {
    const a = await newMember('0123100001');
    const b = await newMember('0123100002');
    const roller = await tagNamed('High roller');
    const watch = await tagNamed('Watch list');
    const res = await call('POST', '/api/staff/members/tags', {
      member_ids: [a, b, a],
      tag_ids: [roller.id, watch.id],
      action: 'add',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { members: 2 }, message: 'Tags updated on 2 members.' });
    expect(await listIds(`tag_id=${roller.id}`)).toEqual([a, b].sort());
    const row = (await call('GET', `/api/staff/members?q=0123100001`)).json().data[0];
    expect(row.tags.map((t: { name: string }) => t.name)).toEqual(['High roller', 'Watch list']);

    // Tagging again changes nothing; an unknown member or tag refuses the whole request.
    expect(
      (
        await call('POST', '/api/staff/members/tags', {
          member_ids: [a],
          tag_ids: [roller.id],
          action: 'add',
        })
      ).statusCode,
    ).toBe(200);
    const unknownMember = await call('POST', '/api/staff/members/tags', {
      member_ids: [a, 999999],
      tag_ids: [(await tagNamed('Newcomer')).id],
      action: 'add',
    });
    expect(unknownMember.statusCode).toBe(404);
    expect(unknownMember.json().message).toBe('Member not found.');
    expect(await listIds(`tag_id=${(await tagNamed('Newcomer')).id}`)).not.toContain(a);
    const unknownTag = await call('POST', '/api/staff/members/tags', {
      member_ids: [a],
      tag_ids: [999999],
      action: 'add',
    });
    expect(unknownTag.statusCode).toBe(404);
    expect(unknownTag.json().message).toBe('Tag not found.');
    for (const payload of [
      { member_ids: [], tag_ids: [roller.id], action: 'add' },
      { member_ids: ['x'], tag_ids: [roller.id], action: 'add' },
      { member_ids: [a], tag_ids: [-1], action: 'add' },
      { member_ids: [a], tag_ids: [roller.id], action: 'toggle' },
      { member_ids: Array.from({ length: 501 }, (_, i) => i + 1), tag_ids: [roller.id], action: 'add' },
    ]) {
      const bad = await call('POST', '/api/staff/members/tags', payload);
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
    }

    const removed = await call('POST', '/api/staff/members/tags', {
      member_ids: [b],
      tag_ids: [roller.id],
      action: 'remove',
    });
    expect(removed.statusCode).toBe(200);
    expect(await listIds(`tag_id=${roller.id}`)).toEqual([a]);
    expect((await call('GET', '/api/staff/members?tag_id=abc')).statusCode).toBe(422);
  });

  it('defines VIP levels; a taken rank or a non-positive amount is refused; the list filters by level', async () => {
    const made = await call('POST', '/api/staff/member-groups/vip-levels', {
      name: 'Diamond',
      rank: 4,
      window_days: 30,
      min_deposit: '5000.00',
    });
    expect(made.statusCode).toBe(200);
    const diamond = (made.json().data as Groups).vip_levels[0]!;
    expect(diamond).toMatchObject({ name: 'Diamond', rank: 4, window_days: 30, min_deposit: '5000.00' });
    const taken = await call('POST', '/api/staff/member-groups/vip-levels', {
      name: 'Other',
      rank: 4,
      window_days: 30,
      min_deposit: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another VIP level already has this name or rank.');
    for (const patch of [
      { min_deposit: 0 },
      { min_deposit: '1.001' },
      { window_days: 0 },
      { window_days: 400 },
      { rank: 'x' },
    ]) {
      const res = await call('POST', '/api/staff/member-groups/vip-levels', {
        name: 'Bad',
        rank: 7,
        window_days: 7,
        min_deposit: 10,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await listIds(`vip_level_id=${diamond.id}`)).toEqual([]);
    expect((await listIds('vip_level_id=0')).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/staff/member-groups/vip-levels/${diamond.id}`)).statusCode).toBe(200);
  });

  it('a bonus limited to tags and levels keeps them; unknown ids are refused; a tag in use cannot be deleted', async () => {
    const roller = await tagNamed('High roller');
    const gold = (await groups()).vip_levels.find((l) => l.name === 'Gold')!;
    const body = {
      name: 'Roller reload',
      type: 'daily_first_deposit',
      frequency: 'daily',
      percentage: '5.00',
    };
    const saved = await call('POST', '/api/staff/bonuses', {
      ...body,
      tag_ids: [roller.id],
      vip_level_ids: [gold.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ tag_ids: [roller.id], vip_level_ids: [gold.id] });
    const id = saved.json().data.id;
    expect((await call('GET', `/api/staff/bonuses/${id}`)).json().data.tag_ids).toEqual([roller.id]);

    const unknown = await call('PUT', `/api/staff/bonuses/${id}`, { ...body, tag_ids: [999999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tag not found.');
    expect((await call('GET', `/api/staff/bonuses/${id}`)).json().data.tag_ids).toEqual([roller.id]);
    expect(
      (await call('PUT', `/api/staff/bonuses/${id}`, { ...body, vip_level_ids: ['x'] })).statusCode,
    ).toBe(422);

    const inUse = await call('DELETE', `/api/staff/member-groups/tags/${roller.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('A bonus is limited to this tag. Remove it from the bonus first.');
    const levelInUse = await call('DELETE', `/api/staff/member-groups/vip-levels/${gold.id}`);
    expect(levelInUse.json().message).toBe(
      'A bonus is limited to this VIP level. Remove it from the bonus first.',
    );

    const opened = await call('PUT', `/api/staff/bonuses/${id}`, body);
    expect(opened.json().data).toMatchObject({ tag_ids: [], vip_level_ids: [] });
    expect((await call('DELETE', `/api/staff/member-groups/tags/${roller.id}`)).statusCode).toBe(200);
    expect((await groups()).tags.map((t) => t.name)).not.toContain('High roller');
  });
});
