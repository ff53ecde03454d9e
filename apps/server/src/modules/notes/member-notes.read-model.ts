import type { NoteFilterOptions, NoteView } from '@topup/contracts/api/member-notes.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { members } from '../members/members.table.ts';
import { memberNotes } from './member-notes.table.ts';

const creator = alias(operators, 'note_creator');
const updater = alias(operators, 'note_updater');

/** Notes with their member's name and who wrote and last changed each. */
function notesWithNames(db: Db) {
  return db
    .select({
      note: memberNotes,
      member_name: members.name,
      created_by: creator.name,
      updated_by: updater.name,
    })
    .from(memberNotes)
    .innerJoin(members, eq(members.id, memberNotes.memberId))
    .leftJoin(creator, eq(creator.id, memberNotes.createdBy))
    .leftJoin(updater, eq(updater.id, memberNotes.updatedBy))
    .$dynamic();
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof notesWithNames>['execute']>>[number];

function view(r: NoteRow): NoteView {
  return {
    id: r.note.id,
    member_id: r.note.memberId,
    member_name: r.member_name,
    content: r.note.content,
    author_id: r.note.createdBy,
    created_by: r.created_by,
    updated_by: r.updated_by,
    created_at: r.note.createdAt.toISOString(),
    updated_at: r.note.updatedAt.toISOString(),
  };
}

/** A member's notes, newest first (the member page's and Workstation's card). */
export async function listNotes(db: Db, memberId: number): Promise<NoteView[]> {
  const rows = await notesWithNames(db)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(200);
  return rows.map(view);
}

const SPEC: ListSpec = {
  sortable: { id: memberNotes.id, created_at: memberNotes.createdAt, updated_at: memberNotes.updatedAt },
  defaultSort: '-created_at',
  tiebreak: memberNotes.id,
  searchable: [memberNotes.content, members.name],
  dateColumn: memberNotes.createdAt,
};

export type NoteFilters = { member_id?: number | undefined; author_id?: number | undefined };

/** The Notes screen: every note, filtered by member, author, day written and text (content or member name). */
export function listAllNotes(db: Db, query: ListQuery, filters: NoteFilters): Promise<ListPage<NoteView>> {
  const extra: (SQL | undefined)[] = [
    filters.member_id ? eq(memberNotes.memberId, filters.member_id) : undefined,
    filters.author_id ? eq(memberNotes.createdBy, filters.author_id) : undefined,
  ];
  return fetchList(
    query,
    SPEC,
    {
      rows: async ({ where, orderBy, limit, offset }) =>
        (
          await notesWithNames(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(view),
      count: async (where) =>
        (
          await db
            .select({ n: count() })
            .from(memberNotes)
            .innerJoin(members, eq(members.id, memberNotes.memberId))
            .where(where)
        )[0]?.n ?? 0,
    },
    extra,
  );
}

/** The author filter's choices: the operators who wrote a note. */
export async function noteFilterOptions(db: Db): Promise<NoteFilterOptions> {
  const authors = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, db.selectDistinct({ id: memberNotes.createdBy }).from(memberNotes)))
    .orderBy(asc(operators.name));
  return { authors };
}
