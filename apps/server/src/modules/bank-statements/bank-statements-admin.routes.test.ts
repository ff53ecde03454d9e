import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type StaffHeaders, staffHeaders } from '../../test/staff-session.ts';
import { createTestApp } from '../../test/test-app.ts';
import { bankTransactions } from '../bank-transactions/bank-transactions.table.ts';
import { banks } from '../banks/banks.table.ts';
import { members } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const file = (name: string) => readFileSync(join(FIXTURES, name));

describe('staff bank statement import', () => {
  let app: App;
  let admin: StaffHeaders;
  let maybankId: number;
  let otherBankId: number;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await staffHeaders(app);
    const rows = await app.ctx.db.select().from(banks).orderBy(banks.id);
    maybankId = rows[0]!.id;
    otherBankId = rows[1]!.id;
  });
  afterAll(async () => app.close());

  const post = (url: string, bankId: number, name: string, content: Buffer, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { bank_id: bankId, filename: name, content_base64: content.toString('base64'), ...extra },
    });
  const previewFile = (bankId: number, name: string, content: Buffer, extra: object = {}) =>
    post('/api/staff/bank-statements/preview', bankId, name, content, extra);
  const importFile = (bankId: number, name: string, content: Buffer, extra: object = {}) =>
    post('/api/staff/bank-statements/import', bankId, name, content, extra);
  const lineCount = async () => (await app.ctx.db.select({ n: count() }).from(bankTransactions))[0]!.n;

  it('previews the Maybank-style statement: layout recognised, 40 new lines, no warnings, nothing written', async () => {
    const res = await previewFile(maybankId, 'maybank.csv', file('bank-maybank-style.csv'));
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ needs_mapping: false, line_count: 40, new_count: 40, skipped_count: 0 });
    expect(preview.layout.id).toBe('signed-amount');
    expect(preview.errors).toEqual([]);
    expect(preview.warnings).toEqual([]);
    expect(await lineCount()).toBe(0);
  });

  it('imports it whole; a second import of the same file adds nothing', async () => {
    const res = await importFile(maybankId, 'maybank.csv', file('bank-maybank-style.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ imported_count: 40, skipped_count: 0 });
    expect(await lineCount()).toBe(40);
    const again = await previewFile(maybankId, 'maybank.csv', file('bank-maybank-style.csv'));
    expect(again.json().data).toMatchObject({ new_count: 0, skipped_count: 40 });
    const reimport = await importFile(maybankId, 'm.csv', file('bank-maybank-style.csv'));
    expect(reimport.statusCode).toBe(422);
    expect(reimport.json().message).toBe('No bank transaction imported.');
    expect(await lineCount()).toBe(40);
  });

  it('imports the Hong Leong-style statement with times into another bank account', async () => {
    const res = await importFile(otherBankId, 'hl.csv', file('bank-hongleong-style.csv'));
    expect(res.json().data.imported_count).toBe(40);
    const list = await app.inject({
      method: 'GET',
      url: `/api/staff/bank-transactions?bank_id=${otherBankId}&direction=withdraw&per_page=100`,
      headers: admin,
    });
    const body = list.json();
    expect(body.meta.total).toBe(body.data.length);
    expect(body.data.every((l: { withdraw_sen: number }) => l.withdraw_sen > 0)).toBe(true);
    expect(body.data[0]).toMatchObject({ has_time: true, type: 'normal', claimed: false, extra_copy: false });
  });

  it('reports every bad row of the malformed statement and imports nothing', async () => {
    const before = await lineCount();
    const preview = (await previewFile(maybankId, 'bad.csv', file('bank-malformed.csv'))).json().data;
    expect(
      preview.errors.map(
        (e: { row: number; field: string; message: string }) => `${e.row} ${e.field} ${e.message}`,
      ),
    ).toEqual([
      '2 amount Invalid content format...',
      '3 date Invalid content format...',
      '3 description Missing content...',
      '3 balance Missing content...',
      '4 amount Missing content...',
    ]);
    const res = await importFile(maybankId, 'bad.csv', file('bank-malformed.csv'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'No bank transaction imported.',
      errors: { '2.amount': ['Invalid content format...'], '4.amount': ['Missing content...'] },
    });
    expect(await lineCount()).toBe(before);
  });

  it('warns about a gap and keeps an extra copy flagged when lines are missing or doubled', async () => {
    const lines = file('bank-hongleong-style.csv').toString('utf8').trim().split('\n');
    const header = lines[0]!;
    const body = lines.slice(1).map((l) => l.replace(/2026/, '2027'));
    const edited = [header, body[0], body[1], body[1], ...body.slice(3)].join('\n');
    const preview = (await previewFile(maybankId, 'edited.csv', Buffer.from(edited))).json().data;
    expect(preview.warnings).toEqual(
      expect.arrayContaining([
        { kind: 'duplicate', row: 4, duplicate_of_row: 3 },
        expect.objectContaining({ kind: 'gap', row: 5 }),
      ]),
    );
    // The Maybank lines of 2026 end at RM 20,960.00; these 2027 lines do not continue them.
    expect(preview.warnings[0]).toMatchObject({ kind: 'gap', row: 2 });
    const res = await importFile(maybankId, 'edited.csv', Buffer.from(edited));
    expect(res.json().data.imported_count).toBe(40);
    const copies = await app.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.extraCopy, true));
    expect(copies).toHaveLength(1);
  });

  it('guesses the mapping of an unknown layout, imports only once staff confirm it, then remembers it (XLSX)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Tarikh', 'Butiran', 'Kredit', 'Debit', 'Baki']);
    sheet.addRow(['2028-01-02 10:15', 'TRF FROM ALI', '55.00', '', '1,055.00']);
    sheet.addRow(['2028-01-02 11:00', 'ATM', '', '5.00', '1,050.00']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const first = (await previewFile(maybankId, 'st.xlsx', content)).json().data;
    const mapping = {
      date: 'Tarikh',
      description: 'Butiran',
      deposit: 'Kredit',
      withdrawal: 'Debit',
      balance: 'Baki',
      date_order: 'dmy',
    };
    expect(first).toMatchObject({
      needs_mapping: false,
      needs_confirmation: true,
      mapping_source: 'guess',
      mapping,
      new_count: 2,
      deposit_total_sen: 5500,
      withdraw_total_sen: 500,
    });
    expect(first.lines[0]).toMatchObject({ transacted_at: '2028-01-02T02:15:00.000Z', deposit_sen: 5500 });
    const unconfirmed = await importFile(maybankId, 'st.xlsx', content);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().message).toBe('Unknown statement layout. Please map the columns.');
    const before = await lineCount();
    const res = await importFile(maybankId, 'st.xlsx', content, { mapping });
    expect(res.json().data.imported_count).toBe(2);
    expect(await lineCount()).toBe(before + 2);

    // The next statement of the same account: the confirmed mapping is used without questions.
    sheet.addRow(['2028-01-03 09:00', 'TRF FROM ABU', '1,000.00', '', '2,050.00']);
    const next = Buffer.from(await workbook.xlsx.writeBuffer());
    const again = (await previewFile(maybankId, 'st2.xlsx', next)).json().data;
    expect(again).toMatchObject({ mapping_source: 'remembered', needs_confirmation: false, new_count: 1 });
    const quiet = await importFile(maybankId, 'st2.xlsx', next);
    expect(quiet.json().data.imported_count).toBe(1);
    // Another account has no remembered mapping: it is a guess there.
    const elsewhere = (await previewFile(otherBankId, 'st.xlsx', content)).json().data;
    expect(elsewhere.mapping_source).toBe('guess');

    const wrong = await previewFile(maybankId, 'st.xlsx', content, {
      mapping: { ...mapping, date: 'Date' },
    });
    expect(wrong.json().message).toBe('Unknown statement layout. Please map the columns.');
  });

  it('asks for a mapping when no column can be told apart', async () => {
    const csv = 'Col A,Col B,Col C\n1,2,3\n';
    const res = await previewFile(maybankId, 'odd.csv', Buffer.from(csv));
    expect(res.json().data).toMatchObject({ needs_mapping: true, mapping_source: null, mapping: null });
  });

  it('auto-matches an imported line whose only candidate has the same amount and bank, when the setting is on', async () => {
    const [demo] = await app.ctx.db.select().from(members).where(eq(members.name, 'demo'));
    const insertDeposit = async (amountSen: number, at: string) =>
      (
        await app.ctx.db
          .insert(transactions)
          .values({
            memberId: demo!.id,
            type: 'deposit',
            amountSen,
            depositBankId: maybankId,
            requestedAt: new Date(at),
          })
          .returning()
      )[0]!;
    const sure = await insertDeposit(12_345, '2029-03-01T10:00:00+08:00');
    const twinA = await insertDeposit(22_200, '2029-03-01T10:00:00+08:00');
    const twinB = await insertDeposit(22_200, '2029-03-01T10:05:00+08:00');
    const csv = [
      'Date,Description,Withdrawal,Deposit,Balance',
      '01-03-2029 10:01,"TRF SURE",,123.45,123.45',
      '01-03-2029 10:02,"TRF TWIN",,222.00,345.45',
    ].join('\n');
    const off = await importFile(maybankId, 'a.csv', Buffer.from(csv));
    expect(off.json().data.auto_matched_count).toBe(0);

    await app.inject({
      method: 'PUT',
      url: '/api/staff/bank-transactions/match-settings',
      headers: admin,
      payload: { drift_sen: 0, window_minutes: 60, auto_match: true },
    });
    const next = csv.replaceAll('01-03-2029', '02-03-2029');
    await app.ctx.db
      .update(transactions)
      .set({ requestedAt: new Date('2029-03-02T10:00:00+08:00') })
      .where(inArray(transactions.id, [sure.id, twinA.id, twinB.id]));
    const on = await importFile(maybankId, 'b.csv', Buffer.from(next));
    expect(on.json().data.auto_matched_count).toBe(1);
    const [after] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, sure.id));
    expect(after!.verification).toBe('verified');
    const [twin] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, twinA.id));
    expect(twin!.verification).toBe('progress');
  });

  it("answers 'Bank not found.' for an unknown bank account and needs the import permission", async () => {
    const res = await previewFile(99999, 'maybank.csv', file('bank-maybank-style.csv'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Bank not found.');
    const cs = await staffHeaders(app, 'cs1');
    const denied = await app.inject({
      method: 'POST',
      url: '/api/staff/bank-statements/import',
      headers: cs,
      payload: { bank_id: maybankId, filename: 'x.csv', content_base64: 'eA==' },
    });
    expect(denied.statusCode).toBe(403);
  });
});
