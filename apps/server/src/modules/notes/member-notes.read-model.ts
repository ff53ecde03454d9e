import type { NoteView } from '@topup/contracts/api/member-notes.ts';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { operators } from '../access/access.table.ts';
import { memberNotes } from './member-notes.table.ts';

const creator = alias(operators, 'note_creator');
const updater = alias(operators, 'note_updater');

/** A member's notes, newest first, with who wrote and last changed each. */
export async function listNotes(db: Db, memberId: number): Promise<NoteView[]> {
  const rows = await db
    .select({ note: memberNotes, created_by: creator.name, updated_by: updater.name })
    .from(memberNotes)
    .leftJoin(creator, eq(creator.id, memberNotes.createdBy))
    .leftJoin(updater, eq(updater.id, memberNotes.updatedBy))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.note.id,
    member_id: r.note.memberId,
    content: r.note.content,
    created_by: r.created_by,
    updated_by: r.updated_by,
    created_at: r.note.createdAt.toISOString(),
    updated_at: r.note.updatedAt.toISOString(),
  }));
}
