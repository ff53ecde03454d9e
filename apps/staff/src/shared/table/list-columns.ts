import type { ColumnType } from 'antd/es/table';

/**
 * A table column whose `dataIndex` names a field of the row type, so renaming a field in a reply
 * schema (packages/contracts) breaks the type check of every column that shows it; antd's own
 * column type takes any string there.
 */
export type ListColumn<T> = Omit<ColumnType<T>, 'dataIndex' | 'hidden'> & {
  dataIndex?: keyof T & string;
  /** Left out until the operator shows it in the column-settings menu (keeps a list within 1440 px). */
  defaultHidden?: boolean;
};
export type ListColumns<T> = ListColumn<T>[];
