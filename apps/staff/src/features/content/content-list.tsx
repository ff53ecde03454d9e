import { DeleteOutlined } from '@ant-design/icons';
import type { OrderedContentRow } from '@topup/contracts/api/content.ts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListSource } from '../../shared/api/list-source.ts';
import { dateTimeColumn, editColumns } from '../../shared/resource/columns.tsx';
import type { Resource } from '../../shared/resource/resource.ts';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { CreateLink } from '../../shared/ui/page-header.tsx';
import { useDeleteContent } from './api.ts';

/**
 * The list of one kind of member-site content (banners, announcements, promotions): its own
 * columns, then order, shown/hidden, last change, edit and delete.
 */
export function ContentList<T extends OrderedContentRow>({
  resource,
  source,
  title,
  createLabel,
  columns,
  describe,
}: {
  resource: Resource;
  source: ListSource<T>;
  title: string;
  createLabel: string;
  columns: ListColumns<T>;
  /** How a row is named in the delete confirmation. */
  describe: (row: T) => string;
}) {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'content.manage' });
  const run = useConfirmedAction();
  const deleteContent = useDeleteContent(resource);
  const remove = (row: T) =>
    run(t('content.confirmDelete', { name: describe(row) }), async () => {
      await deleteContent.mutateAsync(row.id);
      return { message: t('content.deleted') };
    });
  const all: ListColumns<T> = [
    {
      key: 'position',
      dataIndex: 'position' as const,
      title: t('content.position'),
      sorter: true,
      width: 90,
    },
    ...columns,
    {
      key: 'active',
      dataIndex: 'active' as const,
      title: t('content.shown'),
      sorter: true,
      render: (active: boolean) => <Tag>{t(active ? 'content.shownYes' : 'content.shownNo')}</Tag>,
    },
    dateTimeColumn<T>('updated_at', t('common.lastUpdated')),
    ...editColumns<T>(t, canManage, { to: (row) => resource.editRoute(row.id) }),
    ...(canManage
      ? [
          {
            key: 'delete',
            title: '',
            render: (_: unknown, row: T) => (
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
                {t('content.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <ListPage<T>
      title={title}
      actions={canManage && <CreateLink to={resource.createRoute} label={createLabel} />}
      source={source}
      rowKey={(row) => row.id}
      columns={all}
      dateRange={false}
    />
  );
}
