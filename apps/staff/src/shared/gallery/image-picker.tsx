import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { GalleryImageView } from '@topup/contracts/api/gallery.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { Button, Card, Empty, Flex, Image, Input, Modal, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { GALLERY_URL } from '../api/endpoints.ts';
import { useUploadImage } from './use-upload-image.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The gallery in a dialog: pick an image, or upload one and pick it. */
function GalleryDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const upload = useUploadImage();
  const images = useQuery({
    queryKey: [GALLERY_URL, { q, per_page: 60 }],
    queryFn: () => api.get<ListPage<GalleryImageView>>(GALLERY_URL, { q, per_page: 60 }),
    enabled: open,
  });
  const pick = (url: string) => {
    onPick(url);
    onClose();
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={820} title={t('gallery.pickTitle')}>
      <Flex gap={8} style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('common.search')} onSearch={setQ} style={{ width: 240 }} />
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={async (file) => {
            const image = await upload(file);
            if (image) pick(image.url);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('gallery.upload')}</Button>
        </Upload>
      </Flex>
      {images.isPending ? (
        <Spin />
      ) : images.data?.data.length ? (
        <Flex wrap gap={12}>
          {images.data.data.map((image) => (
            <Card
              key={image.id}
              hoverable
              size="small"
              style={{ width: 180 }}
              onClick={() => pick(image.url)}
              cover={<img src={image.url} alt={image.name} style={{ height: 110, objectFit: 'contain' }} />}
            >
              <Typography.Text ellipsis>{image.name}</Typography.Text>
            </Card>
          ))}
        </Flex>
      ) : (
        <Empty description={t('gallery.empty')} />
      )}
    </Modal>
  );
}

/**
 * A form control holding an image address, chosen from the gallery (banners, promotions,
 * logo, modal images): a thumbnail and a "Choose from gallery" button.
 */
export function ImagePicker({
  value,
  onChange,
  id,
  clearable = false,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  /** The image is optional: a button takes it off. */
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={8} align="center" id={id}>
      {value ? (
        <Image
          src={value}
          alt={t('gallery.preview')}
          height={48}
          style={{ objectFit: 'contain', maxWidth: 120 }}
        />
      ) : (
        <PictureOutlined style={{ fontSize: 32, color: '#8c8c8c' }} aria-hidden />
      )}
      <Button onClick={() => setOpen(true)}>{t('gallery.choose')}</Button>
      {clearable && value && <Button onClick={() => onChange?.(null)}>{t('gallery.remove')}</Button>}
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
        {value}
      </Typography.Text>
      <GalleryDialog open={open} onClose={() => setOpen(false)} onPick={(url) => onChange?.(url)} />
    </Flex>
  );
}
