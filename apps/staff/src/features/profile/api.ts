import type { ChangePasswordBody, SetPinBody } from '@topup/contracts/api/staff-auth.ts';
import { api } from '../../shared/api/client.ts';
import { ME_KEY } from '../../shared/api/use-me.ts';
import { useWrite } from '../../shared/api/use-write.ts';

const PASSWORD_URL = '/api/staff/profile/password';
const PIN_URL = '/api/staff/profile/pin';

export function useChangePassword() {
  return useWrite(
    (body: ChangePasswordBody) => api.post<{ status: true }>(PASSWORD_URL, body),
    () => [],
  );
}

/** Setting the PIN changes the signed-in operator's `has_pin`. */
export function useSetPin() {
  return useWrite(
    (body: SetPinBody) => api.post<{ status: true }>(PIN_URL, body),
    () => [ME_KEY],
  );
}
