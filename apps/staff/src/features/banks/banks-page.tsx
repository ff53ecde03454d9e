import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { BankView } from '@topup/contracts/api/banks.ts';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '../../shared/api/use-me.ts';
import { dateTimeColumn, moneyColumn } from '../../shared/resource/columns.tsx';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter, yesNoOptions } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { StackedCell } from '../../shared/table/stacked-cell.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { banksList, banksResource, useDeleteBank } from './api.ts';

const yes = (on: boolean, t: (k: string) => string) => <Tag>{t(on ? 'common.yes' : 'common.no')}</Tag>;

/** Bank list: the operator's bank accounts with their balance, display, receipt rule, default, created/updated by. */
export function BanksPage() {
  const { t } = useTranslation();
  const { me } = useResourceList();
  const run = useConfirmedAction();
  const deleteBank = useDeleteBank();
  const remove = (b: BankView) =>
    run(t('banks.confirmDelete', { name: b.bank_name }), () => deleteBank.mutateAsync(b.id));
  const columns: ListColumns<BankView> = [
    { key: 'position', dataIndex: 'position', title: '#', sorter: true },
    { key: 'bank_name', dataIndex: 'bank_name', title: t('banks.bankName'), sorter: true },
    {
      key: 'holder',
      dataIndex: 'holder',
      title: `${t('banks.holder')} / ${t('banks.accountNumber')}`,
      width: 180,
      sorter: true,
      render: (holder: string, b: BankView) => <StackedCell main={holder} sub={b.account_number} />,
    },
    { key: 'group_name', dataIndex: 'group_name', title: t('banks.group') },
    moneyColumn('balance', t('banks.balance')),
    {
      key: 'display',
      title: t('banks.display'),
      render: (_: unknown, b: BankView) => yes(b.display, t),
    },
    {
      key: 'receipt',
      title: t('banks.requireReceipt'),
      width: 90,
      render: (_: unknown, b: BankView) => yes(b.require_receipt, t),
    },
    {
      key: 'default',
      title: t('banks.isDefault'),
      render: (_: unknown, b: BankView) => yes(b.is_default, t),
    },
    { key: 'created_by', dataIndex: 'created_by', title: t('banks.createdBy') },
    { key: 'updated_by', dataIndex: 'updated_by', title: t('banks.updatedBy'), defaultHidden: true },
    { ...dateTimeColumn<BankView>('updated_at', t('common.lastUpdated')), defaultHidden: true },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, b: BankView) => (
        <Space size={4}>
          {hasPermission(me, 'banks.update') && (
            <Link to={banksResource.editRoute(b.id)}>
              <Button size="small" icon={<EditOutlined />}>
                {t('common.edit')}
              </Button>
            </Link>
          )}
          {hasPermission(me, 'banks.delete') && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(b)}>
              {t('banks.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      title={t('money.menu.banks')}
      actions={
        hasPermission(me, 'banks.create') && (
          <CreateLink to={banksResource.createRoute} label={t('banks.create')} />
        )
      }
      source={banksList}
      columns={columns}
      dateRange={false}
      toolbar={
        <ListFilter
          name="display"
          label={t('banks.display')}
          width={160}
          options={yesNoOptions(t('common.yes'), t('common.no'))}
        />
      }
    />
  );
}
