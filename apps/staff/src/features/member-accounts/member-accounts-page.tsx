import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { Flex, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AccountActions } from '../../shared/member-accounts/account-actions.tsx';
import { accountColumns } from '../../shared/member-accounts/account-columns.tsx';
import { useMoneyOptions } from '../../shared/pickers/money-options.tsx';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { memberAccountsList } from './api.ts';

/** Member Accounts: every game account with its provider balance and the account actions. */
export function MemberAccountsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams({ sort: '-id' });
  const products = useMoneyOptions().data?.products ?? [];
  const yesNo = (key: string, label: string, on: string, off: string) => (
    <Select
      aria-label={label}
      style={{ width: 160 }}
      value={params.filters[key] ?? ''}
      onChange={(value) => update({ [key]: value })}
      options={[
        { value: '', label: `${label}: ${t('common.all')}` },
        { value: '1', label: on },
        { value: '0', label: off },
      ]}
    />
  );
  const columns: ColumnsType<MemberAccountView> = [
    ...accountColumns(t, true),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: MemberAccountView) => <AccountActions row={row} />,
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('money.menu.memberAccounts')}
      </Typography.Title>
      <ServerTable<MemberAccountView>
        source={memberAccountsList}
        rowKey="id"
        defaultSort="-id"
        columns={columns}
        dateRange={false}
        toolbar={
          <>
            <Select
              aria-label={t('money.fields.product')}
              style={{ width: 180 }}
              value={params.filters.product_id ?? ''}
              onChange={(product_id) => update({ product_id })}
              options={[
                { value: '', label: `${t('money.fields.product')}: ${t('common.all')}` },
                ...products.map((p) => ({ value: String(p.value), label: p.label })),
              ]}
            />
            {yesNo('frozen', t('member-accounts.frozen'), t('common.yes'), t('common.no'))}
            {yesNo('enabled', t('member-accounts.enabled'), t('common.yes'), t('common.no'))}
            {yesNo('synced', t('member-accounts.synced'), t('common.yes'), t('common.no'))}
          </>
        }
      />
    </Flex>
  );
}
