import type { Permission } from '@topup/contracts/permissions.ts';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustmentForm } from '../features/money/adjustment/adjustment-page.tsx';
import { TransactionInsertForm } from '../features/money/insert/transaction-insert-page.tsx';
import { QuickTopupForm } from '../features/money/quick-topup/quick-topup-page.tsx';
import { TransferForm } from '../features/money/transfer/transfer-page.tsx';
import { type WorkstationActionsProps, WorkstationPage } from '../features/workstation/workstation-page.tsx';
import { hasPermission, useMe } from '../shared/api/use-me.ts';
import { AccountActions } from '../shared/member-accounts/account-actions.tsx';

type MoneyAction = { key: 'deposit' | 'withdraw' | 'transfer' | 'adjust'; permissions: Permission[] };

/** The money actions of the Workstation and what each needs (the server checks the same on its route). */
const MONEY_ACTIONS: MoneyAction[] = [
  { key: 'deposit', permissions: ['transactions.quick_topup', 'deposits.approve'] },
  { key: 'withdraw', permissions: ['withdrawals.create'] },
  { key: 'transfer', permissions: ['transactions.transfer'] },
  { key: 'adjust', permissions: ['transactions.adjustment'] },
];

/**
 * Perform action on the looked-up game account: the money screens' own forms (deposit
 * = Quick Topup, withdraw = Transaction Insert, Transfer, Adjustment) for this account, and the
 * account actions of Member Accounts. Shown with `workstation.action`; each action also needs its
 * own permission, which its one server route checks.
 */
function WorkstationActions({ account, member, onDone }: WorkstationActionsProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const [open, setOpen] = useState<MoneyAction['key'] | null>(null);
  if (!hasPermission(me, 'workstation.action')) return null;
  const done = () => {
    setOpen(null);
    onDone();
  };
  const forms: Record<MoneyAction['key'], ReactNode> = {
    deposit: <QuickTopupForm fixedAccountId={account.id} onDone={done} />,
    withdraw: <TransactionInsertForm fixedAccountId={account.id} fixedType="withdrawal" onDone={done} />,
    transfer: <TransferForm fixedAccountId={account.id} memberId={member.id} onDone={done} />,
    adjust: <AdjustmentForm fixedAccountId={account.id} onDone={done} />,
  };
  const label = `${account.product_name} ${account.username}`;
  return (
    <Card size="small" title={t('workstation.actions', { account: label })}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          {MONEY_ACTIONS.filter((a) => a.permissions.every((p) => hasPermission(me, p))).map((a) => (
            <Button key={a.key} onClick={() => setOpen(a.key)}>
              {t(`workstation.do.${a.key}`)}
            </Button>
          ))}
        </Flex>
        <AccountActions
          row={{
            ...account,
            member_id: member.id,
            member_name: member.name,
            member_phone: member.phone,
            created_at: '',
            updated_at: '',
            balance: null,
          }}
          hide={['delete', 'enable', 'disable', 'sync']}
          onDone={onDone}
        />
      </Flex>
      <Modal
        open={open !== null}
        title={open && t(`workstation.do.${open}`)}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{label}</Typography.Paragraph>
        {open && forms[open]}
      </Modal>
    </Card>
  );
}

/** The Workstation screen as the app composes it: the lookup page with the actions above. */
export function WorkstationScreen() {
  return <WorkstationPage actions={WorkstationActions} />;
}
