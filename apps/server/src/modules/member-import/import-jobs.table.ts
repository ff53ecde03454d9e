import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type ImportJobStatus = 'preview' | 'queued' | 'running' | 'done' | 'failed';

export const importJobs = pgTable('import_jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['members'] }).notNull(),
  status: text('status', { enum: ['preview', 'queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('preview'),
  filename: text('filename').notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  importedRows: integer('imported_rows').notNull().default(0),
  rows: jsonb('rows').notNull().default([]),
  errors: jsonb('errors').notNull().default([]),
  message: text('message'),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
