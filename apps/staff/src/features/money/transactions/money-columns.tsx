import type { MoneyRow } from '@topup/contracts/api/money.ts';
import { Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDateTime, formatRMText } from '../../../shared/format/format.ts';
import type { ListColumns } from '../../../shared/table/list-columns.ts';
import { StatusTag } from '../../../shared/ui/status-tag.tsx';
import { STATUS_TONES, VERIFICATION_TONES } from './status-tones.ts';

/** The columns every money list shows, in the order operators read them. */
export function moneyColumns(t: TFunction): ListColumns<MoneyRow> {
  return [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('common.id'),
      sorter: true,
      render: (id: number) => <Link to={`/transactions/${id}`}>#{id}</Link>,
    },
    {
      key: 'requested_at',
      dataIndex: 'requested_at',
      title: t('money.fields.requestedAt'),
      sorter: true,
      render: formatDateTime,
    },
    {
      key: 'member_name',
      title: t('money.fields.member'),
      render: (_: unknown, r: MoneyRow) => (
        <>
          <div>{r.member_name}</div>
          <Typography.Text type="secondary">{r.member_phone}</Typography.Text>
        </>
      ),
    },
    {
      key: 'account',
      title: t('money.fields.gameId'),
      render: (_: unknown, r: MoneyRow) => (
        <>
          <div>{r.product_name}</div>
          <Typography.Text type="secondary">{r.username}</Typography.Text>
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
        <>
          <StatusTag tone={STATUS_TONES[s]}>{t(`money.statuses.${s}`)}</StatusTag>
          {r.timeout && <StatusTag tone="attention">{t('money.flags.timeout')}</StatusTag>}
          {r.fraud && <StatusTag tone="failed">{t('money.flags.fraud')}</StatusTag>}
        </>
      ),
    },
    {
      key: 'verification',
      dataIndex: 'verification',
      title: t('money.fields.verification'),
      render: (v: MoneyRow['verification']) => (
        <StatusTag tone={VERIFICATION_TONES[v]}>{t(`money.verification.${v}`)}</StatusTag>
      ),
    },
    {
      key: 'bank',
      title: t('money.fields.bank'),
      render: (_: unknown, r: MoneyRow) => r.deposit_bank_name ?? r.withdraw_bank_name ?? '',
    },
    {
      key: 'scores',
      title: t('money.fields.score'),
      render: (_: unknown, r: MoneyRow) =>
        r.before_score === null ? '' : `${r.before_score} → ${r.after_score ?? ''}`,
    },
    {
      key: 'claimed',
      title: t('money.fields.claimedBy'),
      render: (_: unknown, r: MoneyRow) => r.claimed_by_name ?? '',
    },
    {
      key: 'receipt',
      title: t('money.fields.receipt'),
      render: (_: unknown, r: MoneyRow) =>
        r.receipt ? (
          <Typography.Link href={r.receipt} target="_blank" rel="noreferrer">
            {t('money.receipt.view')}
          </Typography.Link>
        ) : (
          ''
        ),
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
          ''
        ),
    },
  ];
}
