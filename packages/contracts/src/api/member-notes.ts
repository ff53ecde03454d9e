import { z } from 'zod';
import { dataReply, dateTime, recordId } from './wire.ts';

/** Request and reply schemas of staff notes on a member (/api/staff/members/:id/notes, /api/staff/notes/:id). */

export const noteParamsSchema = z.object({ id: recordId });
export const noteBodySchema = z.object({ content: z.string().trim().min(1).max(2000) });
export type NoteBody = z.input<typeof noteBodySchema>;

/** A note with who wrote and last changed it. */
export const noteViewSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  content: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type NoteView = z.input<typeof noteViewSchema>;
export const noteListReplySchema = dataReply(z.array(noteViewSchema));
/** Create and edit answer the note's id. */
export const noteSavedReplySchema = dataReply(z.object({ id: z.number() }));
export type NoteSavedReply = z.input<typeof noteSavedReplySchema>;
export const noteDeletedReplySchema = dataReply(z.null());
export type NoteDeletedReply = z.input<typeof noteDeletedReplySchema>;
