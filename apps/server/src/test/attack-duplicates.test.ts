import { describe, expect, it } from 'vitest';
import { memberDuplicateSignals } from '../modules/members/member-duplicates.table.ts';
import { members } from '../modules/members/members.table.ts';
import { operatorInRole } from './operator-in-role.ts';
import { staffTestApp } from './staff-client.ts';

const VICTIM = {
  name: 'Victim Person',
  phone: '60129990001',
  dateOfBirth: '1980-10-11',
  bankAccountNumber: '9998887776',
};

/**
 * The duplicate check is an oracle on members' personal data: an operator without members.pii
 * must not read a member's full phone, bank account or date of birth from it (nor from the
 * signal it leaves), one without members.view must not call it, and dismissing a duplicate
 * signal needs reports.fraud_dismiss and a remark.
 */
describe('attack: the duplicate check and its signals', () => {
  const t = staffTestApp();

  it('gives a prober without members.pii only masked data, and nothing without members.view', async () => {
    await t.app.ctx.db.insert(members).values(VICTIM);
    const prober = (await operatorInRole(t.app, ['members.view', 'members.create'])).client;
    const probes = [
      { phone: VICTIM.phone },
      { bank_account_number: VICTIM.bankAccountNumber },
      { name: VICTIM.name, date_of_birth: VICTIM.dateOfBirth },
      // A masked value without the member it belongs to stands for nothing.
      { id: 1, phone: '6012*****01', bank_account_number: '******7776' },
    ];
    for (const probe of probes) {
      const res = await prober.post('/api/staff/members/duplicates', probe);
      expect(res.statusCode, res.body).toBe(200);
      for (const clear of [VICTIM.phone, VICTIM.bankAccountNumber, VICTIM.dateOfBirth])
        expect(res.body).not.toContain(clear);
    }
    const outsider = (await operatorInRole(t.app, ['deposits.view'])).client;
    expect((await outsider.post('/api/staff/members/duplicates', { phone: VICTIM.phone })).statusCode).toBe(
      403,
    );
  });

  it('refuses to dismiss a duplicate signal without the permission or a remark, and bad keys', async () => {
    const created = await t.admin.post('/api/staff/members', {
      name: 'Victim  person',
      phone: '0129990002',
      date_of_birth: VICTIM.dateOfBirth,
    });
    expect(created.statusCode, created.body).toBe(200);
    const [signal] = await t.app.ctx.db.select().from(memberDuplicateSignals);
    const key = `dupe:${signal!.id}`;
    const weak = (await operatorInRole(t.app, ['reports.view', 'members.view'])).client;
    expect(
      (await weak.post('/api/staff/reports/fraud/dismiss', { signal_key: key, remark: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await t.admin.post('/api/staff/reports/fraud/dismiss', { signal_key: key, remark: ' ' })).statusCode,
    ).toBe(422);
    for (const bad of ['dupe:', 'dupe: 1', `dupe:${'9'.repeat(200)}`, 'dup:1']) {
      const res = await t.admin.post('/api/staff/reports/fraud/dismiss', { signal_key: bad, remark: 'x' });
      expect([400, 422], res.body).toContain(res.statusCode);
    }
  });
});
