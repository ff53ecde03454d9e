import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ListColumns } from '../../shared/table/list-columns.ts';

/** Columns of a game-account table: game ID, balance from the provider and the account states. */
export function accountColumns(t: TFunction, withMember: boolean): ListColumns<MemberAccountView> {
  return [
    ...(withMember
      ? [
          {
            key: 'member_name',
            title: t('money.fields.member'),
            sorter: true,
            render: (_: unknown, r: MemberAccountView) => (
              <Link to={`/players/${r.member_id}`}>
                {r.member_name} ({r.member_phone})
              </Link>
            ),
          },
        ]
      : []),
    { key: 'product_name', dataIndex: 'product_name', title: t('money.fields.product'), sorter: withMember },
    { key: 'username', dataIndex: 'username', title: t('money.fields.gameId'), sorter: withMember },
    {
      key: 'balance',
      dataIndex: 'balance',
      title: t('money.fields.balance'),
      align: 'right',
      render: (b: string | null) => b ?? '—',
    },
    {
      key: 'states',
      title: t('common.status'),
      render: (_: unknown, r: MemberAccountView) => (
        <>
          <Tag color={r.status === 'active' ? 'green' : 'default'}>{t(`common.${r.status}`)}</Tag>
          <Tag color={r.enabled ? 'blue' : 'default'}>
            {t(r.enabled ? 'member-accounts.enabled' : 'member-accounts.disabled')}
          </Tag>
          {r.frozen && <Tag color="red">{t('member-accounts.frozen')}</Tag>}
          {r.locked && <Tag color="orange">{t('member-accounts.locked')}</Tag>}
          {!r.synced && <Tag color="gold">{t('member-accounts.notSynced')}</Tag>}
        </>
      ),
    },
  ];
}
