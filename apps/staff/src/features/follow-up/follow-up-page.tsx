import { CheckOutlined } from '@ant-design/icons';
import type { FollowUpRow } from '@topup/contracts/api/follow-up.ts';
import { Button, Flex, Form, Input, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../shared/api/use-me.ts';
import { EMPTY } from '../../shared/format/format.ts';
import { dateTimeColumn } from '../../shared/resource/columns.tsx';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { keyedOptions, ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { DateTimeCell, StackedCell } from '../../shared/table/stacked-cell.tsx';
import { followUpsList, useSettleFollowUp } from './api.ts';

/** Follow Up: landing-page leads and flagged members; settle with a remark. */
export function FollowUpPage() {
  const { t } = useTranslation();
  const { me, params, update } = useResourceList();
  const canSettle = hasPermission(me, 'follow_up.settle');
  const status = params.filters.status ?? 'open';
  const settle = useSettleFollowUp();
  const settling = useModalForm<FollowUpRow, { remark: string }>({
    initialValues: () => ({ remark: '' }),
    confirmText: (row) => t('follow-up.confirmSettle', { name: row.name ?? '' }),
    call: async (row, values) => {
      await settle.mutateAsync({ id: row.id, ...values });
      return { message: t('follow-up.settled') };
    },
  });

  const columns: ListColumns<FollowUpRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('common.type'),
      width: 130,
      render: (kind: FollowUpRow['kind'], row: FollowUpRow) => (
        <Flex gap={4} wrap>
          <Tag>{t(`follow-up.kinds.${kind}`)}</Tag>
          {row.won !== null && <Tag>{row.won ? t('follow-up.won') : t('follow-up.lost')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      render: (name: string, r: FollowUpRow) => <StackedCell main={name} sub={r.phone} />,
    },
    {
      key: 'bank',
      title: t('members.bank'),
      render: (_: unknown, r: FollowUpRow) => <StackedCell main={r.bank ?? EMPTY} sub={r.account} />,
    },
    {
      key: 'reason',
      dataIndex: 'reason',
      width: 180,
      title: t('follow-up.reason'),
      render: (reason: string | null) =>
        (reason && t(`follow-up.reasons.${reason}`, { defaultValue: reason })) || EMPTY,
    },
    dateTimeColumn('created_at', t('common.createdAt')),
    {
      key: 'remark',
      dataIndex: 'remark',
      title: t('common.remark'),
      width: 140,
      render: (remark: string | null) => remark || EMPTY,
    },
    {
      key: 'settled_at',
      dataIndex: 'settled_at',
      title: t('follow-up.settledAt'),
      sorter: true,
      width: 120,
      render: (v: string | null, r: FollowUpRow) =>
        v ? <StackedCell main={<DateTimeCell value={v} />} sub={r.settled_by} /> : EMPTY,
    },
    ...(canSettle
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, row: FollowUpRow) =>
              row.status === 'open' && (
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  onClick={() => settling.open(row)}
                >
                  {t('follow-up.settle')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={t('follow-up.title')}
      source={followUpsList}
      columns={columns}
      // Open, settled or all as tabs over the list, as the queues show theirs: the toolbar keeps one row.
      above={
        <Tabs
          activeKey={status}
          onChange={(value) => update({ status: value === 'open' ? undefined : value })}
          items={[
            { key: 'open', label: t('follow-up.open') },
            { key: 'settled', label: t('follow-up.settledTab') },
            { key: 'all', label: t('common.all') },
          ]}
          style={{ marginBottom: -12 }}
        />
      }
      toolbar={
        <ListFilter
          name="kind"
          label={t('common.type')}
          width={170}
          options={keyedOptions(t, 'follow-up.kinds', ['lead', 'member'])}
        />
      }
    >
      <FormModal<{ remark: string }>
        state={settling}
        title={t('follow-up.settleTitle', { name: settling.target?.name ?? '' })}
        okText={t('follow-up.settle')}
      >
        <Form.Item
          name="remark"
          label={t('common.remark')}
          rules={[{ required: true, whitespace: true, message: t('follow-up.remarkRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </FormModal>
    </ListPage>
  );
}
