import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../test/staff-client.ts';
import { ensureLedgerAccount } from '../ledger/ledger.service.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';

describe('bank list/create/edit/delete', () => {
  const staff = staffTestApp();

  const body = {
    bank_name: 'RHB',
    holder: 'Top Up Sdn Bhd',
    account_number: '21212100012',
    position: 9,
    display: true,
    require_receipt: true,
    is_default: true,
  };

  it('creates with created/updated by, keeps one default, edits, lists with filters and CSV', async () => {
    const created = await staff.admin.post('/api/staff/banks', body);
    expect(created.statusCode, created.body).toBe(200);
    const bank = created.json().data;
    expect(bank).toMatchObject({
      bank_name: 'RHB',
      is_default: true,
      require_receipt: true,
      created_by: 'Administrator',
    });
    const list = (await staff.admin.get('/api/staff/banks?per_page=100')).json();
    expect(list.data.filter((b: { is_default: boolean }) => b.is_default)).toHaveLength(1);
    const edited = await staff.admin.put(`/api/staff/banks/${bank.id}`, {
      ...body,
      holder: 'Another Holder',
      display: false,
    });
    expect(edited.json().data).toMatchObject({ holder: 'Another Holder', display: false });
    expect(
      (await staff.admin.get('/api/staff/banks?display=0')).json().data.map((b: { id: number }) => b.id),
    ).toContain(bank.id);
    expect((await staff.admin.get('/api/staff/banks?format=csv')).body).toContain('Another Holder');
    const missing = await staff.admin.put('/api/staff/banks/999999', body);
    expect(missing.json().message).toBe('Bank not found.');
  });

  it('a default or used bank is "Bank unable to delete."; an unused one goes', async () => {
    const list = (await staff.admin.get('/api/staff/banks?q=RHB')).json().data;
    const rhb = list[0];
    const del = (id: number) => staff.admin.request({ method: 'DELETE', url: `/api/staff/banks/${id}` });
    expect((await del(rhb.id)).json().message).toBe('Bank unable to delete.');
    const booked = (
      await staff.admin.post('/api/staff/banks', { ...body, bank_name: 'Booked', is_default: false })
    ).json().data;
    // Money has gone through a bank once it has books in the ledger.
    await ensureLedgerAccount(staff.app.ctx.db, 'bank', booked.id, 'bank Booked');
    expect((await del(booked.id)).json().message).toBe('Bank unable to delete.');
    // A deposit still pending (no books yet) points at its bank: the foreign key keeps it.
    const chosen = (
      await staff.admin.post('/api/staff/banks', { ...body, bank_name: 'Chosen', is_default: false })
    ).json().data;
    const [account] = await staff.app.ctx.db.select().from(memberAccounts).limit(1);
    const deposit = await staff.admin.post('/api/staff/deposits', {
      member_account_id: account!.id,
      amount: 30,
      bank_id: chosen.id,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect((await del(chosen.id)).json().message).toBe('Bank unable to delete.');
    expect((await staff.admin.get(`/api/staff/banks/${chosen.id}`)).statusCode).toBe(200);
    const spare = (
      await staff.admin.post('/api/staff/banks', { ...body, bank_name: 'Spare', is_default: false })
    ).json().data;
    expect((await del(spare.id)).statusCode).toBe(200);
    expect((await staff.admin.get(`/api/staff/banks/${spare.id}`)).json().message).toBe('Bank not found.');
  });

  it('keeps the QR image a member scans for a QR method, a gallery path or nothing', async () => {
    const qr = '/media/gallery/qr-duitnow.png';
    const created = await staff.admin.post('/api/staff/banks', {
      ...body,
      bank_name: 'QR',
      is_default: false,
      qr_image: qr,
    });
    expect(created.statusCode, created.body).toBe(200);
    const bank = created.json().data;
    expect(bank.qr_image).toBe(qr);
    expect((await staff.admin.get(`/api/staff/banks/${bank.id}`)).json().data.qr_image).toBe(qr);
    const cleared = await staff.admin.put(`/api/staff/banks/${bank.id}`, {
      ...body,
      is_default: false,
      qr_image: null,
    });
    expect(cleared.json().data.qr_image).toBeNull();
    const script = await staff.admin.put(`/api/staff/banks/${bank.id}`, {
      ...body,
      qr_image: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(422);
  });

  it('needs the bank permissions', async () => {
    const { cs } = staff;
    expect((await cs.post('/api/staff/banks', body)).statusCode).toBe(403);
  });
});
