import type { GlanceGroup, GlancePeriod } from '@topup/contracts/api/member-glance.ts';
import { Card, Descriptions, Flex, Segmented, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRM, zoneLabel } from '../../shared/format/format.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { useMemberGlance } from './api.ts';
import { GLANCE_SERIES } from './member-glance-series.ts';

const MemberGlanceChart = lazy(async () => ({
  default: (await import('./member-glance-chart.tsx')).MemberGlanceChart,
}));

const GROUPS: GlanceGroup[] = ['day', 'week', 'month'];

/**
 * The member at a glance: deposits, withdrawals, bonus, game result and turnover per day, week
 * or month (business days in the business time zone), as a chart and a table, with the first
 * and last deposit and the lifetime totals.
 */
export function MemberGlanceCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<GlanceGroup>('day');
  const glance = useMemberGlance(memberId, group);
  const data = glance.data;
  const shown = data?.group ?? group;
  const label = (p: GlancePeriod) => (shown === 'month' ? p.start.slice(0, 7) : p.start);
  const columns: ListColumns<GlancePeriod> = [
    { key: 'start', title: t(`members.glance.period.${shown}`), render: (_, p) => label(p) },
    { dataIndex: 'deposit_count', title: t('members.glance.depositCount'), align: 'right' },
    ...GLANCE_SERIES.map((s) => ({
      dataIndex: s.key,
      title: t(s.label),
      align: 'right' as const,
      render: (sen: number) => formatRM(sen),
    })),
  ];
  return (
    <Card
      size="small"
      data-testid="member-glance"
      title={t('members.glance.title')}
      extra={
        <Segmented<GlanceGroup>
          size="small"
          aria-label={t('members.glance.groupBy')}
          value={group}
          onChange={setGroup}
          options={GROUPS.map((g) => ({ value: g, label: t(`members.glance.groups.${g}`) }))}
        />
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label={t('members.glance.firstDeposit')}>
              {formatDateTime(data.first_deposit_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.glance.lastDeposit')}>
              {formatDateTime(data.last_deposit_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.glance.lifetimeDeposits')}>
              {formatRM(data.lifetime.deposit_sen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.glance.lifetimeWithdrawals')}>
              {formatRM(data.lifetime.withdrawal_sen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.glance.lifetimeNet')}>
              <Typography.Text strong>{formatRM(data.lifetime.net_sen)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('members.glance.lifetimeGameResult')}>
              {formatRM(data.lifetime.game_result_sen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.glance.lifetimeTurnover')}>
              {formatRM(data.lifetime.turnover_sen)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">
            {t('members.glance.note', { zone: zoneLabel(data.time_zone) })}
          </Typography.Text>
          <Suspense fallback={<Skeleton active />}>
            <MemberGlanceChart periods={data.periods} label={label} />
          </Suspense>
          <Table<GlancePeriod>
            size="small"
            rowKey="start"
            loading={glance.isFetching}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            dataSource={[...data.periods].reverse()}
            columns={columns}
            scroll={{ x: true }}
          />
        </Flex>
      )}
    </Card>
  );
}
