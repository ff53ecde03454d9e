import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { formatRMOrEmpty } from '../format/format.ts';
import { StatusTag } from '../ui/status-tag.tsx';

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
      render: formatRMOrEmpty,
    },
    {
      key: 'states',
      title: t('common.status'),
      render: (_: unknown, r: MemberAccountView) => (
        <>
          <StatusTag tone="neutral">{t(`common.${r.status}`)}</StatusTag>
          <Tag>{t(r.enabled ? 'member-accounts.enabled' : 'member-accounts.disabled')}</Tag>
          {r.frozen && <StatusTag tone="attention">{t('member-accounts.frozen')}</StatusTag>}
          {r.locked && <StatusTag tone="attention">{t('member-accounts.locked')}</StatusTag>}
          {!r.synced && <StatusTag tone="attention">{t('member-accounts.notSynced')}</StatusTag>}
        </>
      ),
    },
  ];
}
