import type { PromotionView } from '@topup/contracts/api/content.ts';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../shared/format/format.ts';
import { Thumbnail } from '../../shared/gallery/thumbnail.tsx';
import { promotionsList, promotionsResource } from './api.ts';
import { ContentList } from './content-list.tsx';

/** Promotions: the member Promotions screen's cards. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <ContentList<PromotionView>
      resource={promotionsResource}
      source={promotionsList}
      title={t('content.promotions.title')}
      createLabel={t('content.promotions.create')}
      describe={(row) => row.name.en}
      columns={[
        {
          key: 'image',
          title: t('content.image'),
          render: (_: unknown, row) => <Thumbnail src={row.image.en} />,
        },
        { key: 'name', title: t('content.promotions.name'), render: (_: unknown, row) => row.name.en },
        {
          key: 'window',
          title: t('content.promotions.window'),
          render: (_: unknown, row) => formatPeriod(row.start_at, row.end_at, t),
        },
      ]}
    />
  );
}
