import type { telegramTestReplySchema } from '@topup/contracts/api/telegram-alerts.ts';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { useWrite } from '../../shared/api/use-write.ts';

export const TELEGRAM_SETTINGS_URL = '/api/staff/settings/telegram';

/** Sends the test message to every saved chat; the reply says what each chat answered. */
export function useSendTelegramTest() {
  return useWrite(
    () => api.post<z.input<typeof telegramTestReplySchema>>(`${TELEGRAM_SETTINGS_URL}/test`, {}),
    () => [],
  );
}
