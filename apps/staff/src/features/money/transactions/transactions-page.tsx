import type { MoneyRow } from '@topup/contracts/api/money.ts';
import { Flex, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../shared/table/server-table.tsx';
import { useListParams } from '../../../shared/table/use-list-params.ts';
import { transactionsList } from '../api.ts';
import { moneyColumns } from './money-columns.tsx';
import { TransactionActions } from './transaction-actions.tsx';

const TYPES = ['deposit', 'withdrawal', 'transfer', 'adjustment', 'reward'] as const;
const STATUSES = ['pending', 'processing', 'success', 'failed', 'complete', 'voided'] as const;

/** Every money movement: type, status, verification, fraud, timeout, member search, date presets, CSV. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams({ sort: '-id' });
  const filter = (key: string, values: readonly string[], prefix: string, label: string) => (
    <Select
      aria-label={label}
      style={{ width: 170 }}
      value={params.filters[key] ?? ''}
      onChange={(value) => update({ [key]: value })}
      options={[
        { value: '', label: `${label}: ${t('common.all')}` },
        ...values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) })),
      ]}
    />
  );
  const columns: ColumnsType<MoneyRow> = [
    ...moneyColumns(t),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: MoneyRow) => <TransactionActions row={row} />,
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.transactions')}
      </Typography.Title>
      <ServerTable<MoneyRow>
        source={transactionsList}
        rowKey="id"
        defaultSort="-id"
        columns={columns}
        toolbar={
          <>
            {filter('type', TYPES, 'money.types', t('money.fields.type'))}
            {filter('status', STATUSES, 'money.statuses', t('common.status'))}
            {filter(
              'verification',
              ['progress', 'verified', 'fail'],
              'money.verification',
              t('money.fields.verification'),
            )}
            {filter('fraud', ['1', '0'], 'money.flagFilter.fraud', t('money.flags.fraud'))}
            {filter('timeout', ['1', '0'], 'money.flagFilter.timeout', t('money.flags.timeout'))}
          </>
        }
      />
    </Flex>
  );
}
