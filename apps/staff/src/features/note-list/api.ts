import { useQuery } from '@tanstack/react-query';
import type { NoteFilterOptions, NoteView } from '@topup/contracts/api/member-notes.ts';
import { api } from '../../shared/api/client.ts';
import { NOTES_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';

const NOTE_FILTERS_URL = `${NOTES_URL}/filters`;

/** Every note, newest first (writes go through shared/member-notes, which refreshes this list). */
export const noteList = listSource<NoteView>(NOTES_URL, '-created_at');

/** The author filter's choices: the operators who wrote a note. */
export function useNoteFilterOptions() {
  return useQuery({
    queryKey: [NOTES_URL, 'filters'],
    queryFn: () => api.get<NoteFilterOptions>(NOTE_FILTERS_URL),
  });
}
