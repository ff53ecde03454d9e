import type { QueueItem } from '@topup/contracts/api/dashboard.ts';
import { Badge, Card, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY, formatDateTime, formatRM } from '../../shared/format/format.ts';
import { useLiveDesk } from '../../shared/live/live-context.ts';
import { usePendingQueue } from './api.ts';

const QUEUE_PATH: Record<QueueItem['type'], string> = {
  deposit: 'pending-deposits',
  withdrawal: 'pending-withdrawals',
};
const LIVE_BADGE = { connecting: 'processing', live: 'success', offline: 'warning' } as const;

/**
 * Pending deposits and withdrawals, refreshed by the shell's live connection (which also plays
 * the operator's sound alert on any page).
 */
export function LiveQueue() {
  const { t } = useTranslation();
  const live = useLiveDesk().state;
  const queue = usePendingQueue();

  return (
    <Card
      title={
        <Flex gap={12} align="center">
          {t('dashboard.queue')}
          <Badge status={LIVE_BADGE[live]} text={t(`dashboard.${live}`)} data-testid="live-state" />
        </Flex>
      }
    >
      <Table<QueueItem>
        data-testid="live-queue"
        size="small"
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data ?? []}
        pagination={false}
        // A phone scrolls the table inside its card, not the page.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('dashboard.empty') }}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('common.id'), width: 80 },
          {
            key: 'type',
            dataIndex: 'type',
            title: t('dashboard.type'),
            render: (type: QueueItem['type']) => <Tag>{t(`dashboard.${type}`)}</Tag>,
          },
          {
            key: 'member',
            title: t('dashboard.member'),
            // To the queue the item waits in, searched for the member: where it is acted on.
            render: (_: unknown, row) => (
              <Link to={`/${QUEUE_PATH[row.type]}?q=${encodeURIComponent(row.member_phone)}`}>
                {`${row.member_name} (${row.member_phone})`}
              </Link>
            ),
          },
          {
            key: 'amount',
            dataIndex: 'amount_sen',
            title: t('dashboard.amount'),
            align: 'right',
            render: formatRM,
          },
          {
            key: 'claimed_by',
            dataIndex: 'claimed_by',
            title: t('dashboard.claimedBy'),
            render: (name: string | null) => name ?? EMPTY,
          },
          {
            key: 'requested_at',
            dataIndex: 'requested_at',
            title: t('dashboard.requestedAt'),
            render: formatDateTime,
          },
        ]}
      />
    </Card>
  );
}
