import type { AnnouncementView } from '@topup/contracts/api/content.ts';
import { useTranslation } from 'react-i18next';
import { announcementsList, announcementsResource } from './api.ts';
import { ContentList } from './content-list.tsx';

/** Announcements: the member home ticker. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <ContentList<AnnouncementView>
      resource={announcementsResource}
      source={announcementsList}
      title={t('content.announcements.title')}
      createLabel={t('content.announcements.create')}
      describe={(row) => row.title}
      columns={[
        { key: 'title', dataIndex: 'title', title: t('content.announcements.name') },
        {
          key: 'content',
          title: t('content.announcements.content'),
          width: 320,
          render: (_: unknown, row) => row.content.en,
        },
      ]}
    />
  );
}
