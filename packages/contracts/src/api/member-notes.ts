import { z } from 'zod';
import { dataReply, dateTime, listPageSchema, recordId } from './wire.ts';

/**
 * Request and reply schemas of staff notes on a member: a member's notes
 * (/api/staff/members/:id/notes), the Notes screen (/api/staff/notes) and one note
 * (/api/staff/notes/:id).
 */

export const noteParamsSchema = z.object({ id: recordId });
export const noteBodySchema = z.object({ content: z.string().trim().min(1).max(2000) });
export type NoteBody = z.input<typeof noteBodySchema>;

/** A note with its member, and who wrote and last changed it. */
export const noteViewSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_name: z.string(),
  content: z.string(),
  /** The author's operator id: the author may edit and delete it (and holders of notes.manage). */
  author_id: z.number().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type NoteView = z.input<typeof noteViewSchema>;
export const noteListReplySchema = dataReply(z.array(noteViewSchema));

/** The Notes screen's own filters, on top of the common list query (q searches content and member name). */
export const noteListFiltersSchema = z.object({
  member_id: recordId.optional(),
  author_id: recordId.optional(),
});
export const notePageSchema = listPageSchema(noteViewSchema);

/** Choices of the Notes screen's author filter: the operators who wrote a note. */
export const noteFilterOptionsSchema = z.object({
  authors: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type NoteFilterOptions = z.input<typeof noteFilterOptionsSchema>;

/** Create and edit answer the note's id. */
export const noteSavedReplySchema = dataReply(z.object({ id: z.number() }));
export type NoteSavedReply = z.input<typeof noteSavedReplySchema>;
export const noteDeletedReplySchema = dataReply(z.null());
export type NoteDeletedReply = z.input<typeof noteDeletedReplySchema>;
