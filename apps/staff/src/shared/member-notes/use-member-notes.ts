import { useQuery } from '@tanstack/react-query';
import type {
  NoteBody,
  NoteDeletedReply,
  NoteSavedReply,
  NoteView,
} from '@topup/contracts/api/member-notes.ts';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { api } from '../api/client.ts';
import { memberNotesUrl, NOTES_URL, noteUrl } from '../api/endpoints.ts';
import { hasPermission } from '../api/use-me.ts';
import { useWrite } from '../api/use-write.ts';

/**
 * The notes of every screen that shows them (the member page's and Workstation's card, the
 * Notes screen): one way to read, write and change a note.
 */

const memberNotesKey = (memberId: number) => [memberNotesUrl(memberId)] as const;
/** A write changes the member's card and every page of the Notes screen. */
const changedBy = ({ member_id }: Pick<NoteView, 'member_id'>) => [memberNotesKey(member_id), [NOTES_URL]];

/** A member's notes, newest first. */
export function useMemberNotes(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: memberNotesKey(memberId),
    queryFn: () => api.get<{ data: NoteView[] }>(memberNotesUrl(memberId)).then((r) => r.data),
    enabled,
  });
}

/** A new note (id null) on the member, or the changed text of one of theirs. */
export type NoteSave = NoteBody & Pick<NoteView, 'member_id'> & { id: number | null };

export function useSaveNote() {
  return useWrite(
    ({ id, member_id, ...body }: NoteSave) =>
      id === null
        ? api.post<NoteSavedReply>(memberNotesUrl(member_id), body)
        : api.put<NoteSavedReply>(noteUrl(id), body),
    changedBy,
  );
}

export function useDeleteNote() {
  return useWrite(
    (note: Pick<NoteView, 'id' | 'member_id'>) => api.delete<NoteDeletedReply>(noteUrl(note.id)),
    changedBy,
  );
}

/** Whether the operator may edit and delete the note: its author (notes.create), or notes.manage. */
export function mayChangeNote(me: StaffMe | undefined, note: Pick<NoteView, 'author_id'>): boolean {
  if (hasPermission(me, 'notes.manage')) return true;
  return hasPermission(me, 'notes.create') && me !== undefined && note.author_id === me.operator.id;
}
