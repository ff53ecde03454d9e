import { AuditOutlined } from '@ant-design/icons';
import type { DiscrepancyRow } from '@topup/contracts/api/provider-audit.ts';
import { DISCREPANCY_KINDS, type ResolveAction } from '@topup/contracts/provider-audit.ts';
import { Alert, Button, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { moneyColumn } from '../../shared/resource/columns.tsx';
import { FiltersButton } from '../../shared/table/filters-button.tsx';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { keyedOptions, ListFilter } from '../../shared/table/list-filter.tsx';
import { ListPage } from '../../shared/table/list-page.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { discrepanciesList, useResolveDiscrepancy, useRunAudit } from './api.ts';
import { TimingsCard } from './timings-card.tsx';

// antd's orange and green tag text is below 4.5:1 on its own background (axe); darker shades.
const OPEN_TAG = { color: '#873800' };
const ACTION_KEYS: Record<ResolveAction, string> = {
  'settle-success': 'settleSuccess',
  'settle-failed': 'settleFailed',
  'write-off': 'writeOff',
};

/** The staff's answer to one discrepancy: confirm, with a remark (required to write off). */
function ResolveDialog(props: { row: DiscrepancyRow; action: ResolveAction; onClose: () => void }) {
  const { t } = useTranslation();
  const { success, failure } = useFeedback();
  const [remark, setRemark] = useState('');
  const resolve = useResolveDiscrepancy();
  const key = ACTION_KEYS[props.action];
  const needsRemark = props.action === 'write-off';
  const submit = () =>
    resolve.mutateAsync({ id: props.row.id, action: props.action, remark: remark.trim() }).then(() => {
      success();
      props.onClose();
    }, failure);
  return (
    <Modal
      open
      title={`${t(`provider-audit.actions.${key}`)} #${props.row.id}`}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: needsRemark && !remark.trim(), loading: resolve.isPending }}
      onOk={submit}
      onCancel={props.onClose}
    >
      <Typography.Paragraph>{t(`provider-audit.confirm.${key}`)}</Typography.Paragraph>
      <label htmlFor="discrepancy-remark">{t('provider-audit.remark')}</label>
      <Input.TextArea
        id="discrepancy-remark"
        rows={3}
        maxLength={500}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      {needsRemark && !remark.trim() && (
        <Typography.Text type="secondary">{t('provider-audit.remarkRequired')}</Typography.Text>
      )}
    </Modal>
  );
}

export function ProviderAuditPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const { confirm, success, failure } = useFeedback();
  const [resolving, setResolving] = useState<{ row: DiscrepancyRow; action: ResolveAction } | null>(null);
  const canResolve = hasPermission(me, 'transactions.resolve');
  const runAudit = useRunAudit();

  const run = () =>
    confirm(t('provider-audit.runConfirm'), () =>
      runAudit
        .mutateAsync()
        .then((report) => success(t('provider-audit.ran', { raised: report.raised })))
        .catch(failure),
    );

  const actionsOf = (row: DiscrepancyRow): ResolveAction[] =>
    row.status !== 'open'
      ? []
      : row.kind === 'unresolved_call'
        ? ['settle-success', 'settle-failed']
        : ['write-off'];

  const columns: ListColumns<DiscrepancyRow> = [
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('provider-audit.found'),
      sorter: true,
      render: formatDateTime,
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('provider-audit.kind'),
      sorter: true,
      render: (kind: string) => t(`provider-audit.kinds.${kind}`),
    },
    { key: 'kiosk', dataIndex: 'kiosk', title: t('provider-audit.kiosk') },
    { key: 'username', dataIndex: 'username', title: t('provider-audit.account'), width: 130 },
    { key: 'reference', dataIndex: 'reference', title: t('provider-audit.reference'), width: 120 },
    { key: 'transaction_id', dataIndex: 'transaction_id', title: t('provider-audit.transaction') },
    moneyColumn('amount', t('provider-audit.amount'), { sorter: true }),
    { key: 'suspense', dataIndex: 'suspense', title: t('provider-audit.suspense'), align: 'right' },
    {
      key: 'status',
      title: t('provider-audit.status'),
      render: (_: unknown, row) =>
        row.status === 'open' ? (
          <Tag color="warning" style={OPEN_TAG}>
            {t('provider-audit.open')}
          </Tag>
        ) : (
          <Space direction="vertical" size={0}>
            <StatusTag tone="done">{t(`provider-audit.resolutions.${row.resolution}`)}</StatusTag>
            {row.resolved_by && <Typography.Text type="secondary">{row.resolved_by}</Typography.Text>}
            {row.remark && <Typography.Text type="secondary">{row.remark}</Typography.Text>}
          </Space>
        ),
    },
    ...(canResolve
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, row: DiscrepancyRow) => (
              <Space wrap>
                {actionsOf(row).map((action) => (
                  <Button key={action} size="small" onClick={() => setResolving({ row, action })}>
                    {t(`provider-audit.actions.${ACTION_KEYS[action]}`)}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={t('provider-audit.title')}
      actions={
        <Button type="primary" icon={<AuditOutlined />} onClick={run}>
          {t('provider-audit.run')}
        </Button>
      }
      above={<Alert type="info" showIcon message={t('provider-audit.intro')} />}
      source={discrepanciesList}
      columns={columns}
      dateRange
      exportable
      toolbar={
        <FiltersButton names={['status', 'kind']}>
          <ListFilter
            name="status"
            label={t('provider-audit.status')}
            width={170}
            options={keyedOptions(t, 'provider-audit', ['open', 'resolved'])}
          />
          <ListFilter
            name="kind"
            label={t('provider-audit.kind')}
            width={260}
            options={keyedOptions(t, 'provider-audit.kinds', DISCREPANCY_KINDS)}
          />
        </FiltersButton>
      }
      expandable={{
        expandedRowRender: (row) => (
          <>
            <Typography.Text strong>{t('provider-audit.evidence')}</Typography.Text>
            <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(row.evidence, null, 2)}
            </pre>
          </>
        ),
      }}
    >
      {resolving && (
        <ResolveDialog row={resolving.row} action={resolving.action} onClose={() => setResolving(null)} />
      )}
      <TimingsCard />
    </ListPage>
  );
}
