import type { BankTransactionRow, MatchCandidate } from '@topup/contracts/api/bank-transactions.ts';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY, formatDateTime, formatRM } from '../../shared/format/format.ts';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useConfirmMatch, useMatchSuggestions } from './api.ts';

/**
 * Suggested transactions for one bank line, best first: for a deposit line, deposits of its
 * amount (within the drift) or several smaller ones of its bank that together add up to it
 * (Multi Deposit); for a withdrawal line, the completed withdrawal it paid out. Confirming the
 * selection claims the line (and verifies the deposits).
 */
export function MatchDrawer({ line, onClose }: { line: BankTransactionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { confirm, success, failure } = useFeedback();
  const [selected, setSelected] = useState<MatchCandidate[]>([]);
  const suggestions = useMatchSuggestions(line?.id);
  const confirmMatch = useConfirmMatch();
  const lineAmount = line ? line.deposit_sen || line.withdraw_sen : 0;
  const isWithdrawal = (line?.withdraw_sen ?? 0) > 0;
  const selectedSen = selected.reduce((sum, c) => sum + c.amount_sen, 0);
  // Several deposits must add up to the line exactly; one may differ and is verified 'fail'.
  const totalsDisagree = selected.length > 1 && selectedSen !== lineAmount;

  const close = () => {
    setSelected([]);
    onClose();
  };
  const match = () =>
    line &&
    confirm(
      t('bank-transactions.confirmMatch', {
        count: selected.length,
        ids: selected.map((c) => `#${c.transaction_id}`).join(', '),
        amount: formatRM(selectedSen),
      }),
      async () => {
        try {
          const result = await confirmMatch.mutateAsync({
            lineId: line.id,
            transactionIds: selected.map((c) => c.transaction_id),
          });
          success(
            t('bank-transactions.matched', {
              verification: t(`common.verificationStates.${result.verification}`),
            }),
          );
          close();
        } catch (error) {
          failure(error);
        }
      },
    );

  return (
    <Drawer
      open={line !== null}
      onClose={close}
      size="large"
      title={t('bank-transactions.matchTitle')}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text data-testid="match-selected-total">
            {t('bank-transactions.selectedTotal', {
              selected: formatRM(selectedSen),
              line: formatRM(lineAmount),
            })}
          </Typography.Text>
          <Button type="primary" disabled={selected.length === 0 || totalsDisagree} onClick={match}>
            {t('bank-transactions.matchSelected')}
          </Button>
        </Flex>
      }
    >
      {line && (
        <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('bank-transactions.date')}>
            {formatDateTime(line.transacted_at)}
          </Descriptions.Item>
          <Descriptions.Item
            label={t(isWithdrawal ? 'bank-transactions.withdraw' : 'bank-transactions.deposit')}
          >
            {formatRM(lineAmount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('bank-transactions.description')} span={2}>
            {line.description}
          </Descriptions.Item>
        </Descriptions>
      )}
      {!isWithdrawal && (
        <Alert type="info" showIcon title={t('bank-transactions.multiHint')} style={{ marginBottom: 12 }} />
      )}
      {totalsDisagree && (
        <Alert
          type="warning"
          showIcon
          title={t('bank-transactions.totalsDisagree')}
          style={{ marginBottom: 12 }}
        />
      )}
      {suggestions.error && <Alert type="error" showIcon title={suggestions.error.message} />}
      <Table<MatchCandidate>
        size="small"
        rowKey="transaction_id"
        loading={suggestions.isFetching}
        dataSource={suggestions.data ?? []}
        pagination={false}
        rowSelection={{
          type: isWithdrawal ? 'radio' : 'checkbox',
          selectedRowKeys: selected.map((c) => c.transaction_id),
          onChange: (_keys, rows) => setSelected(rows),
          getCheckboxProps: (c) => ({
            'aria-label': t('bank-transactions.select', { id: c.transaction_id }),
          }),
        }}
        locale={{ emptyText: <Empty description={t('bank-transactions.noSuggestions')} /> }}
        columns={[
          { key: 'id', dataIndex: 'transaction_id', title: t('bank-transactions.transaction') },
          {
            key: 'member',
            title: t('common.member'),
            render: (_: unknown, c: MatchCandidate) => `${c.member_name} (${c.member_phone})`,
          },
          {
            key: 'amount',
            dataIndex: 'amount_sen',
            title: t('common.amount'),
            align: 'right',
            render: (sen: number, c: MatchCandidate) => (
              <>
                {formatRM(sen)}
                {c.amount_difference_sen !== 0 && (
                  <StatusTag tone="attention">{formatRM(c.amount_difference_sen)}</StatusTag>
                )}
              </>
            ),
          },
          {
            key: 'requested_at',
            dataIndex: 'requested_at',
            title: t('common.time'),
            render: formatDateTime,
          },
          { key: 'apart', dataIndex: 'minutes_apart', title: t('bank-transactions.minutesApart') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('common.status'),
            render: (s: string) => <Tag>{s}</Tag>,
          },
          {
            key: 'bank',
            dataIndex: 'same_bank',
            title: t('bank-transactions.sameBank'),
            render: (same: boolean) => (same ? t('common.yes') : EMPTY),
          },
        ]}
      />
    </Drawer>
  );
}
