import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { PER_PAGE_OPTIONS } from '@topup/contracts/list-page.ts';
import { Alert, DatePicker, Flex, Input, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, withQuery } from '../api/client.ts';
import type { ListSource } from '../api/list-source.ts';
import { EMPTY } from '../format/format.ts';
import { FRAUD_ROW } from '../ui/status-tag.tsx';
import { ColumnSettings, useHiddenColumns } from './column-settings.tsx';
import { DAY_FORMAT, datePresets } from './date-presets.ts';
import { TableTools } from './export-buttons.tsx';
import type { ListColumns } from './list-columns.ts';
import { listQuery, useListParams } from './use-list-params.ts';

export type ServerTableProps<T> = {
  /** The list as its feature's api.ts declares it (`listSource<Row>('/api/staff/...')`). */
  source: ListSource<T>;
  /** Columns with `sorter: true` sort on the server by their `key` (the API's sort name). */
  columns: ListColumns<T>;
  /** The row's key; its `id` unless told. */
  rowKey?: Extract<keyof T, string> | ((row: T) => string | number);
  /** The order the list opens in; the source's unless told. */
  defaultSort?: string;
  /** Controls placed before the search box (filters, a create button...). */
  toolbar?: ReactNode;
  search?: boolean;
  dateRange?: boolean;
  exportable?: boolean;
  expandable?: TableProps<T>['expandable'];
  /** Checkboxes on the rows (a bulk action on the selected ones). */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Data refreshes on its own this often (ms), e.g. for queues. */
  refetchInterval?: number;
  /** Row attributes (a keyboard-first queue marks the row it is on). */
  onRow?: TableProps<T>['onRow'];
  /** Told the rows shown whenever they change (a keyboard-first queue moves over them). */
  onRows?: (rows: T[]) => void;
  /** Where a click on a row goes (the record's page); clicks on the row's buttons and links stay theirs. */
  rowHref?: (row: T) => string;
  /** Rows marked fraud are tinted red. */
  isFraud?: (row: T) => boolean;
};

/** A click inside a control of the row (a button, a link, a checkbox) is that control's, not the row's. */
const isControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a, button, input, label, .ant-checkbox, .ant-select') !== null;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function sortOf(sorter: SorterResult<unknown> | SorterResult<unknown>[]): string | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return undefined;
  return `${one.order === 'descend' ? '-' : ''}${String(one.columnKey)}`;
}

/**
 * The one list of the back-office: server paging with 'Showing :first to :last of :total
 * entries', column sort, search, date range with the spec's presets and a CSV or XLSX export
 * of the current filter. Its state lives in the address (see useListParams).
 */
export function ServerTable<T extends object>(props: ServerTableProps<T>) {
  const { t } = useTranslation();
  const { params, update } = useListParams({ sort: props.defaultSort ?? props.source.sort });
  const query = listQuery(params);
  const [searchText, setSearchText] = useState(params.q ?? '');
  useEffect(() => setSearchText(params.q ?? ''), [params.q]);

  const { endpoint } = props.source;
  const result = useQuery({
    queryKey: [endpoint, query],
    queryFn: ({ signal }) => api.get<ListPage<T>>(endpoint, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: props.refetchInterval,
  });
  const meta = result.data?.meta;
  const onRows = props.onRows;
  useEffect(() => onRows?.(result.data?.data ?? []), [result.data, onRows]);

  const currentKey = params.sort?.replace(/^-/, '');
  const currentOrder = params.sort?.startsWith('-') ? 'descend' : 'ascend';
  const { hidden, setHidden } = useHiddenColumns(endpoint, props.columns);
  // The sorted column always shows, so the order of the rows can be seen; actions stay at the right edge.
  const columns = props.columns
    .filter((column) => column.key === currentKey || !hidden.includes(String(column.key)))
    .map(({ defaultHidden: _, ...column }) => ({
      ...column,
      // A plain field with no value shows the one empty mark, as rendered cells do.
      ...(column.render ? {} : { render: (value: unknown) => (isBlank(value) ? EMPTY : value) }),
      ...(column.sorter ? { sortOrder: column.key === currentKey ? currentOrder : null } : {}),
      ...(column.key === 'actions' ? { fixed: 'right' as const } : {}),
    })) as TableProps<T>['columns'];
  const navigate = useNavigate();
  const rowHref = props.rowHref;
  const onRow: TableProps<T>['onRow'] =
    rowHref || props.onRow
      ? (row, index) => {
          const own = props.onRow?.(row, index) ?? {};
          if (!rowHref) return own;
          return {
            ...own,
            style: { ...own.style, cursor: 'pointer' },
            onClick: (event) => {
              own.onClick?.(event);
              if (!isControl(event.target)) navigate(rowHref(row));
            },
          };
        }
      : undefined;

  const exportHref = (format: 'csv' | 'xlsx') =>
    withQuery(endpoint, { ...query, page: undefined, per_page: undefined, format });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" data-testid="list-toolbar">
        {props.toolbar}
        {props.dateRange !== false && (
          <DatePicker.RangePicker
            aria-label={t('common.dateRange')}
            presets={datePresets((key) => t(key)).map((p) => ({ label: p.label, value: p.value }))}
            value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : null}
            onChange={(range) =>
              update({ from: range?.[0]?.format(DAY_FORMAT), to: range?.[1]?.format(DAY_FORMAT) })
            }
          />
        )}
        {props.search !== false && (
          <Input.Search
            allowClear
            placeholder={t('common.search')}
            style={{ width: 240 }}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
          />
        )}
        <TableTools
          reload={() => void result.refetch()}
          exportHref={props.exportable === false ? undefined : exportHref}
          total={meta?.total}
        />
        <ColumnSettings columns={props.columns} hidden={hidden} onChange={setHidden} />
      </Flex>
      {result.error && <Alert type="error" showIcon title={result.error.message} />}
      <Table<T>
        size="middle"
        rowKey={props.rowKey ?? ('id' as Extract<keyof T, string>)}
        columns={columns}
        dataSource={result.data?.data ?? []}
        loading={result.isFetching}
        expandable={props.expandable}
        rowSelection={props.rowSelection}
        onRow={onRow}
        rowClassName={props.isFraud ? (row) => (props.isFraud?.(row) ? FRAUD_ROW : '') : undefined}
        scroll={{ x: 'max-content' }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') update({ sort: sortOf(sorter as SorterResult<unknown>) });
        }}
        pagination={{
          current: meta?.page ?? params.page,
          pageSize: meta?.per_page ?? params.per_page,
          total: meta?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PER_PAGE_OPTIONS.map(String),
          // A very long list's total is the database's estimate: "of about 1,000,000".
          showTotal: () =>
            t(meta?.estimated ? 'pagination.showingAbout' : 'pagination.showing', {
              first: meta?.first ?? 0,
              last: meta?.last ?? 0,
              total: meta?.total ?? 0,
            }),
          onChange: (page, perPage) =>
            update(perPage !== params.per_page ? { per_page: perPage, page: 1 } : { page }),
        }}
      />
    </Flex>
  );
}
