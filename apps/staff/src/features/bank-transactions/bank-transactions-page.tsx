import { EditOutlined, LinkOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import type { BankTransactionRow } from '@topup/contracts/api/bank-transactions.ts';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { EMPTY, formatDateTime, formatRM } from '../../shared/format/format.ts';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { DateTimeCell, StackedCell } from '../../shared/table/stacked-cell.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { bankLabel, bankTransactionsList, useBankOptions, useUndoMatch } from './api.ts';
import { MatchDrawer } from './match-drawer.tsx';
import { MatchSettingsButton } from './match-settings-button.tsx';
import { matchedIds } from './matched-ids.ts';

/** Bank Transaction list: statement lines, filters, match to deposits and withdrawals. */
export function BankTransactionsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const { confirm, success, failure } = useFeedback();
  const banks = useBankOptions().data ?? [];
  const [matching, setMatching] = useState<BankTransactionRow | null>(null);
  const canMatch = hasPermission(me, 'bank_transactions.match');

  const undoMatch = useUndoMatch();
  const undo = (row: BankTransactionRow) =>
    confirm(t('bank-transactions.confirmUndo', { ids: matchedIds(row) }), async () => {
      try {
        await undoMatch.mutateAsync(row.id);
        success();
      } catch (error) {
        failure(error);
      }
    });

  const money = (sen: number) => (sen ? formatRM(sen) : EMPTY);
  const columns: ListColumns<BankTransactionRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 70 },
    {
      key: 'transacted_at',
      dataIndex: 'transacted_at',
      title: t('bank-transactions.date'),
      sorter: true,
      width: 120,
      render: (value: string, row: BankTransactionRow) =>
        row.has_time ? <DateTimeCell value={value} /> : formatDateTime(value).slice(0, 10),
    },
    {
      key: 'bank',
      title: t('bank-transactions.bank'),
      render: (_: unknown, r: BankTransactionRow) => (
        <StackedCell main={r.bank_name ?? EMPTY} sub={r.bank_account_number} />
      ),
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('bank-transactions.description'),
      sorter: true,
      width: 150,
    },
    {
      key: 'deposit_sen',
      dataIndex: 'deposit_sen',
      title: t('bank-transactions.deposit'),
      sorter: true,
      align: 'right',
      render: money,
    },
    {
      key: 'withdraw_sen',
      dataIndex: 'withdraw_sen',
      title: t('bank-transactions.withdraw'),
      width: 110,
      sorter: true,
      align: 'right',
      render: money,
    },
    {
      key: 'balance',
      dataIndex: 'balance_sen',
      title: t('bank-transactions.balance'),
      align: 'right',
      render: (sen: number | null) => (sen === null ? EMPTY : formatRM(sen)),
    },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('common.type'),
      render: (v: string) => t(`bank-transactions.types.${v}`),
    },
    {
      key: 'claimed',
      title: t('bank-transactions.claimed'),
      width: 110,
      render: (_: unknown, row: BankTransactionRow) => (
        <Flex gap={4} wrap>
          {row.claimed ? (
            <StatusTag tone="done">{t('bank-transactions.claimedYes')}</StatusTag>
          ) : (
            <Tag>{t('bank-transactions.unclaimed')}</Tag>
          )}
          {row.transaction_ids.map((id) => (
            <Tag key={id}>#{id}</Tag>
          ))}
          {row.extra_copy && <StatusTag tone="attention">{t('bank-transactions.extraCopy')}</StatusTag>}
        </Flex>
      ),
    },
    { key: 'receipt', dataIndex: 'receipt', title: t('bank-transactions.receipt'), defaultHidden: true },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 160,
      render: (_: unknown, row: BankTransactionRow) => (
        <Flex gap={4} wrap>
          {hasPermission(me, 'bank_transactions.update') && (
            <Link to={`/bank-transactions/${row.id}/edit`}>
              <Button size="small" icon={<EditOutlined />}>
                {t('common.edit')}
              </Button>
            </Link>
          )}
          {canMatch && !row.claimed && !row.extra_copy && (
            <Button size="small" type="primary" icon={<LinkOutlined />} onClick={() => setMatching(row)}>
              {t('bank-transactions.match')}
            </Button>
          )}
          {canMatch && row.transaction_ids.length > 0 && (
            <Button size="small" icon={<UndoOutlined />} onClick={() => undo(row)}>
              {t('bank-transactions.undo')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const filter = (name: string, label: string, options: { value: string; label: string }[], width = 150) => (
    <ListFilter name={name} label={label} width={width} options={options} />
  );

  return (
    <ListPage
      title={t('bank-transactions.title')}
      actions={
        <>
          {hasPermission(me, 'settings.manage') && <MatchSettingsButton />}
          {hasPermission(me, 'bank_transactions.import') && (
            <Link to="/bank-transactions/import">
              <Button icon={<UploadOutlined />}>{t('bank-transactions.statement.title')}</Button>
            </Link>
          )}
          {hasPermission(me, 'bank_transactions.create') && (
            <CreateLink to="/bank-transactions/create" label={t('bank-transactions.create')} />
          )}
        </>
      }
      source={bankTransactionsList}
      columns={columns}
      toolbar={
        <FiltersButton names={['bank_id', 'direction', 'type', 'claimed']}>
          {filter(
            'bank_id',
            t('bank-transactions.bank'),
            banks.map((b) => ({ value: String(b.id), label: bankLabel(b) })),
            260,
          )}
          {filter('direction', t('bank-transactions.direction'), [
            { value: 'deposit', label: t('bank-transactions.deposit') },
            { value: 'withdraw', label: t('bank-transactions.withdraw') },
          ])}
          {filter('type', t('common.type'), [
            { value: 'normal', label: t('bank-transactions.types.normal') },
            { value: 'expense', label: t('bank-transactions.types.expense') },
            { value: 'other', label: t('bank-transactions.types.other') },
          ])}
          {filter('claimed', t('bank-transactions.claimed'), [
            { value: '1', label: t('bank-transactions.claimedYes') },
            { value: '0', label: t('bank-transactions.unclaimed') },
          ])}
        </FiltersButton>
      }
    >
      <MatchDrawer line={matching} onClose={() => setMatching(null)} />
    </ListPage>
  );
}
