import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { NoteView } from '@topup/contracts/api/member-notes.ts';
import { Alert, Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../api/use-me.ts';
import { EMPTY, formatDateTime } from '../format/format.ts';
import { NoteFormModal, useNoteForm } from './note-form.tsx';
import { mayChangeNote, useMemberNotes } from './use-member-notes.ts';
import { useNoteDelete } from './use-note-delete.ts';

/** Staff notes on a member: newest first, each write confirmed and logged. */
export function MemberNotesCard({ member }: { member: { id: number; name: string } }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const canView = hasPermission(me, 'members.view');
  const canWrite = hasPermission(me, 'notes.create');
  const notes = useMemberNotes(member.id, canView);
  const form = useNoteForm();
  const remove = useNoteDelete();
  if (!canView) return null;
  return (
    <Card
      size="small"
      data-testid="member-notes"
      title={t('notes.title')}
      extra={
        canWrite && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => form.open({ id: null, member, content: '' })}
          >
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
              mayChangeNote(me, note)
                ? [
                    <Button
                      key="edit"
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={t('notes.edit')}
                      onClick={() => form.open({ id: note.id, member, content: note.content })}
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
                author: note.created_by ?? EMPTY,
                time: formatDateTime(note.created_at),
                editor: note.updated_by ?? EMPTY,
                edited: formatDateTime(note.updated_at),
              })}
            />
          </List.Item>
        )}
      />
      <NoteFormModal state={form} />
    </Card>
  );
}
