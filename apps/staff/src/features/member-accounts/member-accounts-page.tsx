import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { useTranslation } from 'react-i18next';
import { AccountActions } from '../../shared/member-accounts/account-actions.tsx';
import { accountColumns } from '../../shared/member-accounts/account-columns.tsx';
import { useMoneyOptions } from '../../shared/pickers/money-options.tsx';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter, yesNoOptions } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { memberAccountsList } from './api.ts';

/** Member Accounts: every game account with its provider balance and the account actions. */
export function MemberAccountsPage() {
  const { t } = useTranslation();
  const products = useMoneyOptions().data?.products ?? [];
  const yesNo = (name: string, label: string) => (
    <ListFilter
      name={name}
      label={label}
      width={160}
      options={yesNoOptions(t('common.yes'), t('common.no'))}
    />
  );
  const columns: ListColumns<MemberAccountView> = [
    ...accountColumns(t, true),
    {
      key: 'actions',
      title: t('common.actions'),
      // Two rows of buttons rather than a list wider than the window.
      width: 250,
      render: (_: unknown, row: MemberAccountView) => <AccountActions row={row} />,
    },
  ];
  return (
    <ListPage
      title={t('money.menu.memberAccounts')}
      description={t('screenAbout.memberAccounts')}
      source={memberAccountsList}
      columns={columns}
      dateRange={false}
      toolbar={
        <FiltersButton names={['product_id', 'frozen', 'enabled', 'synced']}>
          <ListFilter
            name="product_id"
            label={t('money.fields.product')}
            width={180}
            options={products.map((p) => ({ value: String(p.value), label: p.label }))}
          />
          {yesNo('frozen', t('member-accounts.frozen'))}
          {yesNo('enabled', t('member-accounts.enabled'))}
          {yesNo('synced', t('member-accounts.synced'))}
        </FiltersButton>
      }
    />
  );
}
