import { useQuery } from '@tanstack/react-query';
import type {
  NoteBody,
  NoteDeletedReply,
  NoteSavedReply,
  NoteView,
} from '@topup/contracts/api/member-notes.ts';
import { api } from '../api/client.ts';
import { memberNotesUrl, noteUrl } from '../api/endpoints.ts';
import { useWrite } from '../api/use-write.ts';

const memberNotesKey = (memberId: number) => [memberNotesUrl(memberId)] as const;

/** A member's notes, newest first. */
export function useMemberNotes(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: memberNotesKey(memberId),
    queryFn: () => api.get<{ data: NoteView[] }>(memberNotesUrl(memberId)).then((r) => r.data),
    enabled,
  });
}

/** Adds a note to the member (no id) or edits one of theirs. */
export function useSaveNote(memberId: number) {
  return useWrite(
    ({ id, ...body }: NoteBody & { id: number | null }) =>
      id === null
        ? api.post<NoteSavedReply>(memberNotesUrl(memberId), body)
        : api.put<NoteSavedReply>(noteUrl(id), body),
    () => [memberNotesKey(memberId)],
  );
}

export function useDeleteNote(memberId: number) {
  return useWrite(
    (id: number) => api.delete<NoteDeletedReply>(noteUrl(id)),
    () => [memberNotesKey(memberId)],
  );
}
