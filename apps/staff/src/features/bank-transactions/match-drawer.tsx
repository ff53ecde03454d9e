import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { formatDateTime, formatSen } from '../../shared/format/format.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import type { BankTransactionRow, MatchCandidate } from './bank-transaction-types.ts';

/**
 * Suggested deposits for one bank line (same amount or within the drift, near in time, best
 * first); confirming one verifies the deposit and claims the line.
 */
export function MatchDrawer({ line, onClose }: { line: BankTransactionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const suggestions = useQuery({
    queryKey: ['staff', 'bank-transactions', line?.id, 'suggestions'],
    queryFn: () =>
      api
        .get<{ data: MatchCandidate[] }>(`/api/staff/bank-transactions/${line?.id}/suggestions`)
        .then((r) => r.data),
    enabled: line !== null,
  });

  const match = (candidate: MatchCandidate) =>
    line &&
    confirm(
      t('ops.bankTx.confirmMatch', {
        id: candidate.transaction_id,
        member: candidate.member_name,
        amount: formatSen(candidate.amount_sen),
      }),
      async () => {
        try {
          const result = await api.post<{ data: { verification: string } }>(
            `/api/staff/bank-transactions/${line.id}/match`,
            { transaction_id: candidate.transaction_id },
          );
          success(
            t('ops.bankTx.matched', { verification: t(`ops.verification.${result.data.verification}`) }),
          );
          await queryClient.invalidateQueries({ queryKey: ['/api/staff/bank-transactions'] });
          onClose();
        } catch (error) {
          failure(error);
        }
      },
    );

  return (
    <Drawer
      open={line !== null}
      onClose={onClose}
      size="large"
      title={t('ops.bankTx.matchTitle')}
      destroyOnHidden
    >
      {line && (
        <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('ops.bankTx.date')}>
            {formatDateTime(line.transacted_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('ops.bankTx.deposit')}>{formatSen(line.deposit_sen)}</Descriptions.Item>
          <Descriptions.Item label={t('ops.bankTx.description')} span={2}>
            {line.description}
          </Descriptions.Item>
        </Descriptions>
      )}
      {suggestions.error && <Alert type="error" showIcon title={suggestions.error.message} />}
      <Table<MatchCandidate>
        size="small"
        rowKey="transaction_id"
        loading={suggestions.isFetching}
        dataSource={suggestions.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('ops.bankTx.noSuggestions')} /> }}
        columns={[
          { key: 'id', dataIndex: 'transaction_id', title: t('ops.bankTx.transaction') },
          {
            key: 'member',
            title: t('ops.common.member'),
            render: (_: unknown, c: MatchCandidate) => `${c.member_name} (${c.member_phone})`,
          },
          {
            key: 'amount',
            dataIndex: 'amount_sen',
            title: t('ops.common.amount'),
            align: 'right',
            render: (sen: number, c: MatchCandidate) => (
              <>
                {formatSen(sen)}
                {c.amount_difference_sen !== 0 && (
                  <Tag color="orange">{formatSen(c.amount_difference_sen)}</Tag>
                )}
              </>
            ),
          },
          {
            key: 'requested_at',
            dataIndex: 'requested_at',
            title: t('ops.common.time'),
            render: formatDateTime,
          },
          { key: 'apart', dataIndex: 'minutes_apart', title: t('ops.bankTx.minutesApart') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('common.status'),
            render: (s: string) => <Tag>{s}</Tag>,
          },
          {
            key: 'bank',
            dataIndex: 'same_bank',
            title: t('ops.bankTx.sameBank'),
            render: (same: boolean) => (same ? t('common.yes') : '-'),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, c: MatchCandidate) => (
              <Button size="small" type="primary" onClick={() => match(c)}>
                {t('ops.bankTx.match')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
