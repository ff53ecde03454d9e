import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { operatorInRole } from '../../test/operator-in-role.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { depositWithReceipt } from '../../test/staff-deposit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import { purgeUnattachedReceipts, receiptUrl } from './receipts.service.ts';
import { RECEIPT_MAX_BYTES, RECEIPT_UPLOADS_PER_MINUTE, transactionReceipts } from './receipts.table.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const upload = (client: StaffClient, bytes: Buffer, contentType = 'image/png') =>
  client.post('/api/staff/money/receipts', { content_type: contentType, data: bytes.toString('base64') });

describe('receipts follow the money rules', () => {
  let app: App;
  let admin: StaffClient;
  let cs: StaffClient;
  let teller: StaffClient;
  let tellerId: number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    const made = await operatorInRole(app, ['transactions.view', 'deposits.create']);
    teller = made.client;
    tellerId = made.operatorId;
  });
  afterAll(async () => app?.close());

  /** A pending deposit created by the admin with this receipt. */
  const adminDeposit = async (receipt: string) => {
    const res = await depositWithReceipt(app, admin, 50, receipt);
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().data.id as number };
  };

  it('a receipt is refused to a viewer whose payment gateway hides its deposit', async () => {
    const up = await upload(admin, PNG);
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().data.url as string;
    const deposit = await adminDeposit(url);
    const viewer = (await operatorInRole(app, ['transactions.view'], { paymentGateway: '0' })).client;

    expect((await viewer.get(`/api/staff/transactions/${deposit.id}`)).statusCode).toBe(403);
    const refused = await viewer.get(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This transaction's bank is not in your role's payment gateway.");
    const shown = await admin.get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
  });

  it('a receipt no transaction carries yet is shown only to the operator who uploaded it', async () => {
    const url = (await upload(teller, PNG)).json().data.url as string;
    expect((await teller.get(url)).statusCode).toBe(200);
    const other = await admin.get(url);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/only the operator who uploaded it/);
  });

  it('uploading needs a permission that creates or completes money movements', async () => {
    const before = await app.ctx.db.$count(transactionReceipts);
    const res = await upload(cs, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/cannot upload receipts/);
    expect(await app.ctx.db.$count(transactionReceipts)).toBe(before);
  });

  it('the bytes decide: HTML declared as PDF is refused, a real PNG or PDF is stored as what it is', async () => {
    const html = await upload(teller, HTML, 'application/pdf');
    expect(html.statusCode).toBe(422);
    expect(html.json().message).toBe('A receipt must be a PNG, JPEG or WebP picture or a PDF file.');
    const pdf = await upload(teller, PDF, 'image/png');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const served = await teller.get(pdf.json().data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a receipt over 5 MB is refused', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(RECEIPT_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload(teller, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A receipt can be at most 5 MB.');
  });

  it('an operator uploads at most 30 receipts a minute', async () => {
    const busy = await operatorInRole(app, ['transactions.quick_topup']);
    for (let i = 0; i < RECEIPT_UPLOADS_PER_MINUTE; i++)
      expect((await upload(busy.client, PNG)).statusCode).toBe(200);
    const over = await upload(busy.client, PNG);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many receipts uploaded/);
    expect((await upload(teller, PNG)).statusCode).toBe(200);
  });

  it('the periodic purge removes a day-old receipt nothing carries and keeps a carried one', async () => {
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const row = {
      contentType: 'image/png' as const,
      sizeBytes: PNG.length,
      dataBase64: PNG.toString('base64'),
    };
    const [orphan, carried, fresh] = await app.ctx.db
      .insert(transactionReceipts)
      .values([
        { ...row, uploadedBy: tellerId, createdAt: dayAgo },
        { ...row, uploadedBy: tellerId, createdAt: dayAgo },
        { ...row, uploadedBy: tellerId },
      ])
      .returning({ id: transactionReceipts.id });
    await adminDeposit(receiptUrl(carried!.id));

    expect(await purgeUnattachedReceipts(app.ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = new Set(
      (await app.ctx.db.select({ id: transactionReceipts.id }).from(transactionReceipts)).map((r) => r.id),
    );
    expect(left.has(orphan!.id)).toBe(false);
    expect(left.has(carried!.id)).toBe(true);
    expect(left.has(fresh!.id)).toBe(true);
  });
});
