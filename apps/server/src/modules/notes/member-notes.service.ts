import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { assertMemberExists } from '../members/members.service.ts';
import { memberNotes } from './member-notes.table.ts';

const operatorOf = (actor: Actor) => (actor.kind === 'operator' ? actor.operatorId : null);

export async function createNote(db: Db, actor: Actor, memberId: number, content: string) {
  return inTransaction(db, async (tx) => {
    await assertMemberExists(tx, memberId);
    const [note] = await tx
      .insert(memberNotes)
      .values({ memberId, content, createdBy: operatorOf(actor), updatedBy: operatorOf(actor) })
      .returning();
    await recordActivity(tx, actor, {
      action: 'note.create',
      targetType: 'note',
      targetId: note!.id,
      memberId,
      after: { content },
    });
    return note!;
  });
}

/** Logs `action` on a note as it was `before` (its member and content), with its content `after` if any. */
function recordNoteChange(
  tx: Db,
  actor: Actor,
  action: 'note.update' | 'note.delete',
  before: { id: number; memberId: number; content: string },
  after?: { content: string },
) {
  return recordActivity(tx, actor, {
    action,
    targetType: 'note',
    targetId: before.id,
    memberId: before.memberId,
    before: { content: before.content },
    ...(after && { after }),
  });
}

/**
 * Who may change a note: its author, or an operator holding notes.manage (`managesAll`).
 * A note written by no operator (the system) is changed only with notes.manage.
 */
function assertMayChange(actor: Actor, note: { createdBy: number | null }, managesAll: boolean) {
  if (managesAll) return;
  if (note.createdBy === null || note.createdBy !== operatorOf(actor))
    throw new DomainError('NOTE_NOT_YOURS');
}

/** The note, locked for the change; 'Note not found.' when there is none. */
async function lockedNote(tx: Db, id: number) {
  const [note] = await tx.select().from(memberNotes).where(eq(memberNotes.id, id)).for('update');
  if (!note) throw new DomainError('NOTE_NOT_FOUND');
  return note;
}

export type NoteChange = { actor: Actor; managesAll: boolean };

export async function updateNote(db: Db, change: NoteChange, id: number, content: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const before = await lockedNote(tx, id);
    assertMayChange(change.actor, before, change.managesAll);
    await tx
      .update(memberNotes)
      .set({ content, updatedBy: operatorOf(change.actor), updatedAt: now })
      .where(eq(memberNotes.id, id));
    await recordNoteChange(tx, change.actor, 'note.update', before, { content });
  });
}

export async function deleteNote(db: Db, change: NoteChange, id: number) {
  await inTransaction(db, async (tx) => {
    const before = await lockedNote(tx, id);
    assertMayChange(change.actor, before, change.managesAll);
    await tx.delete(memberNotes).where(eq(memberNotes.id, id));
    await recordNoteChange(tx, change.actor, 'note.delete', before);
  });
}
