import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { operators } from '../access/access.table.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members } from '../members/members.table.ts';
import { memberNotes } from './member-notes.table.ts';

export type NoteView = {
  id: number;
  member_id: number;
  content: string;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};

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

const operatorOf = (actor: Actor) => (actor.kind === 'operator' ? actor.operatorId : null);

export async function createNote(db: Db, actor: Actor, memberId: number, content: string) {
  return inTransaction(db, async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) throw new DomainError('MEMBER_NOT_FOUND');
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

export async function updateNote(db: Db, actor: Actor, id: number, content: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(memberNotes).where(eq(memberNotes.id, id)).for('update');
    if (!before) throw new DomainError('NOT_FOUND');
    await tx
      .update(memberNotes)
      .set({ content, updatedBy: operatorOf(actor), updatedAt: now })
      .where(eq(memberNotes.id, id));
    await recordActivity(tx, actor, {
      action: 'note.update',
      targetType: 'note',
      targetId: id,
      memberId: before.memberId,
      before: { content: before.content },
      after: { content },
    });
  });
}

export async function deleteNote(db: Db, actor: Actor, id: number) {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.delete(memberNotes).where(eq(memberNotes.id, id)).returning();
    if (!before) throw new DomainError('NOT_FOUND');
    await recordActivity(tx, actor, {
      action: 'note.delete',
      targetType: 'note',
      targetId: id,
      memberId: before.memberId,
      before: { content: before.content },
    });
  });
}
