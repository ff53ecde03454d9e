import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

type SourceRow = { id: number; name: string; is_default: boolean; member_count: number; created_at: string };
type Values = { name: string; is_default: boolean };

/** Sources (spec §2 Source create/edit): where members come from; exactly one is the default. */
export function SourcesPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const canManage = hasPermission(me, 'sources.manage');
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [editing, setEditing] = useState<SourceRow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();

  const open = (row: SourceRow | 'new') => {
    setEditing(row);
    form.setFieldsValue(
      row === 'new' ? { name: '', is_default: false } : { name: row.name, is_default: row.is_default },
    );
  };

  const save = (values: Values) =>
    confirm(t('ops.sources.confirmSave', { name: values.name }), async () => {
      try {
        if (editing === 'new') await api.post('/api/staff/sources', values);
        else if (editing) await api.put(`/api/staff/sources/${editing.id}`, values);
        await queryClient.invalidateQueries({ queryKey: ['/api/staff/sources'] });
        await queryClient.invalidateQueries({ queryKey: ['staff', 'sources'] });
        success();
        setEditing(null);
      } catch (error) {
        applyFieldErrors(form, error);
        failure(error);
      }
    });

  const columns: ColumnsType<SourceRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    {
      key: 'is_default',
      dataIndex: 'is_default',
      title: t('ops.sources.isDefault'),
      sorter: true,
      render: (value: boolean) => (value ? <Tag color="blue">{t('ops.sources.default')}</Tag> : ''),
    },
    { key: 'member_count', dataIndex: 'member_count', title: t('ops.sources.members') },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('common.createdAt'),
      sorter: true,
      render: formatDateTime,
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, row: SourceRow) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => open(row)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('ops.sources.title')}
        </Typography.Title>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('ops.sources.create')}
          </Button>
        )}
      </Flex>
      <ServerTable<SourceRow>
        endpoint="/api/staff/sources"
        rowKey="id"
        defaultSort="name"
        columns={columns}
        dateRange={false}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('ops.sources.create') : t('ops.sources.edit')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="name"
            label={t('common.name')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="is_default"
            label={t('ops.sources.isDefault')}
            valuePropName="checked"
            extra={t('ops.sources.defaultHint')}
          >
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
