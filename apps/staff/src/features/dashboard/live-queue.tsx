import { SoundOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { App, Badge, Card, Flex, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { formatDateTime, formatSen } from '../../shared/format/format.ts';
import { beep } from '../../shared/sound/beep.ts';
import type { QueueItem } from './dashboard-types.ts';
import { useLiveQueue } from './use-live-queue.ts';

const SOUND_KEY = 'staff.soundAlert';
const FALLBACK_REFRESH_MS = 60_000;
const LIVE_BADGE = { connecting: 'processing', live: 'success', offline: 'warning' } as const;

function storedSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === '1';
  } catch {
    return false;
  }
}

/** Pending deposits and withdrawals, updated live, with an optional (remembered) sound alert. */
export function LiveQueue() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [sound, setSound] = useState(storedSound);
  const queue = useQuery({
    queryKey: ['staff', 'dashboard', 'queue'],
    queryFn: () => api.get<{ data: QueueItem[] }>('/api/staff/dashboard/queue').then((r) => r.data),
    refetchInterval: FALLBACK_REFRESH_MS,
  });

  const live = useLiveQueue((event: QueueEvent) => {
    if (sound) beep();
    notification.info({
      title: t('dashboard.newItem', { type: t(`dashboard.${event.kind}`), id: event.id }),
      placement: 'bottomRight',
      duration: 4,
    });
  });

  const toggleSound = (on: boolean) => {
    setSound(on);
    try {
      localStorage.setItem(SOUND_KEY, on ? '1' : '0');
    } catch {
      // Remembered for this page only.
    }
    if (on) beep();
  };

  return (
    <Card
      title={
        <Flex gap={12} align="center">
          {t('dashboard.queue')}
          <Badge status={LIVE_BADGE[live]} text={t(`dashboard.${live}`)} data-testid="live-state" />
        </Flex>
      }
      extra={
        <Flex gap={8} align="center">
          <SoundOutlined />
          <Typography.Text>{t('dashboard.soundAlert')}</Typography.Text>
          <Switch checked={sound} onChange={toggleSound} aria-label={t('dashboard.soundAlert')} />
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
        locale={{ emptyText: t('dashboard.empty') }}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('common.id'), width: 80 },
          {
            key: 'type',
            dataIndex: 'type',
            title: t('dashboard.type'),
            render: (type: QueueItem['type']) => (
              <Tag color={type === 'deposit' ? 'green' : 'red'}>{t(`dashboard.${type}`)}</Tag>
            ),
          },
          {
            key: 'member',
            title: t('dashboard.member'),
            render: (_: unknown, row) => `${row.member_name} (${row.member_phone})`,
          },
          {
            key: 'amount',
            dataIndex: 'amount_sen',
            title: t('dashboard.amount'),
            align: 'right',
            render: (sen: number) => `RM ${formatSen(sen)}`,
          },
          { key: 'claimed_by', dataIndex: 'claimed_by', title: t('dashboard.claimedBy') },
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
