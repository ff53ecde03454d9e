import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type StaffHeaders, staffHeaders } from '../../test/staff-session.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('staff members: list, create, edit, member link', () => {
  let app: App;
  let admin: StaffHeaders;
  let cs: StaffHeaders;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://top.example' } });
    admin = await staffHeaders(app, 'admin');
    cs = await staffHeaders(app, 'cs1');
  });
  afterAll(async () => app.close());

  const create = (payload: Record<string, unknown>, headers: StaffHeaders = admin) =>
    app.inject({ method: 'POST', url: '/api/staff/members', headers, payload });

  it('lists members paginated with the shared meta and finds them by phone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/staff/members?q=60123456789', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ first: 1, last: 1, total: 1, page: 1, per_page: 20 });
    expect(body.data[0]).toMatchObject({ name: 'demo', source_name: 'Facebook', bank_name: 'Maybank' });
  });

  it("refuses a member without a name: 'Please fill in member name to continue.'", async () => {
    const res = await create({ name: '  ', phone: '0123000001' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please fill in member name to continue.');
    const missing = await create({ phone: '0123000001' }, admin);
    expect(missing.json().message).toBe('Please fill in member name to continue.');
    const bm = await app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { ...admin, locale: 'bm' },
      payload: { name: '', phone: '0123000001' },
    });
    expect(bm.json().message).toBe('Sila isi nama ahli untuk meneruskan.');
  });

  it('creates a member with a normalised phone, the default source and a refer code, and logs it', async () => {
    const res = await create({
      name: 'Tan Ah Kow',
      phone: '012-300 0002',
      date_of_birth: '1990-02-03',
      upline: 'DEMO01',
      company: 'Ops',
    });
    expect(res.statusCode).toBe(200);
    const member = res.json().data;
    expect(member).toMatchObject({
      name: 'Tan Ah Kow',
      phone: '60123000002',
      date_of_birth: '1990-02-03',
      source_name: 'Facebook',
      upline_name: 'demo',
      deposit_count: 0,
      last_deposit_at: null,
    });
    expect(member.refer_code).toMatch(/^[A-Z0-9]{8}$/);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/staff/members/${member.id}`,
      headers: admin,
    });
    expect(detail.json().data.histories[0]).toMatchObject({
      action: 'member.create',
      operator: 'Administrator',
    });
  });

  it('refuses a taken phone, a bad phone and an unknown upline', async () => {
    expect((await create({ name: 'X', phone: '60123456789' })).json().message).toBe(
      'The phone number has already been taken.',
    );
    expect((await create({ name: 'X', phone: 'not-a-phone' })).json().message).toBe(
      'Please enter a valid mobile number (60xxxxxxxxx).',
    );
    expect((await create({ name: 'X', phone: '0123000003', upline: 'NOPE99' })).json().message).toBe(
      'Upline not found.',
    );
    expect(
      (await create({ name: 'X', phone: '0123000003', date_of_birth: '1990-13-40' })).json().message,
    ).toBe('Invalid content format...');
  });

  it("sets the bank account once; then 'Member bank account cannot be changed.'", async () => {
    const created = (await create({ name: 'Bank Once', phone: '0123000010' })).json().data;
    const base = {
      name: 'Bank Once',
      phone: created.phone,
      bank_name: 'CIMB',
      bank_account_holder: 'BANK ONCE',
    };
    const update = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/staff/members/${created.id}`,
        headers: admin,
        payload: { ...base, ...payload },
      });
    const first = await update({ bank_account_number: '7001234567' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.bank_account_number).toBe('7001234567');
    const change = await update({ bank_account_number: '7009999999' });
    expect(change.statusCode).toBe(422);
    expect(change.json()).toMatchObject({
      message: 'Member bank account cannot be changed.',
      errors: { bank_account_number: ['Member bank account cannot be changed.'] },
    });
    const rename = await update({ name: 'Bank Twice', bank_account_number: '7001234567' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data.name).toBe('Bank Twice');
  });

  it('issues a member link shown once as a full URL, which logs in; a new link or revoke kills the old', async () => {
    const created = (await create({ name: 'Link Me', phone: '0123000020' })).json().data;
    const issued = await app.inject({
      method: 'POST',
      url: `/api/staff/members/${created.id}/link`,
      headers: admin,
    });
    expect(issued.statusCode).toBe(200);
    const { url, token } = issued.json().data;
    expect(url).toBe(`https://top.example/?token=${token}`);
    const auth = await app.inject({ method: 'POST', url: '/api/auth', payload: { token } });
    expect(auth.json()).toMatchObject({ status: true, user: { name: 'Link Me' } });

    const second = (
      await app.inject({ method: 'POST', url: `/api/staff/members/${created.id}/link`, headers: admin })
    ).json().data;
    expect((await app.inject({ method: 'POST', url: '/api/auth', payload: { token } })).statusCode).toBe(401);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${created.id}/link`,
      headers: admin,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await app.inject({ method: 'POST', url: '/api/auth', payload: { token: second.token } });
    expect(after.statusCode).toBe(401);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/staff/members/${created.id}`, headers: admin })
    ).json();
    expect(detail.data.link.active).toBe(false);
    expect(detail.data.histories.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['member.link.issue', 'member.link.revoke']),
    );
  });

  it('checks permissions and XSRF: customer service may list but not create or issue links', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/staff/members', headers: cs })).statusCode).toBe(
      200,
    );
    expect((await create({ name: 'Nope', phone: '0123000030' }, cs)).statusCode).toBe(403);
    const link = await app.inject({ method: 'POST', url: '/api/staff/members/1/link', headers: cs });
    expect(link.statusCode).toBe(403);
    const noXsrf = await app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: { cookie: admin.cookie },
      payload: { name: 'X', phone: '0123000031' },
    });
    expect(noXsrf.statusCode).toBe(419);
    expect((await app.inject({ method: 'GET', url: '/api/staff/members' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown member and exports the filtered list as CSV', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/staff/members/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Member not found.');
    const csv = await app.inject({
      method: 'GET',
      url: '/api/staff/members?format=csv&q=Tan',
      headers: admin,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Tan Ah Kow');
  });
});
