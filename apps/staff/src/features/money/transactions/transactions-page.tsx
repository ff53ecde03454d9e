import type { MoneyRow } from '@topup/contracts/api/money.ts';
import { useTranslation } from 'react-i18next';
import { FiltersButton } from '../../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../../shared/table/list-columns.ts';
import { keyedOptions, ListFilter } from '../../../shared/table/list-filter.tsx';
import { ListPage } from '../../../shared/table/list-page.tsx';
import { transactionsList } from '../api.ts';
import { moneyColumns } from './money-columns.tsx';
import { TransactionActions } from './transaction-actions.tsx';

const TYPES = ['deposit', 'withdrawal', 'transfer', 'adjustment', 'reward'] as const;
const STATUSES = ['pending', 'processing', 'success', 'failed', 'complete', 'voided'] as const;

/** Every money movement: type, status, verification, fraud, timeout, member search, date presets, CSV. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const filter = (name: string, values: readonly string[], prefix: string, label: string) => (
    <ListFilter name={name} label={label} width={170} options={keyedOptions(t, prefix, values)} />
  );
  const columns: ListColumns<MoneyRow> = [
    ...moneyColumns(t, ['claimed', 'scores', 'remark']),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: MoneyRow) => <TransactionActions row={row} compact />,
    },
  ];
  return (
    <ListPage
      title={t('money.menu.transactions')}
      source={transactionsList}
      columns={columns}
      rowHref={(row) => `/transactions/${row.id}`}
      isFraud={(row) => row.fraud}
      // Five filters, the date range, search and export do not fit one row at 1440 px side by side.
      toolbar={
        <FiltersButton names={['type', 'status', 'verification', 'fraud', 'timeout']}>
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
        </FiltersButton>
      }
    />
  );
}
