import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  TAG_COLORS,
  type TagBody,
  type TagRow,
  type VipLevelBody,
  type VipLevelRow,
} from '@topup/contracts/api/member-groups.ts';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { useMemberGroups } from '../../shared/member-groups/use-member-groups.ts';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { CreateButton, PageHeader } from '../../shared/ui/page-header.tsx';
import { useDeleteTag, useDeleteVipLevel, useSaveTag, useSaveVipLevel } from './api.ts';

/**
 * One kind of group (tags or VIP levels) in a titled card with its create button. A whole
 * short list with no paging: an operator has a handful of each, so no search or export.
 */
function GroupCard<Row extends { id: number }>(props: {
  title: ReactNode;
  hint: ReactNode;
  create: ReactNode;
  columns: ListColumns<Row>;
  rows: Row[] | undefined;
  loading: boolean;
}) {
  return (
    <Card title={props.title} extra={props.create}>
      <Typography.Paragraph type="secondary">{props.hint}</Typography.Paragraph>
      <Table<Row>
        size="middle"
        rowKey="id"
        columns={props.columns}
        dataSource={props.rows ?? []}
        loading={props.loading}
        pagination={false}
      />
    </Card>
  );
}

/** Tags staff put on members, and VIP levels with the deposit rule the periodic job applies. */
export function MemberGroupsPage() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'members.groups');
  const groups = useMemberGroups();
  const run = useConfirmedAction();
  const saveTag = useSaveTag();
  const deleteTag = useDeleteTag();
  const saveLevel = useSaveVipLevel();
  const deleteLevel = useDeleteVipLevel();

  const tagEditor = useModalForm<TagRow | 'new', TagBody>({
    initialValues: (row) =>
      row === 'new' ? { name: '', color: 'blue' } : { name: row.name, color: row.color },
    confirmText: (_row, values) => t('member-groups.confirmSaveTag', { name: values.name }),
    call: (row, values) => saveTag.mutateAsync(row === 'new' ? values : { ...values, id: row.id }),
  });
  const levelEditor = useModalForm<VipLevelRow | 'new', VipLevelBody>({
    initialValues: (row) =>
      row === 'new'
        ? { name: '', rank: (groups.data?.vip_levels.length ?? 0) + 1, window_days: 30, min_deposit: '' }
        : { name: row.name, rank: row.rank, window_days: row.window_days, min_deposit: row.min_deposit },
    confirmText: (_row, values) => t('member-groups.confirmSaveLevel', { name: values.name }),
    call: (row, values) => saveLevel.mutateAsync(row === 'new' ? values : { ...values, id: row.id }),
  });

  const rowActions = <Row extends { id: number; name: string }>(
    edit: (row: Row) => void,
    remove: (row: Row) => void,
  ): ListColumns<Row> =>
    canManage
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, row: Row) => (
              <Flex gap={8}>
                <Button size="small" icon={<EditOutlined />} onClick={() => edit(row)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
                  {t('member-groups.delete')}
                </Button>
              </Flex>
            ),
          },
        ]
      : [];

  const tagColumns: ListColumns<TagRow> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      render: (name: string, row: TagRow) => <Tag color={row.color}>{name}</Tag>,
    },
    { key: 'member_count', dataIndex: 'member_count', title: t('member-groups.members') },
    ...rowActions<TagRow>(tagEditor.open, (row) =>
      run(t('member-groups.confirmDeleteTag', { name: row.name }), () => deleteTag.mutateAsync(row.id)),
    ),
  ];
  const levelColumns: ListColumns<VipLevelRow> = [
    { key: 'rank', dataIndex: 'rank', title: t('member-groups.rank'), width: 80 },
    { key: 'name', dataIndex: 'name', title: t('common.name') },
    {
      key: 'rule',
      title: t('member-groups.rule'),
      render: (_: unknown, row: VipLevelRow) =>
        t('member-groups.ruleText', { amount: row.min_deposit, days: row.window_days }),
    },
    { key: 'member_count', dataIndex: 'member_count', title: t('member-groups.members') },
    ...rowActions<VipLevelRow>(levelEditor.open, (row) =>
      run(t('member-groups.confirmDeleteLevel', { name: row.name }), () => deleteLevel.mutateAsync(row.id)),
    ),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('member-groups.title')} />
      <GroupCard<TagRow>
        title={t('member-groups.tagsTitle')}
        hint={t('member-groups.tagsHint')}
        create={
          canManage && (
            <CreateButton onClick={() => tagEditor.open('new')} label={t('member-groups.createTag')} />
          )
        }
        columns={tagColumns}
        rows={groups.data?.tags}
        loading={groups.isFetching}
      />
      <GroupCard<VipLevelRow>
        title={t('member-groups.levelsTitle')}
        hint={t('member-groups.levelsHint')}
        create={
          canManage && (
            <CreateButton onClick={() => levelEditor.open('new')} label={t('member-groups.createLevel')} />
          )
        }
        columns={levelColumns}
        rows={groups.data?.vip_levels}
        loading={groups.isFetching}
      />
      <FormModal<TagBody>
        state={tagEditor}
        name="tag"
        title={tagEditor.target === 'new' ? t('member-groups.createTag') : t('member-groups.editTag')}
      >
        <Form.Item
          name="name"
          label={t('common.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="color" label={t('member-groups.color')}>
          <Select
            options={TAG_COLORS.map((color) => ({
              value: color,
              label: <Tag color={color}>{t(`member-groups.colors.${color}`)}</Tag>,
            }))}
          />
        </Form.Item>
      </FormModal>
      <FormModal<VipLevelBody>
        state={levelEditor}
        name="level"
        title={levelEditor.target === 'new' ? t('member-groups.createLevel') : t('member-groups.editLevel')}
      >
        <Form.Item
          name="name"
          label={t('common.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="rank"
          label={t('member-groups.rank')}
          extra={t('member-groups.rankHint')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item
          name="min_deposit"
          label={t('member-groups.minDeposit')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="window_days"
          label={t('member-groups.windowDays')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <InputNumber min={1} max={366} precision={0} />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
