import type { Permission } from '@topup/contracts/permissions.ts';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { can, type StaffPrincipal } from '../../platform/staff-auth.ts';
import { assertInGateway, gatewayScope } from '../transactions/payment-gateway.read-model.ts';
import { receiptTypeOf } from './receipt-bytes.ts';
import { receiptCarriers, unattachedReceiptIds } from './receipt-carriers.read-model.ts';
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_UPLOADS_PER_MINUTE,
  transactionReceipts,
  UNATTACHED_RECEIPT_MS,
} from './receipts.table.ts';

const RECEIPT_PATH = '/api/staff/money/receipts/';
export const receiptUrl = (id: number) => `${RECEIPT_PATH}${id}`;

/** The permissions of the forms that take a receipt: creating or completing a money movement. */
export const RECEIPT_UPLOAD_PERMISSIONS: readonly Permission[] = [
  'deposits.create',
  'deposits.complete',
  'withdrawals.create',
  'withdrawals.complete',
  'transactions.insert',
  'transactions.quick_topup',
  'transactions.multi_deposit',
];

/**
 * Stores an uploaded receipt (base64) as the type its bytes are (PNG, JPEG, WebP or PDF) and
 * returns the URL transactions keep. At most RECEIPT_UPLOADS_PER_MINUTE per operator: the
 * operator's own receipts of the last minute are the count, under a lock per operator.
 */
export async function saveReceipt(
  db: Db,
  staff: StaffPrincipal,
  input: { base64: string; now: Date },
): Promise<{ id: number; url: string }> {
  if (!RECEIPT_UPLOAD_PERMISSIONS.some((p) => can(staff, p)))
    throw new DomainError('RECEIPT_UPLOAD_FORBIDDEN');
  const bytes = Buffer.from(input.base64, 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new DomainError('RECEIPT_TOO_LARGE');
  const contentType = receiptTypeOf(bytes);
  if (!contentType) throw new DomainError('RECEIPT_FILE_TYPE');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('receipt-upload'), ${staff.operatorId})`);
    const [recent] = await tx
      .select({ n: count() })
      .from(transactionReceipts)
      .where(
        and(
          eq(transactionReceipts.uploadedBy, staff.operatorId),
          gte(transactionReceipts.createdAt, new Date(input.now.getTime() - 60_000)),
        ),
      );
    if ((recent?.n ?? 0) >= RECEIPT_UPLOADS_PER_MINUTE) throw new DomainError('RECEIPT_UPLOAD_LIMIT');
    const [row] = await tx
      .insert(transactionReceipts)
      .values({
        contentType,
        sizeBytes: bytes.length,
        dataBase64: bytes.toString('base64'),
        uploadedBy: staff.operatorId,
        createdAt: input.now,
      })
      .returning({ id: transactionReceipts.id });
    return { id: row!.id, url: receiptUrl(row!.id) };
  });
}

/**
 * Refuses a receipt the operator may not see. A receipt carried by transactions is seen by who
 * may see one of them (the payment gateway and bank groups, as Transaction Detail decides); one
 * carried only by bank statement lines needs `bank_transactions.view`; one nothing carries yet,
 * only by the operator who uploaded it.
 */
async function assertReceiptVisible(
  db: Db,
  staff: StaffPrincipal,
  receipt: { id: number; uploadedBy: number | null },
) {
  const carriers = await receiptCarriers(db, receiptUrl(receipt.id));
  const scope = gatewayScope(staff);
  let refusal: unknown = null;
  for (const carrier of carriers.transactions) {
    try {
      await assertInGateway(db, scope, carrier);
      return;
    } catch (error) {
      refusal = error;
    }
  }
  if (refusal) throw refusal;
  if (carriers.bankLine) {
    if (!can(staff, 'bank_transactions.view')) throw new DomainError('FORBIDDEN');
    return;
  }
  if (receipt.uploadedBy !== staff.operatorId) throw new DomainError('RECEIPT_NOT_YOURS');
}

export async function loadReceipt(db: Db, staff: StaffPrincipal, id: number) {
  const [row] = await db.select().from(transactionReceipts).where(eq(transactionReceipts.id, id));
  if (!row) throw new DomainError('NOT_FOUND');
  await assertReceiptVisible(db, staff, row);
  return { contentType: row.contentType, bytes: Buffer.from(row.dataBase64, 'base64') };
}

/**
 * Deletes the receipts uploaded more than a day before `now` that no transaction or bank
 * statement line carries (an upload whose form was never sent). Returns how many.
 */
export async function purgeUnattachedReceipts(db: Db, now: Date): Promise<number> {
  const ids = await unattachedReceiptIds(db, RECEIPT_PATH, new Date(now.getTime() - UNATTACHED_RECEIPT_MS));
  if (!ids.length) return 0;
  const purged = await db
    .delete(transactionReceipts)
    .where(inArray(transactionReceipts.id, ids))
    .returning({ id: transactionReceipts.id });
  return purged.length;
}
