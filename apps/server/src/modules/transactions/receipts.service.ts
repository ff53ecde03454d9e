import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { RECEIPT_MAX_BYTES, type RECEIPT_TYPES, transactionReceipts } from './receipts.table.ts';

export const receiptUrl = (id: number) => `/api/staff/money/receipts/${id}`;

/** Stores an uploaded receipt (image or PDF, base64) and returns the URL transactions keep. */
export async function saveReceipt(
  db: Db,
  input: { contentType: (typeof RECEIPT_TYPES)[number]; base64: string; operatorId: number },
) {
  const bytes = Buffer.from(input.base64, 'base64');
  if (bytes.length === 0 || bytes.length > RECEIPT_MAX_BYTES) throw new DomainError('INVALID_REQUEST');
  const [row] = await db
    .insert(transactionReceipts)
    .values({
      contentType: input.contentType,
      sizeBytes: bytes.length,
      dataBase64: bytes.toString('base64'),
      uploadedBy: input.operatorId,
    })
    .returning({ id: transactionReceipts.id });
  return { id: row!.id, url: receiptUrl(row!.id) };
}

export async function loadReceipt(db: Db, id: number) {
  const [row] = await db.select().from(transactionReceipts).where(eq(transactionReceipts.id, id));
  if (!row) throw new DomainError('NOT_FOUND');
  return { contentType: row.contentType, bytes: Buffer.from(row.dataBase64, 'base64') };
}
