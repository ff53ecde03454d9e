import type { MoneyRow } from '@topup/contracts/api/money.ts';
import { Flex, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EMPTY, formatRMText, formatScoreChange } from '../../../shared/format/format.ts';
import { dateTimeColumn } from '../../../shared/resource/columns.tsx';
import type { ListColumns } from '../../../shared/table/list-columns.ts';
import { StackedCell } from '../../../shared/table/stacked-cell.tsx';
import { StatusTag } from '../../../shared/ui/status-tag.tsx';
import { STATUS_TONES, VERIFICATION_TONES } from './status-tones.ts';

/** The keys of the money columns, for a list to name the ones it hides until asked. */
export type MoneyColumnKey =
  | 'id'
  | 'requested_at'
  | 'member_name'
  | 'account'
  | 'type'
  | 'amount'
  | 'status'
  | 'bank'
  | 'claimed'
  | 'scores'
  | 'remark';

/** Names and game accounts wrap within this width, however long a member's name is. */
const TEXT_WIDTH = 150;

/**
 * The columns every money list shows, in the order operators read them. Related values share a
 * cell (member over phone, game over game ID, status over verification, bank over receipt, date
 * over time) so a list fits 1440 px; `hiddenByDefault` are left to the column-settings menu.
 */
export function moneyColumns(
  t: TFunction,
  hiddenByDefault: readonly MoneyColumnKey[] = [],
): ListColumns<MoneyRow> {
  const columns: ListColumns<MoneyRow> = [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('common.id'),
      sorter: true,
      render: (id: number) => <Link to={`/transactions/${id}`}>#{id}</Link>,
    },
    dateTimeColumn<MoneyRow>('requested_at', t('money.fields.requestedAt')),
    {
      key: 'member_name',
      title: t('money.fields.member'),
      width: TEXT_WIDTH,
      render: (_: unknown, r: MoneyRow) => <StackedCell main={r.member_name} sub={r.member_phone} />,
    },
    {
      key: 'account',
      title: t('money.fields.gameId'),
      width: TEXT_WIDTH,
      render: (_: unknown, r: MoneyRow) => (
        <>
          <StackedCell main={r.product_name ?? EMPTY} sub={r.username} />
          {r.to_username && (
            <div>
              → {r.to_product_name} <Typography.Text type="secondary">{r.to_username}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('money.fields.type'),
      render: (v: string) => t(`money.types.${v}`),
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('money.fields.amount'),
      sorter: true,
      align: 'right',
      render: (v: string, r: MoneyRow) => (
        <>
          <strong>{formatRMText(v)}</strong>
          {r.bonus !== '0.00' && <div>+{formatRMText(r.bonus)}</div>}
        </>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      render: (s: MoneyRow['status'], r: MoneyRow) => (
        <Flex vertical gap={4} align="start">
          <StatusTag tone={STATUS_TONES[s]}>{t(`money.statuses.${s}`)}</StatusTag>
          <Tooltip title={t('money.fields.verification')}>
            <StatusTag tone={VERIFICATION_TONES[r.verification]}>
              {t(`money.verification.${r.verification}`)}
            </StatusTag>
          </Tooltip>
          {r.timeout && <StatusTag tone="attention">{t('money.flags.timeout')}</StatusTag>}
          {r.fraud && <StatusTag tone="failed">{t('money.flags.fraud')}</StatusTag>}
        </Flex>
      ),
    },
    {
      key: 'bank',
      title: t('money.fields.bank'),
      width: 120,
      render: (_: unknown, r: MoneyRow) => (
        <StackedCell
          main={r.deposit_bank_name ?? r.withdraw_bank_name ?? EMPTY}
          sub={
            r.receipt && (
              <Typography.Link href={r.receipt} target="_blank" rel="noreferrer">
                {t('money.receipt.view')}
              </Typography.Link>
            )
          }
        />
      ),
    },
    {
      key: 'claimed',
      title: t('money.fields.claimedBy'),
      width: 110,
      render: (_: unknown, r: MoneyRow) => r.claimed_by_name ?? EMPTY,
    },
    {
      key: 'scores',
      title: t('money.fields.score'),
      render: (_: unknown, r: MoneyRow) => formatScoreChange(r.before_score, r.after_score),
    },
    {
      key: 'remark',
      title: t('money.fields.remark'),
      render: (_: unknown, r: MoneyRow) =>
        r.remark ? (
          <Tooltip title={r.remark}>
            <Typography.Text ellipsis style={{ maxWidth: 140 }}>
              {r.remark}
            </Typography.Text>
          </Tooltip>
        ) : (
          EMPTY
        ),
    },
  ];
  const hidden: readonly string[] = hiddenByDefault;
  return columns.map((column) =>
    hidden.includes(String(column.key)) ? { ...column, defaultHidden: true } : column,
  );
}
