import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../../platform/business-time.ts';
import { operatorInRole } from '../../test/operator-in-role.ts';
import type { StaffClient } from '../../test/staff-client.ts';
import { staffTestApp } from '../../test/staff-client.ts';
import { operators } from '../access/access.table.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { members } from './members.table.ts';

const CLEAR = { phone: '60187654329', dob: '1990-05-17', account: '1234567890123' };
const MASKED = { phone: '6018*****29', dob: '1990-**-**', account: '*********0123' };

describe("members' personal data is shown in full only with members.pii", () => {
  const t = staffTestApp();
  let memberId: number;
  let editor: StaffClient;

  beforeAll(async () => {
    const [row] = await t.app.ctx.db
      .insert(members)
      .values({
        name: 'Pii Person',
        phone: CLEAR.phone,
        dateOfBirth: CLEAR.dob,
        bankName: 'Maybank',
        bankAccountNumber: CLEAR.account,
        bankAccountHolder: 'PII PERSON',
      })
      .returning({ id: members.id });
    memberId = row!.id;
    editor = (await operatorInRole(t.app, ['members.view', 'members.update'])).client;
  });

  const expectMasked = (body: string) => {
    for (const clear of Object.values(CLEAR)) expect(body).not.toContain(clear);
    for (const masked of Object.values(MASKED)) expect(body).toContain(masked);
  };

  it('cs1 gets the member list, a search by the full phone and the detail masked', async () => {
    const list = await t.cs.get('/api/staff/members?per_page=100');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((m: { id: number }) => m.id === memberId);
    expect(row).toMatchObject({
      phone: MASKED.phone,
      date_of_birth: MASKED.dob,
      bank_account_number: MASKED.account,
    });
    expect(list.body).not.toContain(CLEAR.phone);

    const search = await t.cs.get(`/api/staff/members?q=${CLEAR.phone}`);
    expect(search.json().data.map((m: { id: number }) => m.id)).toEqual([memberId]);
    expectMasked(search.body);

    const detail = await t.cs.get(`/api/staff/members/${memberId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expectMasked(detail.body);

    const picker = await t.cs.get(`/api/staff/money/account-options?q=${CLEAR.phone}`);
    expect(picker.statusCode, picker.body).toBe(200);
    expect(picker.body).not.toContain(CLEAR.phone);
  });

  it("cs1's CSV export is masked; the admin's list, detail and export are in full", async () => {
    const csv = await t.cs.get(`/api/staff/members?format=csv&q=${CLEAR.phone}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expectMasked(csv.body);

    const full = await t.admin.get(`/api/staff/members?format=csv&q=${CLEAR.phone}`);
    for (const clear of Object.values(CLEAR)) expect(full.body).toContain(clear);
    const detail = await t.admin.get(`/api/staff/members/${memberId}`);
    for (const clear of Object.values(CLEAR)) expect(detail.body).toContain(clear);
  });

  it('saving the member form with the masked values it was shown keeps the stored values', async () => {
    const shown = (await editor.get(`/api/staff/members/${memberId}`)).json().data;
    const member = shown.member ?? shown;
    expect(member.phone).toBe(MASKED.phone);
    const form = {
      name: 'Pii Person Renamed',
      phone: member.phone,
      date_of_birth: member.date_of_birth,
      bank_name: member.bank_name,
      bank_account_number: member.bank_account_number,
      bank_account_holder: member.bank_account_holder,
      status: 'active',
    };
    const saved = await editor.put(`/api/staff/members/${memberId}`, form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.phone).toBe(MASKED.phone);
    const [stored] = await t.app.ctx.db.select().from(members).where(eq(members.id, memberId));
    expect(stored).toMatchObject({
      name: 'Pii Person Renamed',
      phone: CLEAR.phone,
      dateOfBirth: CLEAR.dob,
      bankAccountNumber: CLEAR.account,
    });

    const forged = await editor.put(`/api/staff/members/${memberId}`, { ...form, phone: '6099*****99' });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.phone).toBeDefined();
  });

  it("the fraud report's shared bank account is masked, and its key holds no account number", async () => {
    await t.app.ctx.db
      .insert(members)
      .values({ name: 'Pii Sibling', phone: '60187654330', bankAccountNumber: CLEAR.account });
    const analyst = (await operatorInRole(t.app, ['reports.view'])).client;
    const day = businessDayOf(new Date());
    const url = `/api/staff/reports/fraud?from=${day}&to=${day}`;
    const masked = await analyst.get(url);
    expect(masked.statusCode, masked.body).toBe(200);
    const shared = masked.json().data.find((r: { signal: string }) => r.signal === 'shared_bank_account');
    expect(shared.bank_account_number).toBe(MASKED.account);
    expect(masked.body).not.toContain(CLEAR.account);
    expect((await analyst.get(`${url}&format=csv`)).body).not.toContain(CLEAR.account);
    expect((await t.admin.get(url)).body).toContain(CLEAR.account);
  });

  it('an export is written to the activity log: which list, its filters, its rows, who', async () => {
    const res = await t.admin.get(`/api/staff/members?format=csv&status=active&q=${CLEAR.phone}`);
    expect(res.statusCode).toBe(200);
    const [admin] = await t.app.ctx.db.select().from(operators).where(eq(operators.username, 'admin'));
    const [entry] = await t.app.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'list.export'), eq(activityLog.operatorId, admin!.id)))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      targetType: 'export',
      targetId: 'members',
      after: {
        list: 'members',
        route: 'GET /api/staff/members',
        format: 'csv',
        filters: { status: 'active', q: CLEAR.phone },
        rows: 1,
      },
    });
  });
});
