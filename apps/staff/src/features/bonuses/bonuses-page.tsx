import { CalculatorOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { EMPTY, formatRMText, periodEnds } from '../../shared/format/format.ts';
import { dateTimeColumn, editColumns, statusColumn } from '../../shared/resource/columns.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { StackedCell } from '../../shared/table/stacked-cell.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { type BonusRow, bonusesList, bonusesResource } from './api.ts';
import { BonusAudienceCell } from './bonus-audience-fields.tsx';

/** Bonus list: type, frequency, amounts, rollover, window, status. */
export function BonusesPage() {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'bonuses.manage' });
  const canRun = hasPermission(useMe().data, 'bonuses.run');
  const columns: ListColumns<BonusRow> = [
    { key: 'position', dataIndex: 'position', title: '#', width: 60 },
    { key: 'name', dataIndex: 'name', title: t('common.name'), width: 160 },
    {
      key: 'type',
      title: `${t('bonuses.type')} / ${t('bonuses.frequency')}`,
      width: 140,
      render: (_: unknown, b) => (
        <StackedCell main={t(`bonuses.types.${b.type}`)} sub={t(`bonuses.frequencies.${b.frequency}`)} />
      ),
    },
    {
      key: 'value',
      title: `${t('bonuses.value')} / ${t('bonuses.fields.max_bonus')}`,
      width: 130,
      render: (_: unknown, b) =>
        Number(b.percentage) > 0 ? (
          <StackedCell
            main={`${b.percentage}%`}
            sub={b.max_bonus ? formatRMText(b.max_bonus) : t('bonuses.noCap')}
          />
        ) : (
          formatRMText(b.amount)
        ),
    },
    {
      key: 'deposit_range',
      title: t('bonuses.depositRange'),
      width: 130,
      render: (_: unknown, b) =>
        b.min_deposit || b.max_deposit
          ? `${b.min_deposit ? formatRMText(b.min_deposit) : EMPTY} – ${b.max_deposit ? formatRMText(b.max_deposit) : t('bonuses.noCap')}`
          : t('bonuses.anyAmount'),
    },
    { key: 'rollover', title: t('bonuses.rollover'), render: (_: unknown, b) => `x${b.rollover_multiplier}` },
    {
      key: 'audience',
      title: t('bonuses.audience.title'),
      render: (_: unknown, b) => <BonusAudienceCell bonus={b} />,
    },
    {
      key: 'window',
      title: t('bonuses.window'),
      render: (_: unknown, b) => {
        const { from, to } = periodEnds(b.start_at, b.end_at, t);
        return <StackedCell main={from} sub={`– ${to}`} />;
      },
    },
    { ...statusColumn<BonusRow>(t), sorter: false },
    {
      ...dateTimeColumn<BonusRow>('updated_at', t('common.lastUpdated')),
      sorter: false,
      defaultHidden: true,
    },
    ...editColumns<BonusRow>(t, canManage, { to: (row) => bonusesResource.editRoute(row.id) }),
  ];
  return (
    <ListPage
      title={t('bonuses.title')}
      actions={
        <>
          {canRun && (
            <Link to="/bonuses/run">
              <Button icon={<CalculatorOutlined />}>{t('bonuses.run.title')}</Button>
            </Link>
          )}
          {canManage && <CreateLink to={bonusesResource.createRoute} label={t('bonuses.create')} />}
        </>
      }
      source={bonusesList}
      columns={columns}
      dateRange={false}
    />
  );
}
