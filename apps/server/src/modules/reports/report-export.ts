import type { ReportPage, ReportRow } from '@topup/contracts/api/reports.ts';
import type { Locale } from '@topup/contracts/locales.ts';
import { fraudDetailText, REPORT_TEXTS } from '@topup/contracts/report-texts.ts';
import { REPORTS, type ReportKey } from '@topup/contracts/reports.ts';
import type { FastifyReply } from 'fastify';
import type { ExportColumn } from '../../platform/export-file.ts';
import { type ExportFormat, replyExport } from '../../platform/export-file.ts';

/**
 * The export of a report is what the page shows: the same columns with the operator's labels,
 * money in RM, times in the business time zone, tags translated, and the totals row last.
 */
export function replyReportExport(
  reply: FastifyReply,
  key: ReportKey,
  format: ExportFormat,
  locale: Locale,
  page: ReportPage,
) {
  const texts = REPORT_TEXTS[locale];
  const columns: ExportColumn<ReportRow>[] = REPORTS[key].columns.map((column, index) => ({
    header: texts.labels[column.key] ?? column.key,
    money: column.kind === 'money',
    time: column.kind === 'datetime',
    value: (row) => {
      if (row.__total && index === 0) return texts.labels.total ?? 'Total';
      const value = row[column.key];
      if (value === null || value === undefined) return null;
      if (column.kind === 'money') return Number(value);
      if (column.kind === 'datetime') return String(value);
      if (column.kind === 'tag') return texts.tags[String(value)] ?? String(value);
      if (key === 'fraud' && column.key === 'detail') return fraudDetailText(row, texts.tags);
      return value;
    },
  }));
  const totals: ReportRow = { ...page.totals, __total: 1 };
  return replyExport(reply, format, {
    filename: `report-${key}-${page.meta.from}-${page.meta.to}`,
    columns,
    rows: [...page.data, totals],
    timeZone: page.meta.time_zone,
  });
}
