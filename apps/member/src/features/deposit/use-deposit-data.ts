import type { PreDepositReply } from '@topup/contracts/member-api.ts';
import { useCallback, useEffect, useState } from 'react';
import { memberCalls } from '../../shared/api/member-calls.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { alertContactCustomerService } from '../../shared/links/open-external.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';

export type DepositData = Extract<PreDepositReply, { code: 200 }>['data'];

/**
 * Loads /api/pre_deposit: a failed pre-load alerts its message; payment gateway
 * '0' shows 'Please contact customer service!' whose OK returns to /.
 */
export function useDepositData(track: <T>(work: Promise<T>) => Promise<T>) {
  const [data, setData] = useState<DepositData | null>(null);
  const reload = useCallback(async (): Promise<DepositData | null> => {
    const token = sessionStore.get().token ?? '';
    const reply = await track(memberCalls.preDeposit(token));
    if (reply === false) {
      openAlert(t('common.requestFailed'));
      return null;
    }
    if (reply.code !== 200 || !('data' in reply)) {
      openAlert('message' in reply ? reply.message : t('common.requestFailed'));
      return null;
    }
    if (reply.data.payment_gateway === '0') {
      alertContactCustomerService();
      return null;
    }
    setData(reply.data);
    return reply.data;
  }, [track]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, reload };
}
