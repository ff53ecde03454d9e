import type { BannerView } from '@topup/contracts/api/content.ts';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '../../shared/gallery/thumbnail.tsx';
import { bannersList, bannersResource } from './api.ts';
import { ContentList } from './content-list.tsx';

/** Banners: the member home carousel. */
export function BannersPage() {
  const { t } = useTranslation();
  return (
    <ContentList<BannerView>
      resource={bannersResource}
      source={bannersList}
      title={t('content.banners.title')}
      createLabel={t('content.banners.create')}
      describe={(row) => row.name}
      columns={[
        {
          key: 'image',
          title: t('content.image'),
          render: (_: unknown, row) => <Thumbnail src={row.image.en} />,
        },
        { key: 'name', dataIndex: 'name', title: t('content.banners.name') },
      ]}
    />
  );
}
