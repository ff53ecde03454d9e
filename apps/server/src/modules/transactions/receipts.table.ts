import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** A receipt image or PDF uploaded by staff; transactions point at it by its URL. */
export const transactionReceipts = pgTable('transaction_receipts', {
  id: serial('id').primaryKey(),
  contentType: text('content_type', { enum: RECEIPT_TYPES }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  dataBase64: text('data_base64').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
