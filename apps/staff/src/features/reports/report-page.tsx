import type { ReportRow } from '@topup/contracts/api/reports.ts';
import { PER_PAGE_OPTIONS } from '@topup/contracts/list-page.ts';
import { REPORTS, type ReportKey } from '@topup/contracts/reports.ts';
import { Alert, Card, Empty, Flex, Skeleton, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT } from '../../shared/table/date-presets.ts';
import { TableTools } from '../../shared/table/export-buttons.tsx';
import { listQuery, useListParams } from '../../shared/table/use-list-params.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { reportExportHref, useReport, useReportOptions } from './api.ts';
import { businessNow } from './business-days.ts';
import { reportCell } from './report-cells.tsx';
import { reportColumns } from './report-columns.tsx';
import { ReportFilters } from './report-filters.tsx';

const ReportChart = lazy(async () => ({ default: (await import('./report-chart.tsx')).ReportChart }));

function sortOf(sorter: SorterResult<ReportRow> | SorterResult<ReportRow>[]): string | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return undefined;
  return `${one.order === 'descend' ? '-' : ''}${String(one.columnKey)}`;
}

/**
 * One report: date range (today by default, in the business time zone) and filters in the address, server
 * paging and sorting with the spec's pagination text, a totals row for the whole range, the
 * chart, and CSV/XLSX exports of exactly these columns and filters.
 */
export function ReportPage({ report }: { report: ReportKey }) {
  const { t } = useTranslation();
  const definition = REPORTS[report];
  const { params, update } = useListParams({ sort: definition.defaultSort });
  // Today and the presets are days of the business time zone, which comes with the options.
  const options = useReportOptions();
  const zone = options?.time_zone;
  const today = zone ? businessNow(zone).format(DAY_FORMAT) : '';
  const range = { from: params.from ?? today, to: params.to ?? params.from ?? today };
  const query = { ...listQuery(params), ...range };
  const result = useReport(report, query, zone !== undefined);
  const page = result.data;
  const shownZone = page?.meta.time_zone ?? zone ?? '';
  const columns = reportColumns(report, t, params.sort, shownZone);
  const totals = page?.totals ?? {};

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t(`reports.titles.${report}`)} />
      <Flex gap={8} wrap align="center">
        {options ? (
          <ReportFilters report={report} params={params} range={range} options={options} update={update} />
        ) : (
          <Skeleton.Input active />
        )}
        <TableTools
          reload={() => void result.refetch()}
          exportHref={(format) => reportExportHref(report, query, format)}
          total={page?.meta.total}
        />
      </Flex>
      {result.error && <Alert type="error" showIcon title={result.error.message} />}
      {definition.chart && (
        <Card size="small">
          {page ? (
            page.chart.length ? (
              <Suspense fallback={<Skeleton active />}>
                <ReportChart report={report} spec={definition.chart} rows={page.chart} />
              </Suspense>
            ) : (
              <Empty description={t('reports.empty')} />
            )
          ) : (
            <Skeleton active />
          )}
        </Card>
      )}
      <Table<ReportRow>
        size="middle"
        rowKey="row_key"
        columns={columns}
        dataSource={page?.data ?? []}
        loading={result.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('reports.empty')} /> }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') update({ sort: sortOf(sorter) });
        }}
        summary={() =>
          page?.data.length ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="report-totals">
                {columns.map((column, index) => {
                  const spec = definition.columns.find((c) => c.key === column.key);
                  const value = spec && column.key ? totals[String(column.key)] : undefined;
                  return (
                    <Table.Summary.Cell key={String(column.key)} index={index} align={column.align}>
                      {index === 0 ? (
                        <strong>{t('reports.total')}</strong>
                      ) : spec && value !== undefined ? (
                        <strong>
                          {reportCell(spec.kind, value, (tag) => t(`reports.tags.${tag}`), shownZone)}
                        </strong>
                      ) : null}
                    </Table.Summary.Cell>
                  );
                })}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
        pagination={{
          current: page?.meta.page ?? params.page,
          pageSize: page?.meta.per_page ?? params.per_page,
          total: page?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PER_PAGE_OPTIONS.map(String),
          showTotal: () =>
            t('pagination.showing', {
              first: page?.meta.first ?? 0,
              last: page?.meta.last ?? 0,
              total: page?.meta.total ?? 0,
            }),
          onChange: (next, perPage) =>
            update(perPage !== params.per_page ? { per_page: perPage, page: 1 } : { page: next }),
        }}
      />
    </Flex>
  );
}
