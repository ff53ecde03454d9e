import type { ReportRow } from '@topup/contracts/api/reports.ts';
import { fraudDetailText } from '@topup/contracts/report-texts.ts';
import { REPORTS, type ReportKey } from '@topup/contracts/reports.ts';
import { Flex, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EMPTY } from '../../shared/format/format.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { FraudActions, TimeoutCheck } from './report-actions.tsx';
import { reportCell } from './report-cells.tsx';

/** Cells that link to what is behind them (members, transactions). */
function linked(report: ReportKey, key: string, row: ReportRow, content: ReactNode): ReactNode {
  if (report === 'customer' && key === 'member')
    return <Link to={`/members/${row.member_id}/edit`}>{content}</Link>;
  if (report === 'timeout' && key === 'transaction_id')
    return <Link to={`/transactions/${row.transaction_id}`}>{content}</Link>;
  if (report === 'timeout' && key === 'member')
    return <Link to={`/members/${row.member_id}/edit`}>{content}</Link>;
  if (report === 'fraud' && key === 'members' && row.member_ids) {
    const names = String(row.members ?? '').split(', ');
    return (
      <Flex gap={6} wrap>
        {String(row.member_ids ?? '')
          .split(',')
          .filter(Boolean)
          .map((id, i) => (
            <Link key={id} to={`/members/${id}/edit`}>
              {names[i] ?? `#${id}`}
            </Link>
          ))}
      </Flex>
    );
  }
  if (report === 'fraud' && key === 'transactions' && row.transactions)
    return (
      <Flex gap={6} wrap>
        {String(row.transactions ?? '')
          .split(', ')
          .filter(Boolean)
          .map((id) => (
            <Link key={id} to={`/transactions/${id}`}>
              #{id}
            </Link>
          ))}
      </Flex>
    );
  return content;
}

/** Fraud cells that say more than their value: what duplicates share, who dismissed a signal and why. */
function fraudCell(key: string, row: ReportRow, content: ReactNode, t: TFunction, zone: string): ReactNode {
  if (key === 'detail' && row.signal === 'duplicate_member')
    return fraudDetailText(row, t('reports.tags', { returnObjects: true }) as Record<string, string>);
  if (key === 'dismissed' && row.dismissed === 'dismissed')
    return (
      <Flex vertical gap={2} align="start">
        {content}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('reports.fraud.dismissedBy', {
            by: row.dismissed_by ?? EMPTY,
            at: reportCell('datetime', row.dismissed_at, String, zone),
            remark: row.dismiss_remark ?? '',
          })}
        </Typography.Text>
      </Flex>
    );
  return content;
}

/**
 * The table columns of a report, from its definition in contracts: label, a tooltip with the
 * column's one-line definition (the same text as docs/reports.md), server sorting, and cells.
 */
export function reportColumns(
  report: ReportKey,
  t: TFunction,
  sort: string | undefined,
  zone: string,
): ListColumns<ReportRow> {
  const current = sort?.replace(/^-/, '');
  const order = sort?.startsWith('-') ? 'descend' : 'ascend';
  const columns: ListColumns<ReportRow> = REPORTS[report].columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    align: ['money', 'count', 'duration'].includes(column.kind) ? 'right' : 'left',
    title: (
      <Tooltip title={t(`reports.definitions.${report}.${column.key}`)}>
        <span style={{ textDecoration: 'underline dotted' }}>{t(`reports.labels.${column.key}`)}</span>
      </Tooltip>
    ),
    sorter: column.sortable !== false,
    sortOrder: column.sortable !== false && column.key === current ? order : null,
    render: (value: string | number | null, row: ReportRow) => {
      const cell = reportCell(column.kind, value, (tag) => t(`reports.tags.${tag}`), zone);
      return linked(
        report,
        column.key,
        row,
        report === 'fraud' ? fraudCell(column.key, row, cell, t, zone) : cell,
      );
    },
  }));
  // Wider than the page at 1440 px: the actions stay in view while the figures scroll.
  const actions = { key: 'actions', title: t('common.actions'), fixed: 'right' as const };
  if (report === 'fraud')
    columns.push({ ...actions, render: (_: unknown, row: ReportRow) => <FraudActions row={row} /> });
  if (report === 'timeout')
    columns.push({ ...actions, render: (_: unknown, row: ReportRow) => <TimeoutCheck row={row} /> });
  return columns;
}
