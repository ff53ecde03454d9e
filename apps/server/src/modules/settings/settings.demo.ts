import type { Db } from '../../platform/db/client.ts';
import { updateSiteSettings } from './settings.service.ts';

/** The footer a demo shop shows; a real site starts with none until staff fill it in. */
export async function seedSettingsDemo(db: Db) {
  await updateSiteSettings(db, {
    footer: {
      company: '© 2026 TopUp Enterprise Sdn. Bhd. (1234567-X)',
      terms: 'Members must be 18 or older. Deposits are credited to the game account named at top up.',
      support_hours: 'Daily 10:00-02:00 MYT',
    },
  });
}
