import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { NoteView } from '@topup/contracts/api/member-notes.ts';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { EMPTY, formatDateTime } from '../../shared/format/format.ts';
import { NoteFormModal, useNoteForm } from '../../shared/member-notes/note-form.tsx';
import { mayChangeNote } from '../../shared/member-notes/use-member-notes.ts';
import { useNoteDelete } from '../../shared/member-notes/use-note-delete.ts';
import { MemberSelect } from '../../shared/pickers/member-select.tsx';
import { dateTimeColumn } from '../../shared/resource/columns.tsx';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { noteList, useNoteFilterOptions } from './api.ts';

/** Notes: every staff note on a member, with its member, author and time; write, edit and delete. */
export function NoteListPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const { params, update } = useListParams();
  const authors = useNoteFilterOptions().data?.authors ?? [];
  const form = useNoteForm();
  const remove = useNoteDelete();
  const edit = (note: NoteView) =>
    form.open({ id: note.id, member: { id: note.member_id, name: note.member_name }, content: note.content });

  const columns: ListColumns<NoteView> = [
    dateTimeColumn<NoteView>('created_at', t('note-list.time')),
    {
      key: 'member_name',
      dataIndex: 'member_name',
      title: t('note-list.member'),
      render: (name: string, note) => <Link to={`/members/${note.member_id}/edit`}>{name}</Link>,
    },
    {
      key: 'content',
      dataIndex: 'content',
      title: t('note-list.note'),
      width: 460,
      render: (content: string) => (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{content}</Typography.Paragraph>
      ),
    },
    { key: 'created_by', dataIndex: 'created_by', title: t('note-list.author') },
    {
      key: 'updated_at',
      dataIndex: 'updated_at',
      title: t('note-list.edited'),
      sorter: true,
      render: (time: string, note) =>
        time === note.created_at
          ? EMPTY
          : t('note-list.editedBy', { editor: note.updated_by ?? EMPTY, time: formatDateTime(time) }),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 100,
      render: (_: unknown, note) =>
        mayChangeNote(me, note) && (
          <Flex gap={4}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('notes.edit')}
              onClick={() => edit(note)}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('notes.delete')}
              onClick={() => remove(note)}
            />
          </Flex>
        ),
    },
  ];

  return (
    <ListPage
      title={t('note-list.title')}
      actions={
        hasPermission(me, 'notes.create') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => form.open({ id: null, member: null, content: '' })}
          >
            {t('notes.add')}
          </Button>
        )
      }
      source={noteList}
      columns={columns}
      toolbar={
        <FiltersButton names={['member_id', 'author_id']}>
          <MemberSelect
            aria-label={t('note-list.member')}
            prefix={`${t('note-list.member')}:`}
            allowClear
            width={260}
            value={params.filters.member_id ? Number(params.filters.member_id) : undefined}
            onChange={(id) => update({ member_id: id })}
          />
          <ListFilter
            name="author_id"
            label={t('note-list.author')}
            width={200}
            searchable
            options={authors.map((a) => ({ value: String(a.id), label: a.name }))}
          />
        </FiltersButton>
      }
    >
      <NoteFormModal state={form} />
    </ListPage>
  );
}
