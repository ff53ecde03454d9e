import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The confirmed column mapping of one bank account's statements. */
export const bankStatementMappings = pgTable('bank_statement_mappings', {
  bankId: integer('bank_id').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
