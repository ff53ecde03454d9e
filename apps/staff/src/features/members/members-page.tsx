import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import type { MemberView } from '@topup/contracts/api/members.ts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '../../shared/api/use-me.ts';
import { EMPTY } from '../../shared/format/format.ts';
import { MemberGroupFilters, memberGroupColumns } from '../../shared/member-groups/member-group-columns.tsx';
import { dateTimeColumn } from '../../shared/resource/columns.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { StackedCell } from '../../shared/table/stacked-cell.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { StatusFilter } from '../../shared/ui/status-options.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { membersList, membersResource, useSourceOptions } from './api.ts';
import { BulkTagButton } from './bulk-tag-button.tsx';

/** Member list: paging, sort, search, registered date range, source/status/tag/level filters, bulk tagging. */
export function MembersPage() {
  const { t } = useTranslation();
  const { me } = useResourceList();
  const sources = useSourceOptions().data ?? [];
  const canTag = hasPermission(me, 'members.tag');
  const [selected, setSelected] = useState<number[]>([]);

  const columns: ListColumns<MemberView> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('members.nameAndPhone'),
      sorter: true,
      width: 160,
      render: (name: string, row: MemberView) => <StackedCell main={name} sub={row.phone} />,
    },
    { key: 'refer_code', dataIndex: 'refer_code', title: t('members.referCode'), defaultHidden: true },
    { key: 'upline', dataIndex: 'upline_name', title: t('members.upline'), defaultHidden: true },
    { key: 'source', dataIndex: 'source_name', title: t('members.source'), defaultHidden: true },
    {
      key: 'bank',
      title: t('members.bank'),
      width: 140,
      render: (_: unknown, row: MemberView) =>
        row.bank_account_number ? <StackedCell main={row.bank_name} sub={row.bank_account_number} /> : EMPTY,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      render: (status: MemberView['status'], row: MemberView) => (
        <Flex vertical gap={4} align="start">
          {row.fraud && <StatusTag tone="failed">{t('members.fraud')}</StatusTag>}
          <StatusTag tone="neutral">{t(`common.${status}`)}</StatusTag>
        </Flex>
      ),
    },
    ...memberGroupColumns<MemberView>(t),
    {
      key: 'deposit_count',
      dataIndex: 'deposit_count',
      title: t('members.depositCount'),
      sorter: true,
      align: 'right',
      // As wide as a count; the title wraps.
      width: 100,
    },
    dateTimeColumn('last_deposit_at', t('members.lastDeposit')),
    dateTimeColumn('registered_at', t('members.registeredAt')),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: MemberView) => (
        <Link to={membersResource.editRoute(row.id)}>
          <Button size="small" icon={<EditOutlined />}>
            {hasPermission(me, 'members.update') ? t('common.edit') : t('common.view')}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <ListPage
      title={t('members.title')}
      description={t('screenAbout.members')}
      actions={
        <>
          {canTag && <BulkTagButton memberIds={selected} onDone={() => setSelected([])} />}
          {hasPermission(me, 'members.import') && (
            <Link to={`${membersResource.route}/import`}>
              <Button icon={<UploadOutlined />}>{t('members.import.title')}</Button>
            </Link>
          )}
          {hasPermission(me, 'members.create') && (
            <CreateLink to={membersResource.createRoute} label={t('members.create')} />
          )}
        </>
      }
      source={membersList}
      columns={columns}
      rowHref={(row) => membersResource.editRoute(row.id)}
      isFraud={(row) => row.fraud}
      rowSelection={
        canTag
          ? {
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              // The header's select-all checkbox is copied into antd's hidden measure row, a
              // focusable control screen readers cannot reach; rows are picked one by one.
              hideSelectAll: true,
              onChange: (keys) => setSelected(keys.map(Number)),
            }
          : undefined
      }
      // Four filters, the date range, search and export do not fit one row at 1440 px side by side.
      toolbar={
        <FiltersButton names={['status', 'source_id', 'tag_id', 'vip_level_id']}>
          <StatusFilter />
          <ListFilter
            name="source_id"
            label={t('members.source')}
            width={180}
            options={sources.map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <MemberGroupFilters />
        </FiltersButton>
      }
    />
  );
}
