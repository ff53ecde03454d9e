import type { SourceBody, SourceView } from '@topup/contracts/api/sources.ts';
import { Form, Input, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY } from '../../shared/format/format.ts';
import { dateTimeColumn, editColumns } from '../../shared/resource/columns.tsx';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { CreateButton } from '../../shared/ui/page-header.tsx';
import { sourcesList, useSaveSource } from './api.ts';

/** Sources: where members come from; exactly one is the default. */
export function SourcesPage() {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'sources.manage' });
  const save = useSaveSource();
  const editor = useModalForm<SourceView | 'new', SourceBody>({
    initialValues: (row) =>
      row === 'new' ? { name: '', is_default: false } : { name: row.name, is_default: row.is_default },
    confirmText: (_row, values) => t('sources.confirmSave', { name: values.name }),
    call: (row, values) => save.mutateAsync(row === 'new' ? values : { ...values, id: row.id }),
  });

  const columns: ListColumns<SourceView> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    {
      key: 'is_default',
      dataIndex: 'is_default',
      title: t('sources.isDefault'),
      sorter: true,
      render: (value: boolean) => (value ? <Tag>{t('sources.default')}</Tag> : EMPTY),
    },
    { key: 'member_count', dataIndex: 'member_count', title: t('sources.members') },
    dateTimeColumn('created_at', t('common.createdAt')),
    ...editColumns<SourceView>(t, canManage, { onClick: editor.open }),
  ];

  return (
    <ListPage
      title={t('sources.title')}
      actions={canManage && <CreateButton onClick={() => editor.open('new')} label={t('sources.create')} />}
      source={sourcesList}
      columns={columns}
      dateRange={false}
    >
      <FormModal<SourceBody>
        state={editor}
        title={editor.target === 'new' ? t('sources.create') : t('sources.edit')}
      >
        <Form.Item
          name="name"
          label={t('common.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('sources.isDefault')}
          valuePropName="checked"
          extra={t('sources.defaultHint')}
        >
          <Switch />
        </Form.Item>
      </FormModal>
    </ListPage>
  );
}
