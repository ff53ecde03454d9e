import { z } from 'zod';
import { dataReply, dateTime, listPageSchema } from './wire.ts';

/** Request and reply schemas of the staff Sources API (/api/staff/sources): where members come from. */

/** Create and edit; exactly one source is the default. */
export const sourceBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  is_default: z.boolean().default(false),
});
export type SourceBody = z.input<typeof sourceBodySchema>;

/** A member source as the list, the options and the forms see it. */
export const sourceViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_default: z.boolean(),
  member_count: z.number(),
  created_at: dateTime,
});
export type SourceView = z.input<typeof sourceViewSchema>;
export const sourcePageSchema = listPageSchema(sourceViewSchema);
export const sourceReplySchema = dataReply(sourceViewSchema);
export const sourceOptionsReplySchema = dataReply(z.array(sourceViewSchema));
export type SourceReply = z.input<typeof sourceReplySchema>;
