import type { GameSession } from '@topup/contracts/api/game-sessions.ts';
import { Alert, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format.ts';
import { AccountSelect } from '../../shared/pickers/money-options.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useGameSessions } from './api.ts';

/**
 * Game Sessions: a game account's recent sessions as the provider reports them. The provider
 * answers with one short list per account, so the table is local (no search, sort or export).
 */
export function GameSessionsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const accountId = params.filters.member_account_id;
  const result = useGameSessions(accountId);
  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('money.menu.gameSessions')} />
      <Flex gap={8} align="center">
        <label htmlFor="game-sessions-account">{t('money.fields.gameId')}</label>
        <AccountSelect
          id="game-sessions-account"
          value={accountId ? Number(accountId) : undefined}
          onChange={(value) => update({ member_account_id: value })}
        />
      </Flex>
      {result.error && <Alert type="error" showIcon title={result.error.message} />}
      <Table<GameSession>
        size="middle"
        rowKey="id"
        loading={result.isFetching}
        dataSource={result.data ?? []}
        pagination={{
          pageSize: 20,
          showTotal: (total, range) => t('pagination.showing', { first: range[0], last: range[1], total }),
        }}
        columns={[
          {
            key: 'started',
            dataIndex: 'started_at',
            title: t('game-sessions.started'),
            render: formatDateTime,
          },
          { key: 'ended', dataIndex: 'ended_at', title: t('game-sessions.ended'), render: formatDateTime },
          { key: 'product', dataIndex: 'product_name', title: t('money.fields.product') },
          { key: 'username', dataIndex: 'username', title: t('money.fields.gameId') },
          { key: 'game', dataIndex: 'game', title: t('game-sessions.game') },
          { key: 'bet', dataIndex: 'bet', title: t('game-sessions.bet'), align: 'right' },
          { key: 'win', dataIndex: 'win', title: t('game-sessions.win'), align: 'right' },
        ]}
      />
    </Flex>
  );
}
