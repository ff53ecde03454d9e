import { z } from 'zod';
import { duplicateMemberSchema } from './members.ts';
import { dataReply, recordId } from './wire.ts';

/** Request and reply schemas of the staff member import (/api/staff/member-imports). */

/** The uploaded spreadsheet: its name and bytes in base64. */
export const importUploadBodySchema = z.object({
  filename: z.string().trim().min(1).max(200),
  content_base64: z.string().min(1),
});
export type ImportUploadBody = z.input<typeof importUploadBodySchema>;
export const importJobParamsSchema = z.object({ id: recordId });

export const importErrorSchema = z.object({
  row: z.number(),
  field: z.string(),
  message: z.string(),
  value: z.string().optional(),
});
export type ImportErrorView = z.input<typeof importErrorSchema>;

/** A member import: previewed, queued, running or finished. */
export const importJobSchema = z.object({
  id: z.number(),
  filename: z.string(),
  status: z.enum(['preview', 'queued', 'running', 'done', 'failed']),
  total_rows: z.number(),
  processed_rows: z.number(),
  imported_rows: z.number(),
  error_count: z.number(),
  errors: z.array(importErrorSchema),
  message: z.string().nullable(),
  preview: z
    .object({
      columns: z.array(z.string()),
      rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
      /** Rows that share a bank account, or a name with the date of birth, with a member or another row. */
      duplicates: z.array(
        z.object({
          row: z.number(),
          members: z.array(duplicateMemberSchema.pick({ id: true, name: true, matches: true })),
          rows: z.array(z.number()),
        }),
      ),
    })
    .optional(),
});
export type ImportJobView = z.input<typeof importJobSchema>;
export const importJobReplySchema = dataReply(importJobSchema);
export type ImportJobReply = z.input<typeof importJobReplySchema>;
