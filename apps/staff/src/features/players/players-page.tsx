import type { PlayerRow } from '@topup/contracts/staff-member-accounts.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY } from '../../shared/format/format.ts';
import { dateTimeColumn } from '../../shared/resource/columns.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { DateTimeCell } from '../../shared/table/stacked-cell.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { playersList, playersResource } from './api.ts';

/** Player list (the spec's name): each member with their game IDs per product; a row opens the member. */
export function PlayersPage() {
  const { t } = useTranslation();
  const columns: ListColumns<PlayerRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      render: (name: string, r: PlayerRow) => <Link to={playersResource.viewRoute(r.id)}>{name}</Link>,
    },
    { key: 'phone', dataIndex: 'phone', title: t('money.fields.phone'), sorter: true },
    {
      key: 'accounts',
      title: t('players.gameIds'),
      width: 300,
      render: (_: unknown, r: PlayerRow) =>
        r.accounts.length === 0
          ? EMPTY
          : r.accounts.map((a) => (
              <Tag key={a.id} color={a.frozen ? 'warning' : 'default'}>
                {a.product_name}: {a.username}
              </Tag>
            )),
    },
    {
      key: 'status',
      title: t('common.status'),
      render: (_: unknown, r: PlayerRow) => (
        <>
          {r.fraud && <StatusTag tone="failed">{t('money.flags.fraud')}</StatusTag>}
          <StatusTag tone="neutral">{t(`common.${r.status}`)}</StatusTag>
        </>
      ),
    },
    { key: 'deposit_count', dataIndex: 'deposit_count', title: t('players.depositCount') },
    {
      key: 'last_deposit_at',
      dataIndex: 'last_deposit_at',
      title: t('players.lastDeposit'),
      width: 120,
      render: (value: string | null) => <DateTimeCell value={value} />,
    },
    dateTimeColumn('registered_at', t('players.registeredAt')),
  ];
  return (
    <ListPage
      title={t('money.menu.players')}
      description={t('screenAbout.players')}
      source={playersList}
      columns={columns}
      rowHref={(row) => playersResource.viewRoute(row.id)}
      isFraud={(row) => row.fraud}
    />
  );
}
