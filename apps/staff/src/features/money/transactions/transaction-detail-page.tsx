import type { TransactionDetail } from '@topup/contracts/api/money.ts';
import { Alert, Button, Card, Descriptions, Flex, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EMPTY, formatDateTime, formatRMOrEmpty, formatScoreChange } from '../../../shared/format/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { StatusTag } from '../../../shared/ui/status-tag.tsx';
import { useTransaction } from '../api.ts';
import { STATUS_TONES, VERIFICATION_TONES } from './status-tones.ts';
import { TransactionActions } from './transaction-actions.tsx';

/** An audit record's before or after: one "key: value" per line, wrapped in its cell. */
function Changes({ value }: { value: unknown }) {
  if (value === null || value === undefined) return EMPTY;
  const lines =
    typeof value === 'object'
      ? Object.entries(value).map(
          ([key, v]) => `${key}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
        )
      : [String(value)];
  return (
    <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{lines.join('\n')}</div>
  );
}

/** Transaction Detail: the record, its ledger entries, provider calls and activity history. */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const result = useTransaction(id);
  if (result.isPending) return <Spin />;
  if (result.error) return <Alert type="error" showIcon title={result.error.message} />;
  const d = result.data;
  const f = (key: string) => t(`money.fields.${key}`);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('money.detail.title', { id: d.id })}
        actions={
          <>
            <TransactionActions row={d} onDone={() => void result.refetch()} />
            <Link to="/transactions">
              <Button>{t('common.back')}</Button>
            </Link>
          </>
        }
      />
      <Card>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" bordered>
          <Descriptions.Item label={f('type')}>{t(`money.types.${d.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>
            <StatusTag tone={STATUS_TONES[d.status]}>{t(`money.statuses.${d.status}`)}</StatusTag>
            {d.timeout && <StatusTag tone="attention">{t('money.flags.timeout')}</StatusTag>}
            {d.fraud && <StatusTag tone="failed">{t('money.flags.fraud')}</StatusTag>}
          </Descriptions.Item>
          <Descriptions.Item label={f('verification')}>
            <StatusTag tone={VERIFICATION_TONES[d.verification]}>
              {t(`money.verification.${d.verification}`)}
            </StatusTag>
          </Descriptions.Item>
          <Descriptions.Item label={f('member')}>
            <Link to={`/players/${d.member_id}`}>{d.member_name}</Link> {d.member_phone}
          </Descriptions.Item>
          <Descriptions.Item label={f('gameId')}>
            {d.username ? `${d.product_name} · ${d.username}` : EMPTY}
            {d.to_username ? ` → ${d.to_product_name} · ${d.to_username}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={f('amount')}>{formatRMOrEmpty(d.amount)}</Descriptions.Item>
          <Descriptions.Item label={f('bonus')}>{formatRMOrEmpty(d.bonus)}</Descriptions.Item>
          <Descriptions.Item label={f('verifyAmount')}>{formatRMOrEmpty(d.verify_amount)}</Descriptions.Item>
          <Descriptions.Item label={f('score')}>
            {formatScoreChange(d.before_score, d.after_score)}
          </Descriptions.Item>
          <Descriptions.Item label={f('rollover')}>
            {formatRMOrEmpty(d.rollover)} {d.rollover_type ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={f('depositBank')}>{d.deposit_bank_name ?? EMPTY}</Descriptions.Item>
          <Descriptions.Item label={f('withdrawBank')}>{d.withdraw_bank_name ?? EMPTY}</Descriptions.Item>
          <Descriptions.Item label={f('requestedAt')}>{formatDateTime(d.requested_at)}</Descriptions.Item>
          <Descriptions.Item label={f('processedAt')}>{formatDateTime(d.processed_at)}</Descriptions.Item>
          <Descriptions.Item label={f('completedAt')}>{formatDateTime(d.completed_at)}</Descriptions.Item>
          <Descriptions.Item label={f('claimedBy')}>{d.claimed_by_name ?? EMPTY}</Descriptions.Item>
          <Descriptions.Item label={f('createdBy')}>{d.created_by_name ?? EMPTY}</Descriptions.Item>
          <Descriptions.Item label={f('receipt')}>
            {d.receipt ? (
              <Typography.Link href={d.receipt} target="_blank" rel="noreferrer">
                {t('money.receipt.view')}
              </Typography.Link>
            ) : (
              EMPTY
            )}
          </Descriptions.Item>
          <Descriptions.Item label={f('remark')} span={3}>
            {d.remark || d.failure_code
              ? `${d.remark ?? ''} ${d.failure_code ? `(${d.failure_code})` : ''}`.trim()
              : EMPTY}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('money.detail.ledger')} size="small">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.ledger_entries}
          columns={[
            { key: 'posting', dataIndex: 'posting_id', title: t('money.detail.posting') },
            { key: 'kind', dataIndex: 'kind', title: f('type') },
            { key: 'account', dataIndex: 'account', title: t('money.detail.account') },
            {
              key: 'amount',
              dataIndex: 'amount',
              title: f('amount'),
              align: 'right',
              render: formatRMOrEmpty,
            },
            { key: 'at', dataIndex: 'created_at', title: t('money.detail.time'), render: formatDateTime },
          ]}
        />
      </Card>
      <Card title={t('money.detail.providerCalls')} size="small">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.provider_calls}
          columns={[
            { key: 'reference', dataIndex: 'reference', title: t('money.detail.reference') },
            { key: 'purpose', dataIndex: 'purpose', title: t('money.detail.purpose') },
            { key: 'direction', dataIndex: 'direction', title: t('money.detail.direction') },
            {
              key: 'amount',
              dataIndex: 'amount',
              title: f('amount'),
              align: 'right',
              render: formatRMOrEmpty,
            },
            { key: 'status', dataIndex: 'status', title: t('common.status') },
            {
              key: 'error',
              dataIndex: 'error',
              title: t('money.detail.error'),
              render: (error: string | null) => error ?? EMPTY,
            },
            {
              key: 'balance',
              title: f('score'),
              render: (_: unknown, c: TransactionDetail['provider_calls'][number]) =>
                formatScoreChange(c.balance_before, c.balance_after),
            },
            { key: 'at', dataIndex: 'created_at', title: t('money.detail.time'), render: formatDateTime },
          ]}
        />
      </Card>
      <Card title={t('money.detail.history')} size="small">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.history}
          columns={[
            { key: 'at', dataIndex: 'created_at', title: t('money.detail.time'), render: formatDateTime },
            {
              key: 'operator',
              dataIndex: 'operator_name',
              title: t('money.detail.operator'),
              render: (v: string | null) => v ?? t('money.detail.system'),
            },
            { key: 'action', dataIndex: 'action', title: t('money.detail.action') },
            {
              key: 'before',
              dataIndex: 'before',
              title: t('money.detail.before'),
              width: '30%',
              render: (value: unknown) => <Changes value={value} />,
            },
            {
              key: 'after',
              dataIndex: 'after',
              title: t('money.detail.after'),
              width: '30%',
              render: (value: unknown) => <Changes value={value} />,
            },
            { key: 'ip', dataIndex: 'ip', title: 'IP', render: (ip: string | null) => ip ?? EMPTY },
          ]}
        />
      </Card>
    </Flex>
  );
}
