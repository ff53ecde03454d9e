import type { ReportColumnKind } from '@topup/contracts/reports.ts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatSen } from '../../shared/format/format.ts';
import { businessDateTime } from './business-days.ts';

const TAG_COLORS: Record<string, string> = {
  open: 'orange',
  low: 'red',
  unreachable: 'volcano',
  ok: 'green',
  dismissed: 'default',
  credited: 'green',
  credited_by_reconciliation: 'green',
  failed: 'red',
  failed_by_reconciliation: 'red',
};

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m}m ${String(s).padStart(2, '0')}s` : `${s}s`;
}

/** How a report cell of a kind reads (money in RM, times in the business time zone, tags translated). */
export function reportCell(
  kind: ReportColumnKind,
  value: string | number | null | undefined,
  tag: (value: string) => string,
  zone: string,
): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return formatSen(Number(value));
    case 'count':
      return Number(value).toLocaleString('en-US');
    case 'duration':
      return duration(Number(value));
    case 'datetime':
      return businessDateTime(String(value), zone);
    case 'tag':
      return <Tag color={TAG_COLORS[String(value)] ?? 'blue'}>{tag(String(value))}</Tag>;
    case 'day':
    case 'text':
      return String(value);
    default: {
      const unknownKind: never = kind;
      return String(unknownKind);
    }
  }
}
