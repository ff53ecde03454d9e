import type { DashboardSummary } from '@topup/contracts/api/dashboard.ts';
import { Card, Col, DatePicker, Flex, Grid, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessToday, formatRM } from '../../shared/format/format.ts';
import { DAY_FORMAT, datePresets } from '../../shared/table/date-presets.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useDashboardChart, useDashboardSummary } from './api.ts';
import { GoLiveCard } from './go-live-card.tsx';
import { LiveQueue } from './live-queue.tsx';
import { OpenDiscrepanciesCard } from './open-discrepancies-card.tsx';

const DailyChart = lazy(async () => ({ default: (await import('./daily-chart.tsx')).DailyChart }));

/** What each card counts, as the list that shows those rows (today: the business day). */
function cardLinks(day: string) {
  const today = `from=${day}&to=${day}`;
  return {
    deposits: `/transactions?type=deposit&status=success,complete&${today}`,
    withdrawals: `/transactions?type=withdrawal&status=success,complete&${today}`,
    pending: '/pending-deposits',
    'new-members': `/members?${today}`,
    bonus: `/transactions?status=success,complete&${today}`,
  };
}

function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation();
  const money = (sen: number | undefined) => formatRM(sen ?? 0);
  const links = cardLinks(summary?.day ?? businessToday());
  const cards = [
    {
      key: 'deposits',
      title: t('dashboard.deposits'),
      value: money(summary?.deposits.amount_sen),
      note: t('dashboard.count', { count: summary?.deposits.count ?? 0 }),
    },
    {
      key: 'withdrawals',
      title: t('dashboard.withdrawals'),
      value: money(summary?.withdrawals.amount_sen),
      note: t('dashboard.count', { count: summary?.withdrawals.count ?? 0 }),
    },
    {
      key: 'pending',
      title: t('dashboard.pending'),
      value: String((summary?.pending.deposits ?? 0) + (summary?.pending.withdrawals ?? 0)),
      note: t('dashboard.pendingDetail', {
        deposits: summary?.pending.deposits ?? 0,
        withdrawals: summary?.pending.withdrawals ?? 0,
      }),
    },
    {
      key: 'new-members',
      title: t('dashboard.newMembers'),
      value: String(summary?.new_members ?? 0),
      note: '',
    },
    { key: 'bonus', title: t('dashboard.bonus'), value: money(summary?.bonus_sen), note: '' },
  ] as const;
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} flex="1 1 160px" data-testid={`card-${card.key}`}>
          <Link to={links[card.key]}>
            <Card size="small" loading={!summary} hoverable>
              <Statistic title={card.title} value={card.value} />
              <Typography.Text type="secondary">{card.note || '\u00a0'}</Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
      <OpenDiscrepanciesCard />
    </Row>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  // The last seven business days, today included (the browser's own date may be another day).
  const [range, setRange] = useState<[string, string]>(() => {
    const today = dayjs(businessToday());
    return [today.subtract(6, 'day').format(DAY_FORMAT), today.format(DAY_FORMAT)];
  });
  const summary = useDashboardSummary();
  const chart = useDashboardChart({ from: range[0], to: range[1] });

  const phone = Grid.useBreakpoint().sm === false;
  const rangePicker = (
    <DatePicker.RangePicker
      allowClear={false}
      value={[dayjs(range[0]), dayjs(range[1])]}
      presets={datePresets((key) => t(key)).map((p) => ({ label: p.label, value: p.value }))}
      maxDate={dayjs(businessToday()).endOf('day')}
      onChange={(value) => {
        if (value?.[0] && value[1]) setRange([value[0].format(DAY_FORMAT), value[1].format(DAY_FORMAT)]);
      }}
    />
  );
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={
          <>
            {t('dashboard.title')}{' '}
            {summary.data && (
              <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                {t('dashboard.today', { day: summary.data.day })}
              </Typography.Text>
            )}
          </>
        }
      />
      <SummaryCards summary={summary.data} />
      {/* The desk's work first: visible without scrolling at 1440x900, above the setup checklist. */}
      <LiveQueue />
      <GoLiveCard />
      <Card
        title={t('dashboard.chart')}
        // On a phone the picker takes the body's first line: beside the title it would push it out.
        extra={phone ? undefined : rangePicker}
      >
        {phone && <Flex style={{ marginBottom: 12 }}>{rangePicker}</Flex>}
        {chart.data ? (
          <Suspense fallback={<Skeleton active />}>
            <DailyChart points={chart.data} />
          </Suspense>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </Flex>
  );
}
