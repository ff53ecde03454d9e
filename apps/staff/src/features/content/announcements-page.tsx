import { useTranslation } from 'react-i18next';
import { announcementsResource } from './api.ts';
import { ContentList } from './content-list.tsx';
import type { AnnouncementRow } from './content-types.ts';

/** Announcements (spec §2): the member home ticker. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  return (
    <ContentList<AnnouncementRow>
      resource={announcementsResource}
      title={t('content.announcements.title')}
      createLabel={t('content.announcements.create')}
      describe={(row) => row.title}
      columns={[
        { key: 'title', dataIndex: 'title', title: t('content.announcements.name') },
        {
          key: 'content',
          title: t('content.announcements.content'),
          render: (_: unknown, row) => row.content.en,
        },
      ]}
    />
  );
}
