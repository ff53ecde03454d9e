import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { adminSessionApp } from '../../test/admin-session-app.ts';
import { staffHeaders } from '../../test/staff-session.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { members } from '../members/members.table.ts';
import { importJobs } from './import-jobs.table.ts';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const HEADER = 'name,phone,date_of_birth,bank_name,bank_account_number,bank_account_holder,source,refer_code';

type Job = {
  id: number;
  status: string;
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  error_count: number;
  errors: { row: number; field: string; message: string }[];
  message: string | null;
  preview?: { columns: string[]; rows: { name: string; phone: string }[] };
};

describe('staff member import: preview, background job, all or nothing', () => {
  const staff = adminSessionApp();

  async function upload(filename: string, content: Buffer, headers: Record<string, string> = {}) {
    return staff.app.inject({
      method: 'POST',
      url: '/api/staff/member-imports',
      headers: { ...staff.admin, ...headers },
      payload: { filename, content_base64: content.toString('base64') },
    });
  }

  async function runToEnd(id: number): Promise<{ job: Job; polls: number[] }> {
    const start = await staff.app.inject({
      method: 'POST',
      url: `/api/staff/member-imports/${id}/start`,
      headers: staff.admin,
    });
    expect(start.statusCode).toBe(200);
    const polls: number[] = [];
    for (let i = 0; i < 400; i++) {
      const job: Job = (
        await staff.app.inject({
          method: 'GET',
          url: `/api/staff/member-imports/${id}`,
          headers: staff.admin,
        })
      ).json().data;
      polls.push(job.processed_rows);
      if (job.status === 'done' || job.status === 'failed') return { job, polls };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('import did not finish');
  }

  const memberCount = async () => (await staff.app.ctx.db.select({ n: count() }).from(members))[0]!.n;

  it('previews the good fixture, then imports every row with the default or named source', async () => {
    const before = await memberCount();
    const res = await upload('members-import.csv', readFileSync(join(FIXTURES, 'members-import.csv')));
    expect(res.statusCode).toBe(200);
    const job: Job = res.json().data;
    expect(job).toMatchObject({ status: 'preview', total_rows: 25, error_count: 0 });
    expect(job.preview?.columns).toContain('bank_account_number');
    expect(job.preview?.rows[0]).toMatchObject({ name: 'Ahmad Faizal', phone: '60132021808' });
    expect(await memberCount()).toBe(before);

    const { job: done } = await runToEnd(job.id);
    expect(done).toMatchObject({ status: 'done', imported_rows: 25, processed_rows: 25 });
    expect(await memberCount()).toBe(before + 25);
    const [ali] = await staff.app.ctx.db.select().from(members).where(eq(members.phone, '60133891498'));
    expect(ali).toMatchObject({ name: 'Ali Bin Abu', bankName: 'CIMB Bank', dateOfBirth: '1979-08-20' });
    const log = await staff.app.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'member.import'));
    expect(log).toHaveLength(1);
  });

  it('reports each bad row of the bad fixture with the spec messages and imports nothing', async () => {
    const before = await memberCount();
    const res = await upload(
      'members-import-bad.csv',
      readFileSync(join(FIXTURES, 'members-import-bad.csv')),
    );
    const job: Job = res.json().data;
    expect(job.error_count).toBeGreaterThanOrEqual(4);
    const rows = job.errors.map((e) => `${e.row}:${e.field}:${e.message}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        '2:name:Missing content...',
        '2:bank_account_number:Invalid content format...',
        '3:phone:Invalid content format...',
        '3:date_of_birth:Invalid content format...',
      ]),
    );
    expect(job.message).toBe('No member data imported.');
    const start = await staff.app.inject({
      method: 'POST',
      url: `/api/staff/member-imports/${job.id}/start`,
      headers: staff.admin,
    });
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe('No member data imported.');
    expect(await memberCount()).toBe(before);
  });

  it('translates row errors into the Locale language', async () => {
    const res = await upload('bad.csv', readFileSync(join(FIXTURES, 'members-import-bad.csv')), {
      locale: 'cn',
    });
    expect(res.json().data.errors[0].message).toBe('内容缺失...');
  });

  it("answers 'No member data imported.' for a file with only a header, and for a missing column", async () => {
    const empty = await upload('empty.csv', Buffer.from(`${HEADER}\n`));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('No member data imported.');
    const noPhone = await upload('no-phone.csv', Buffer.from('name,bank_name\nAli,CIMB\n'));
    expect(noPhone.json().data.errors).toEqual([{ row: 1, field: 'phone', message: 'Missing content...' }]);
  });

  it("asks for the account name of a bank account given without its holder ('Please select account name!')", async () => {
    const csv = `${HEADER}\nNo Holder,60170000077,,CIMB,166814554079,,,\n`;
    const job: Job = (await upload('no-holder.csv', Buffer.from(csv))).json().data;
    expect(job.errors.map((e) => `${e.row}:${e.field}:${e.message}`)).toEqual([
      '2:bank_account_holder:Please select account name!',
    ]);
  });

  it('refuses phones already taken (in the database or twice in the file)', async () => {
    const csv = `${HEADER}\nDup One,60123456789,,,,,,\nTwin,60170000001,,,,,,\nTwin Again,0170000001,,,,,,\n`;
    const job: Job = (await upload('dup.csv', Buffer.from(csv))).json().data;
    expect(job.errors.map((e) => `${e.row}:${e.field}:${e.message}`)).toEqual([
      '2:phone:The phone number has already been taken.',
      '4:phone:The phone number has already been taken.',
    ]);
  });

  it('imports 1,000 generated rows quickly, reports progress, links in-file uplines', async () => {
    const lines = [`${HEADER},upline`];
    for (let i = 0; i < 1000; i++) {
      const upline = i > 0 && i % 10 === 0 ? 'BULK0' : '';
      lines.push(
        `Bulk Member ${i},6019${String(i).padStart(7, '0')},1990-01-01,Maybank,5000${i},BULK ${i},Walk-in,BULK${i},${upline}`,
      );
    }
    const started = Date.now();
    const preview = await upload('bulk.csv', Buffer.from(lines.join('\n')));
    const job: Job = preview.json().data;
    expect(job).toMatchObject({ total_rows: 1000, error_count: 0 });
    const { job: done, polls } = await runToEnd(job.id);
    expect(done).toMatchObject({ status: 'done', imported_rows: 1000, processed_rows: 1000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(polls.at(-1)).toBe(1000);
    const bulk = await staff.app.ctx.db.select().from(members).where(like(members.name, 'Bulk Member %'));
    expect(bulk).toHaveLength(1000);
    const root = bulk.find((m) => m.referCode === 'BULK0')!;
    expect(bulk.filter((m) => m.uplineId === root.id)).toHaveLength(99);
  });

  it('imports an XLSX file the same way, and a job cannot be started twice', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow([
      'Name',
      'Phone',
      'Date of birth',
      'Bank name',
      'Bank account number',
      'Bank account holder',
      'Source',
    ]);
    sheet.addRow([
      'Xlsx One',
      '60181110001',
      new Date(Date.UTC(1991, 4, 6)),
      'RHB Bank',
      88001122,
      'XLSX ONE',
      'Referral',
    ]);
    sheet.addRow(['Xlsx Two', 60181110002, '1992-07-08', '', '', '', '']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const job: Job = (await upload('members.xlsx', buffer)).json().data;
    expect(job).toMatchObject({ total_rows: 2, error_count: 0 });
    const { job: done } = await runToEnd(job.id);
    expect(done.imported_rows).toBe(2);
    const [one] = await staff.app.ctx.db.select().from(members).where(eq(members.phone, '60181110001'));
    expect(one).toMatchObject({ dateOfBirth: '1991-05-06', bankAccountNumber: '88001122' });
    const again = await staff.app.inject({
      method: 'POST',
      url: `/api/staff/member-imports/${job.id}/start`,
      headers: staff.admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('fails the whole job when a phone is taken between preview and start: nothing half-imported', async () => {
    const csv = `${HEADER}\nRace One,60175550001,,,,,,\nRace Two,60175550002,,,,,,\n`;
    const job: Job = (await upload('race.csv', Buffer.from(csv))).json().data;
    await staff.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: staff.admin,
      payload: { name: 'Got There First', phone: '60175550002' },
    });
    const { job: failed } = await runToEnd(job.id);
    expect(failed).toMatchObject({ status: 'failed', message: 'No member data imported.', imported_rows: 0 });
    expect(failed.errors[0]).toMatchObject({ row: 3, field: 'phone' });
    expect(
      await staff.app.ctx.db.select().from(members).where(eq(members.phone, '60175550001')),
    ).toHaveLength(0);
  });

  it('reports a job that died with its process (still running after 15 minutes) as failed, nothing imported', async () => {
    const csv = `${HEADER}\nGhost One,60176660001,,,,,,\n`;
    const job: Job = (await upload('ghost.csv', Buffer.from(csv))).json().data;
    await staff.app.ctx.db
      .update(importJobs)
      .set({ status: 'running', startedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(importJobs.id, job.id));
    const res = await staff.app.inject({
      method: 'GET',
      url: `/api/staff/member-imports/${job.id}`,
      headers: staff.admin,
    });
    expect(res.json().data).toMatchObject({
      status: 'failed',
      message: 'No member data imported.',
      imported_rows: 0,
    });
  });

  it('needs the members.import permission', async () => {
    const cs = await staffHeaders(staff.app, 'cs1');
    const res = await staff.app.inject({
      method: 'POST',
      url: '/api/staff/member-imports',
      headers: cs,
      payload: { filename: 'x.csv', content_base64: 'eA==' },
    });
    expect(res.statusCode).toBe(403);
  });
});
