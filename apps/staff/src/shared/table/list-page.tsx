import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header.tsx';
import { ServerTable, type ServerTableProps } from './server-table.tsx';

type ListPageProps<T> = ServerTableProps<T> & {
  title: ReactNode;
  /** One line under the title: what the list holds (PageHeader). */
  description?: ReactNode;
  /** The title row's actions (create, import...). */
  actions?: ReactNode;
  /** What stands between the title and the table (a notice, a hint). */
  above?: ReactNode;
  /** What the page opens over the list (dialogs, drawers). */
  children?: ReactNode;
};

/** The back-office list screen: title row, the server table with its toolbar, and its dialogs. */
export function ListPage<T extends object>({
  title,
  description,
  actions,
  above,
  children,
  ...table
}: ListPageProps<T>) {
  return (
    <Flex vertical gap={12}>
      <PageHeader title={title} description={description} actions={actions} />
      {above}
      <ServerTable<T> {...table} />
      {children}
    </Flex>
  );
}
