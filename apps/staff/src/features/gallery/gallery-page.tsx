import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { GalleryImageView } from '@topup/contracts/api/gallery.ts';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '../../shared/gallery/thumbnail.tsx';
import { useUploadImage } from '../../shared/gallery/use-upload-image.ts';
import { dateTimeColumn } from '../../shared/resource/columns.tsx';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { galleryList, useDeleteImage } from './api.ts';

/** Gallery: upload PNG/JPEG/WebP images; delete those nothing uses. */
export function GalleryPage() {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'gallery.manage' });
  const upload = useUploadImage();
  const run = useConfirmedAction();
  const deleteImage = useDeleteImage();
  const remove = (image: GalleryImageView) =>
    run(t('gallery.confirmDelete', { name: image.name }), async () => {
      await deleteImage.mutateAsync(image.id);
      return { message: t('gallery.deleted') };
    });
  const columns: ListColumns<GalleryImageView> = [
    { key: 'image', title: t('gallery.image'), render: (_: unknown, row) => <Thumbnail src={row.url} /> },
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true, width: 200 },
    {
      key: 'size',
      title: t('gallery.size'),
      render: (_: unknown, row) => `${row.width} × ${row.height}, ${Math.ceil(row.size_bytes / 1024)} KB`,
    },
    { key: 'url', dataIndex: 'url', title: t('gallery.address'), width: 220 },
    dateTimeColumn('created_at', t('common.createdAt')),
    ...(canManage
      ? [
          {
            key: 'delete',
            title: t('common.actions'),
            render: (_: unknown, row: GalleryImageView) => (
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
                {t('gallery.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <ListPage
      title={t('gallery.title')}
      actions={
        canManage && (
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            beforeUpload={async (file) => {
              await upload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />}>
              {t('gallery.upload')}
            </Button>
          </Upload>
        )
      }
      source={galleryList}
      columns={columns}
    />
  );
}
