import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../platform/business-time.ts';
import { operatorInRole } from '../../test/operator-in-role.ts';
import { type StaffClient, staffTestApp } from '../../test/staff-client.ts';
import { memberDuplicateSignals } from './member-duplicates.table.ts';
import { members } from './members.table.ts';

const SIBLING = {
  name: 'Lim  Mei Ling',
  phone: '60127770001',
  dateOfBirth: '1991-04-05',
  bankName: 'Maybank',
  bankAccountNumber: '5550001112',
  bankAccountHolder: 'LIM MEI LING',
};

type Duplicate = {
  id: number;
  name: string;
  phone: string;
  bank_account_number: string | null;
  matches: string[];
};

describe('duplicate members: the warning before saving, the Fraud report signal after', () => {
  const t = staffTestApp();
  let siblingId: number;
  let viewer: StaffClient;

  beforeAll(async () => {
    const [row] = await t.app.ctx.db.insert(members).values(SIBLING).returning({ id: members.id });
    siblingId = row!.id;
    viewer = (await operatorInRole(t.app, ['members.view'])).client;
  });

  const check = async (body: object, client: StaffClient = t.admin) => {
    const res = await client.post('/api/staff/members/duplicates', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Duplicate[];
  };
  const matchesOf = async (body: object) =>
    (await check(body)).find((d) => d.id === siblingId)?.matches ?? [];

  it('finds each kind of match, with phones and account numbers as typed', async () => {
    expect(await matchesOf({ name: 'Someone', phone: '012-777 0001' })).toEqual(['phone']);
    expect(await matchesOf({ name: 'Someone', phone: '+60 12-777-0001' })).toEqual(['phone']);
    expect(await matchesOf({ name: 'Someone', bank_account_number: '5550-001 112' })).toEqual([
      'bank_account',
    ]);
    expect(await matchesOf({ name: ' lim mei  LING ', date_of_birth: '05/04/1991' })).toEqual(['name_dob']);
    expect(
      await matchesOf({
        name: 'Lim Mei Ling',
        phone: '0127770001',
        date_of_birth: '1991-04-05',
        bank_account_number: '5550001112',
      }),
    ).toEqual(['phone', 'bank_account', 'name_dob']);
  });

  it('finds nothing for a name without the same date of birth, or half-typed values', async () => {
    expect(await matchesOf({ name: 'Lim Mei Ling', date_of_birth: '1991-04-06' })).toEqual([]);
    expect(await matchesOf({ name: 'Lim Mei Ling' })).toEqual([]);
    expect(await check({ phone: '0127', bank_account_number: '55' })).toEqual([]);
    expect(await check({})).toEqual([]);
  });

  it('never counts the member being edited, and reads masked values as the stored ones', async () => {
    const own = {
      id: siblingId,
      name: SIBLING.name,
      phone: SIBLING.phone,
      date_of_birth: SIBLING.dateOfBirth,
    };
    expect(await check(own)).toEqual([]);
    const [twin] = await t.app.ctx.db
      .insert(members)
      .values({ ...SIBLING, name: 'LIM MEI LING', phone: '60127770002' })
      .returning({ id: members.id });
    const masked = { id: twin!.id, name: 'Lim Mei Ling', phone: '6012*****02', date_of_birth: '1991-**-**' };
    const found = await check({ ...masked, bank_account_number: '******1112' });
    expect(found.map((d) => [d.id, d.matches])).toEqual([[siblingId, ['bank_account', 'name_dob']]]);
    // A masked value on a new member stands for nothing.
    expect(await check({ name: 'X', phone: '6012*****01', bank_account_number: '******1112' })).toEqual([]);
    await t.app.ctx.db.delete(members).where(eq(members.id, twin!.id));
  });

  it('is refused without members.view and masks the other members for a role without members.pii', async () => {
    const none = (await operatorInRole(t.app, ['reports.view'])).client;
    expect((await none.post('/api/staff/members/duplicates', { phone: SIBLING.phone })).statusCode).toBe(403);
    const res = await viewer.post('/api/staff/members/duplicates', {
      phone: '0127770001',
      name: 'Lim Mei Ling',
      date_of_birth: '1991-04-05',
      bank_account_number: '5550001112',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: siblingId,
        name: SIBLING.name,
        phone: '6012*****01',
        date_of_birth: '1991-**-**',
        bank_account_number: '******1112',
        matches: ['phone', 'bank_account', 'name_dob'],
      },
    ]);
    expect(res.body).not.toContain(SIBLING.bankAccountNumber);
    expect(res.body).not.toContain(SIBLING.phone);
  });

  it('answers bad input with a 4xx', async () => {
    for (const body of [{ id: 'x' }, { id: -1 }, { name: 'x'.repeat(101) }, { phone: 12 }]) {
      const res = await t.admin.post('/api/staff/members/duplicates', body);
      expect(res.statusCode, res.body).toBe(422);
    }
  });

  const signalsToday = async () => {
    const today = businessDayOf(new Date());
    const res = await t.admin.get(`/api/staff/reports/fraud?from=${today}&to=${today}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Record<string, string | null>[]).filter(
      (r) => r.signal === 'duplicate_member',
    );
  };

  it('saving anyway records one signal a pair, which staff dismiss with a remark', async () => {
    const created = await t.admin.post('/api/staff/members', {
      name: 'Lim Mei Ling',
      phone: '0127770003',
      date_of_birth: '1991-04-05',
      bank_name: 'Maybank',
      bank_account_number: '5550 001 112',
      bank_account_holder: 'LIM MEI LING',
    });
    expect(created.statusCode, created.body).toBe(200);
    const newId = created.json().data.id as number;
    // Saving the member again (an edit) adds no second signal for the same pair.
    const edited = await t.admin.put(`/api/staff/members/${newId}`, {
      ...created.json().data,
      upline: null,
      remark: 'checked',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = await t.app.ctx.db.select().from(memberDuplicateSignals);
    expect(rows).toMatchObject([
      { memberId: newId, otherMemberId: siblingId, matches: ['bank_account', 'name_dob'] },
    ]);

    const [signal] = await signalsToday();
    expect(signal).toMatchObject({
      row_key: `dupe:${rows[0]!.id}`,
      member_ids: `${siblingId},${newId}`,
      detail: 'bank_account,name_dob',
      bank_account_number: '5550001112',
      dismissed: 'open',
    });
    const masked = await viewer.get(
      `/api/staff/reports/fraud?from=${businessDayOf(new Date())}&to=${businessDayOf(new Date())}`,
    );
    expect(masked.statusCode).toBe(403);

    const dismiss = await t.admin.post('/api/staff/reports/fraud/dismiss', {
      signal_key: signal!.row_key,
      remark: 'twins, checked their IC',
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    const [after] = await signalsToday();
    expect(after).toMatchObject({
      dismissed: 'dismissed',
      dismiss_remark: 'twins, checked their IC',
      dismissed_by: 'Administrator',
    });
    expect(after!.dismissed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('records nothing for a member with nothing in common, and refuses a shared phone', async () => {
    const before = (await t.app.ctx.db.select().from(memberDuplicateSignals)).length;
    const plain = await t.admin.post('/api/staff/members', { name: 'Lim Mei Ling', phone: '0127770004' });
    expect(plain.statusCode, plain.body).toBe(200);
    const taken = await t.admin.post('/api/staff/members', { name: 'Other', phone: '012 777 0001' });
    expect(taken.json().message).toBe('The phone number has already been taken.');
    expect((await t.app.ctx.db.select().from(memberDuplicateSignals)).length).toBe(before);
  });
});
