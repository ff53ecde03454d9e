import type { NoteView } from '@topup/contracts/api/member-notes.ts';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../resource/use-confirmed-action.ts';
import { useDeleteNote } from './use-member-notes.ts';

/** Deletes a note once the operator confirms. */
export function useNoteDelete() {
  const { t } = useTranslation();
  const deleteNote = useDeleteNote();
  const run = useConfirmedAction();
  return (note: Pick<NoteView, 'id' | 'member_id'>) =>
    run(t('notes.confirmDelete'), () => deleteNote.mutateAsync(note));
}
