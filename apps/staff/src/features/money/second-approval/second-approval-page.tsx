import type { MoneyRow } from '@topup/contracts/api/money.ts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY } from '../../../shared/format/format.ts';
import type { ListColumns } from '../../../shared/table/list-columns.ts';
import { ListPage } from '../../../shared/table/list-page.tsx';
import { secondApprovalList } from '../api.ts';
import { moneyColumns } from '../transactions/money-columns.tsx';
import { TransactionActions } from '../transactions/transaction-actions.tsx';

const REFRESH_MS = 5000;
/** The money list's columns this queue shows (all wait, pending, unpaid): who, what, how much, why. */
const LEADING = ['id', 'requested_at', 'member_name', 'account', 'type', 'amount'];

/**
 * Awaiting second approval: adjustments, Quick Topups, inserted transactions and withdrawal
 * approvals above the first operator's limit. Nothing has moved yet; another operator whose own
 * limit covers the amount approves (the money moves then, once) or rejects with a reason.
 */
export function SecondApprovalPage() {
  const { t } = useTranslation();
  const money = moneyColumns(t);
  const columns: ListColumns<MoneyRow> = [
    ...money.filter((column) => LEADING.includes(String(column.key))),
    {
      key: 'first_approved_by_name',
      dataIndex: 'first_approved_by_name',
      title: t('money.secondApproval.firstApprovedBy'),
    },
    {
      key: 'approval_limit',
      dataIndex: 'approval_limit',
      title: t('money.secondApproval.limit'),
      render: (kind: MoneyRow['approval_limit']) => (kind ? t(`money.secondApproval.kinds.${kind}`) : EMPTY),
    },
    ...money.filter((column) => column.key === 'remark'),
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_: unknown, row: MoneyRow) => <TransactionActions row={row} compact />,
    },
  ];
  return (
    <ListPage
      title={t('money.secondApproval.title')}
      source={secondApprovalList}
      columns={columns}
      refetchInterval={REFRESH_MS}
      above={<Alert type="info" showIcon title={t('money.secondApproval.hint')} />}
    />
  );
}
