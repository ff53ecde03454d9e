import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessionApp } from '../../test/admin-session-app.ts';
import { memberDuplicateSignals } from '../members/member-duplicates.table.ts';
import { members } from '../members/members.table.ts';

const HEADER = 'name,phone,date_of_birth,bank_name,bank_account_number,bank_account_holder';

describe('member import: rows that duplicate members are flagged in the preview and signalled once imported', () => {
  const staff = adminSessionApp();

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await staff.app.inject({ method, url, headers: staff.admin, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('flags rows sharing a bank account or a name with date of birth, with members or other rows', async () => {
    const [known] = await staff.app.ctx.db
      .insert(members)
      .values({
        name: 'Wong Ah Seng',
        phone: '60128880001',
        dateOfBirth: '1985-01-02',
        bankAccountNumber: '7770001',
      })
      .returning({ id: members.id });
    const csv = [
      HEADER,
      'wong  ah seng,0128880101,02/01/1985,,,',
      'Chan Siu,0128880102,,CIMB,777-0001,CHAN SIU',
      'Twin One,0128880103,,CIMB,8880002,TWIN',
      'Twin Two,0128880104,,CIMB,888 0002,TWIN',
      'Nobody Alike,0128880105,1970-01-01,,,',
    ].join('\n');
    const job = await call('POST', '/api/staff/member-imports', {
      filename: 'dupes.csv',
      content_base64: Buffer.from(csv).toString('base64'),
    });
    expect(job.error_count).toBe(0);
    expect(job.preview.duplicates).toEqual([
      { row: 2, members: [{ id: known!.id, name: 'Wong Ah Seng', matches: ['name_dob'] }], rows: [] },
      { row: 3, members: [{ id: known!.id, name: 'Wong Ah Seng', matches: ['bank_account'] }], rows: [] },
      { row: 4, members: [], rows: [5] },
      { row: 5, members: [], rows: [4] },
    ]);

    await call('POST', `/api/staff/member-imports/${job.id}/start`);
    for (let i = 0; i < 200; i++) {
      const now = await call('GET', `/api/staff/member-imports/${job.id}`);
      if (now.status === 'done') break;
      expect(now.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const imported = await staff.app.ctx.db
      .select({ id: members.id, phone: members.phone })
      .from(members)
      .where(inArray(members.phone, ['60128880101', '60128880102', '60128880103', '60128880104']));
    const idOf = (phone: string) => imported.find((m) => m.phone === phone)!.id;
    const pairs = (await staff.app.ctx.db.select().from(memberDuplicateSignals)).map((s) => ({
      pair: [s.memberId, s.otherMemberId].sort((a, b) => a - b),
      matches: s.matches,
    }));
    expect(pairs).toHaveLength(3);
    expect(pairs).toEqual(
      expect.arrayContaining([
        { pair: [known!.id, idOf('60128880101')], matches: ['name_dob'] },
        { pair: [known!.id, idOf('60128880102')], matches: ['bank_account'] },
        { pair: [idOf('60128880103'), idOf('60128880104')], matches: ['bank_account'] },
      ]),
    );
  });
});
