import type { NoteBody, NoteView } from '@topup/contracts/api/member-notes.ts';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSelect } from '../pickers/member-select.tsx';
import { FormModal, useModalForm } from '../resource/use-modal-form.tsx';
import { useSaveNote } from './use-member-notes.ts';

type Member = { id: number; name: string };

/** The note to write: a new one (id null) on `member`, or on one picked in the form when null; or an existing one. */
export type NoteTarget = { id: number | null; member: Member | null; content: string };
type NoteValues = NoteBody & Partial<Pick<NoteView, 'member_id'>>;

/** Writes a new note or edits one, confirmed, from the member's card or the Notes screen. */
export function useNoteForm() {
  const { t } = useTranslation();
  const save = useSaveNote();
  const [picked, setPicked] = useState<Member | null>(null);
  const memberOf = (note: NoteTarget) => note.member ?? picked;
  const form = useModalForm<NoteTarget, NoteValues>({
    initialValues: (note) => ({ content: note.content }),
    confirmText: (note) =>
      note.id === null
        ? t('notes.confirmCreate', { name: memberOf(note)?.name ?? '' })
        : t('notes.confirmEdit'),
    call: (note, values) =>
      save.mutateAsync({ id: note.id, member_id: memberOf(note)?.id ?? 0, content: values.content }),
  });
  const open = (note: NoteTarget) => {
    setPicked(null);
    form.open(note);
  };
  return { ...form, open, pick: setPicked };
}

/** The dialog of useNoteForm: the member picker for a new note on no given member, and the note. */
export function NoteFormModal({ state }: { state: ReturnType<typeof useNoteForm> }) {
  const { t } = useTranslation();
  const note = state.target;
  const title =
    note?.id !== null && note !== null
      ? t('notes.editTitle')
      : note?.member
        ? t('notes.addTitle', { name: note.member.name })
        : t('notes.add');
  return (
    <FormModal name="member-note" state={state} title={title}>
      {note?.id === null && !note.member && (
        <Form.Item
          name="member_id"
          label={t('common.member')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <MemberSelect
            width={470}
            onChange={(_id, choice) => state.pick(choice ? { id: choice.value, name: choice.name } : null)}
          />
        </Form.Item>
      )}
      <Form.Item
        name="content"
        label={t('notes.content')}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </FormModal>
  );
}
