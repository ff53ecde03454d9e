import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads an operator may make in a minute, counted in the database (every instance shares it). */
export const RECEIPT_UPLOADS_PER_MINUTE = 30;
/** An uploaded receipt no transaction or bank line carries after this long is purged. */
export const UNATTACHED_RECEIPT_MS = 24 * 60 * 60 * 1000;

/**
 * A receipt image or PDF uploaded by staff; transactions (and bank statement lines) point at it
 * by its URL. `content_type` is what its bytes are, not what the uploader declared.
 */
export const transactionReceipts = pgTable('transaction_receipts', {
  id: serial('id').primaryKey(),
  contentType: text('content_type', { enum: RECEIPT_TYPES }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  dataBase64: text('data_base64').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
