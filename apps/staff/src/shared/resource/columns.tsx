import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatRMOrEmpty } from '../format/format.ts';
import type { ListColumn } from '../table/list-columns.ts';
import { DateTimeCell } from '../table/stacked-cell.tsx';
import { StatusTag } from '../ui/status-tag.tsx';

/** The Active/Inactive column of a list (sortable by `status`). */
export function statusColumn<T extends { status: 'active' | 'inactive' }>(t: TFunction): ListColumn<T> {
  return {
    key: 'status',
    dataIndex: 'status' as const,
    title: t('common.status'),
    sorter: true,
    render: (status: 'active' | 'inactive') => <StatusTag tone="neutral">{t(`common.${status}`)}</StatusTag>,
  };
}

/**
 * A sortable date-time column, the date over the time; `key` is both the field and the API's
 * sort name. As wide as the time: a longer title wraps.
 */
export function dateTimeColumn<T>(key: keyof T & string, title: string): ListColumn<T> {
  return {
    key,
    dataIndex: key,
    title,
    sorter: true,
    width: 120,
    render: (value: string | null) => <DateTimeCell value={value} />,
  };
}

/** A money column: an amount the API sends as text, written "RM 1,234.00" and aligned right. */
export function moneyColumn<T>(
  key: keyof T & string,
  title: string,
  options: { sorter?: boolean } = {},
): ListColumn<T> {
  return { key, dataIndex: key, title, align: 'right', sorter: options.sorter, render: formatRMOrEmpty };
}

/** The "Edit" action column of a list, present only for operators who may change records. */
export function editColumns<T>(
  t: TFunction,
  canManage: boolean,
  edit: { to: (row: T) => string } | { onClick: (row: T) => void },
): ListColumn<T>[] {
  if (!canManage) return [];
  return [
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: T) => {
        const button = (
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={'onClick' in edit ? () => edit.onClick(row) : undefined}
          >
            {t('common.edit')}
          </Button>
        );
        return 'to' in edit ? <Link to={edit.to(row)}>{button}</Link> : button;
      },
    },
  ];
}
