import type { SaveSystemMessageBody, SystemMessageRow } from '@topup/contracts/api/system-messages.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';

const SYSTEM_MESSAGES_URL = '/api/staff/system-messages';
export const systemMessagesList = listSource<SystemMessageRow>(SYSTEM_MESSAGES_URL);

export function useSaveSystemMessage() {
  return useWrite(
    ({ code, texts }: { code: string; texts: SaveSystemMessageBody }) =>
      api.put<{ message: string }>(`${SYSTEM_MESSAGES_URL}/${code}`, texts),
    () => [[SYSTEM_MESSAGES_URL]],
  );
}
