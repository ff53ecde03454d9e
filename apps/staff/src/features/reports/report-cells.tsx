import { labelledDateTime } from '@topup/contracts/display-format.ts';
import type { ReportColumnKind } from '@topup/contracts/reports.ts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY, formatRM } from '../../shared/format/format.ts';

// Solid tags with white text: antd's light preset tags (green text on pale green) read about
// 3:1 and fail WCAG AA; these read 5:1 or more.
const GREEN = '#15803d';
const RED = '#b91c1c';
const TAG_COLORS: Record<string, string> = {
  open: '#b45309',
  low: RED,
  unreachable: '#c2410c',
  ok: GREEN,
  dismissed: 'default',
  credited: GREEN,
  credited_by_reconciliation: GREEN,
  failed: RED,
  failed_by_reconciliation: RED,
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
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (kind) {
    case 'money':
      return formatRM(Number(value));
    case 'count':
      return Number(value).toLocaleString('en-US');
    case 'duration':
      return duration(Number(value));
    case 'datetime':
      return labelledDateTime(String(value), zone);
    case 'tag':
      return <Tag color={TAG_COLORS[String(value)] ?? '#1d4ed8'}>{tag(String(value))}</Tag>;
    case 'day':
    case 'text':
      return String(value);
    default: {
      const unknownKind: never = kind;
      return String(unknownKind);
    }
  }
}
