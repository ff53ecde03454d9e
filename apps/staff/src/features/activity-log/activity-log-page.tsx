import type { ActivityRow } from '@topup/contracts/api/activity-log.ts';
import { Col, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../shared/resource/columns.tsx';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { useListParams } from '../../shared/table/use-list-params.ts';
import { activityLogList, useActivityFilterOptions } from './api.ts';

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function ActivityLogPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const options = useActivityFilterOptions().data;

  const columns: ListColumns<ActivityRow> = [
    dateTimeColumn('created_at', t('activity-log.time')),
    {
      key: 'operator_name',
      dataIndex: 'operator_name',
      title: t('activity-log.operator'),
      render: (name: string | null, row) =>
        name ?? (row.member_id ? `${t('activity-log.member')} #${row.member_id}` : t('activity-log.system')),
    },
    { key: 'action', dataIndex: 'action', title: t('activity-log.action'), sorter: true },
    { key: 'target_type', dataIndex: 'target_type', title: t('activity-log.target'), sorter: true },
    { key: 'target_id', dataIndex: 'target_id', title: t('activity-log.targetId') },
    { key: 'ip', dataIndex: 'ip', title: t('activity-log.ip') },
  ];

  const select = (name: string, label: string, values: { value: string; label: string }[], width = 180) => (
    <ListFilter name={name} label={label} width={width} options={values} searchable />
  );

  return (
    <ListPage
      title={t('activity-log.title')}
      source={activityLogList}
      columns={columns}
      toolbar={
        <FiltersButton names={['operator_id', 'action', 'target_type', 'target_id']}>
          {select(
            'operator_id',
            t('activity-log.operator'),
            (options?.operators ?? []).map((o) => ({ value: String(o.id), label: o.name })),
          )}
          {select(
            'action',
            t('activity-log.action'),
            (options?.actions ?? []).map((a) => ({ value: a, label: a })),
            200,
          )}
          {select(
            'target_type',
            t('activity-log.target'),
            (options?.target_types ?? []).map((a) => ({ value: a, label: a })),
          )}
          <Input
            allowClear
            aria-label={t('activity-log.targetId')}
            placeholder={t('activity-log.targetId')}
            style={{ width: 140 }}
            defaultValue={params.filters.target_id}
            onPressEnter={(event) => update({ target_id: event.currentTarget.value.trim() })}
            onClear={() => update({ target_id: undefined })}
          />
        </FiltersButton>
      }
      expandable={{
        expandedRowRender: (row) => (
          <Row gutter={16}>
            <Col span={12}>
              <Typography.Text strong>{t('activity-log.before')}</Typography.Text>
              <Json value={row.before} />
            </Col>
            <Col span={12}>
              <Typography.Text strong>{t('activity-log.after')}</Typography.Text>
              <Json value={row.after} />
            </Col>
          </Row>
        ),
        rowExpandable: (row) => row.before !== null || row.after !== null,
      }}
    />
  );
}
