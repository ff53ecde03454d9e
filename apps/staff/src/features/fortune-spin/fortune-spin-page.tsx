import type { SpinHistoryRow } from '@topup/contracts/api/fortune-spin.ts';
import { Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeColumn, moneyColumn } from '../../shared/resource/columns.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ServerTable } from '../../shared/table/server-table.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { spinHistoryList } from './api.ts';
import { EarningCard } from './earning-card.tsx';
import { WheelCard } from './wheel-card.tsx';

/**
 * Fortune Spin: the wheel's 16 segments with their odds and the on/off flag, how
 * members earn spins, and every spin with its prize. Granting spins is on the member's page.
 */
export function FortuneSpinPage() {
  const { t } = useTranslation();
  const columns: ListColumns<SpinHistoryRow> = [
    { key: 'id', dataIndex: 'id', title: t('common.id'), sorter: true, width: 80 },
    {
      key: 'member',
      title: t('fortune-spin.member'),
      render: (_: unknown, r) => <Link to={`/members/${r.member_id}/edit`}>{r.member_name}</Link>,
    },
    { key: 'phone', dataIndex: 'phone', title: t('fortune-spin.phone') },
    { key: 'segment', dataIndex: 'segment', title: t('fortune-spin.segment') },
    { key: 'label', dataIndex: 'label', title: t('fortune-spin.label') },
    moneyColumn('prize', t('fortune-spin.prize'), { sorter: true }),
    { ...dateTimeColumn<SpinHistoryRow>('created_at', t('common.createdAt')), sorter: false },
  ];
  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('fortune-spin.title')} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <WheelCard />
        </Col>
        <Col xs={24} xl={10}>
          <EarningCard />
        </Col>
      </Row>
      <Card title={t('fortune-spin.history')}>
        <ServerTable source={spinHistoryList} columns={columns} />
      </Card>
    </Flex>
  );
}
