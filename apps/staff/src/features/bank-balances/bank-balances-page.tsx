import type { BankMovementView } from '@topup/contracts/api/bank-movements.ts';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { EMPTY } from '../../shared/format/format.ts';
import { dateTimeColumn, moneyColumn } from '../../shared/resource/columns.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { keyedOptions, ListFilter } from '../../shared/table/list-filter.tsx';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { movementsList } from './api.ts';
import { DailyBalanceCard } from './daily-balance-card.tsx';
import { useExpenseForm, useTransferForm } from './movement-forms.tsx';

/**
 * Bank Balances: each bank account's daily balance against its statement, and the transfers
 * between the operator's own accounts and the expenses paid out of them (recorded here).
 */
export function BankBalancesPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const transfer = useTransferForm();
  const expense = useExpenseForm();
  const columns: ListColumns<BankMovementView> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    dateTimeColumn('created_at', t('bank-balances.createdAt')),
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('bank-balances.kind'),
      render: (kind: BankMovementView['kind']) => (
        <StatusTag tone="neutral">{t(`bank-balances.kinds.${kind}`)}</StatusTag>
      ),
    },
    { key: 'from_bank', dataIndex: 'from_bank', title: t('bank-balances.from'), width: 140 },
    { key: 'to_bank', dataIndex: 'to_bank', title: t('bank-balances.to'), width: 140 },
    moneyColumn('amount', t('bank-balances.amount'), { sorter: true }),
    {
      key: 'category',
      dataIndex: 'category',
      title: t('bank-balances.category'),
      render: (category: BankMovementView['category']) =>
        category ? t(`bank-balances.categories.${category}`) : EMPTY,
    },
    { key: 'remark', dataIndex: 'remark', title: t('bank-balances.remark'), width: 200 },
    { key: 'created_by', dataIndex: 'created_by', title: t('bank-balances.createdBy') },
  ];
  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('bank-balances.menu')}
        actions={
          <>
            {hasPermission(me, 'bank_movements.transfer') && (
              <Button type="primary" onClick={() => transfer.open(true)}>
                {t('bank-balances.transfer')}
              </Button>
            )}
            {hasPermission(me, 'bank_movements.expense') && (
              <Button onClick={() => expense.open(true)}>{t('bank-balances.expense')}</Button>
            )}
          </>
        }
      />
      <DailyBalanceCard />
      <Card title={t('bank-balances.movements')} size="small">
        <ServerTable<BankMovementView>
          source={movementsList}
          columns={columns}
          toolbar={
            <ListFilter
              name="kind"
              label={t('bank-balances.kind')}
              options={keyedOptions(t, 'bank-balances.kinds', ['transfer', 'expense'])}
            />
          }
        />
      </Card>
      {transfer.modal}
      {expense.modal}
    </Flex>
  );
}
