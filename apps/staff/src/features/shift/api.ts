import { useQuery } from '@tanstack/react-query';
import type { CloseShiftBody, ShiftState } from '@topup/contracts/api/shifts.ts';
import { api } from '../../shared/api/client.ts';
import { useWrite } from '../../shared/api/use-write.ts';

export const SHIFT_API = {
  current: '/api/staff/shifts/current',
  close: '/api/staff/shifts/close',
} as const;

/** The operator's current shift: its window, their work, what is unverified, the handover. */
export function useCurrentShift() {
  return useQuery({
    queryKey: [SHIFT_API.current],
    queryFn: () => api.get<{ data: ShiftState }>(SHIFT_API.current).then((r) => r.data),
  });
}

/** Closes the shift with a handover remark (the Shift report's "Handed over" reads it). */
export function useCloseShift() {
  return useWrite(
    (body: CloseShiftBody) => api.post<{ data: ShiftState }>(SHIFT_API.close, body),
    () => [[SHIFT_API.current]],
  );
}
