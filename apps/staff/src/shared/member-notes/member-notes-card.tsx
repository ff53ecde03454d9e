import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { NoteBody, NoteView } from '@topup/contracts/api/member-notes.ts';
import { Alert, Button, Card, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../api/use-me.ts';
import { formatDateTime } from '../format/format.ts';
import { useConfirmedAction } from '../resource/use-confirmed-action.ts';
import { FormModal, useModalForm } from '../resource/use-modal-form.tsx';
import { useDeleteNote, useMemberNotes, useSaveNote } from './use-member-notes.ts';

/** The note being edited, or `null` content for a new one. */
type NoteTarget = { id: number | null; content: string };

/** Staff notes on a member: newest first, each write confirmed and logged. */
export function MemberNotesCard({ member }: { member: { id: number; name: string } }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const canView = hasPermission(me, 'members.view');
  const canManage = hasPermission(me, 'notes.manage');
  const notes = useMemberNotes(member.id, canView);
  const save = useSaveNote(member.id);
  const deleteNote = useDeleteNote(member.id);
  const form = useModalForm<NoteTarget, NoteBody>({
    initialValues: (note) => ({ content: note.content }),
    confirmText: (note) =>
      note.id === null ? t('notes.confirmCreate', { name: member.name }) : t('notes.confirmEdit'),
    call: (note, values) => save.mutateAsync({ ...values, id: note.id }),
  });
  const run = useConfirmedAction();
  const remove = (note: NoteView) => run(t('notes.confirmDelete'), () => deleteNote.mutateAsync(note.id));
  if (!canView) return null;
  return (
    <Card
      size="small"
      data-testid="member-notes"
      title={t('notes.title')}
      extra={
        canManage && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => form.open({ id: null, content: '' })}>
            {t('notes.add')}
          </Button>
        )
      }
    >
      {notes.error && <Alert type="error" showIcon title={notes.error.message} />}
      <List<NoteView>
        size="small"
        loading={notes.isPending}
        locale={{ emptyText: t('notes.none') }}
        dataSource={notes.data ?? []}
        renderItem={(note) => (
          <List.Item
            actions={
              canManage
                ? [
                    <Button
                      key="edit"
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={t('notes.edit')}
                      onClick={() => form.open(note)}
                    />,
                    <Button
                      key="delete"
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('notes.delete')}
                      onClick={() => remove(note)}
                    />,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {note.content}
                </Typography.Paragraph>
              }
              description={t(note.updated_at === note.created_at ? 'notes.byline' : 'notes.bylineEdited', {
                author: note.created_by ?? '-',
                time: formatDateTime(note.created_at),
                editor: note.updated_by ?? '-',
                edited: formatDateTime(note.updated_at),
              })}
            />
          </List.Item>
        )}
      />
      <FormModal
        name="member-note"
        state={form}
        title={form.target?.id ? t('notes.editTitle') : t('notes.addTitle', { name: member.name })}
      >
        <Form.Item
          name="content"
          label={t('notes.content')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
