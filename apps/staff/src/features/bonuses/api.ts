import { useQuery } from '@tanstack/react-query';
import type { BonusRow } from '@topup/contracts/api/bonuses.ts';
import type { RolloverSettings } from '@topup/contracts/api/rollover.ts';
import type { BonusRunOptions, BonusRunPlanJson, BonusRunQuery } from '@topup/contracts/bonus-runs.ts';
import { api, newIdempotencyKey } from '../../shared/api/client.ts';
import { ROLLOVER_SETTINGS_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export type { BonusRow } from '@topup/contracts/api/bonuses.ts';
export { BONUS_FREQUENCIES, BONUS_TYPES } from '@topup/contracts/api/bonuses.ts';
export type {
  BonusRunLineJson as BonusRunLine,
  BonusRunOptions,
  BonusRunPlanJson as BonusRunPlan,
  RunnableBonusJson as RunnableBonus,
} from '@topup/contracts/bonus-runs.ts';

export const bonusesResource = defineResource('/api/staff/bonuses', '/bonuses');
export const bonusesList = listSource<BonusRow>(bonusesResource.endpoint);

const BONUS_RUN_API = {
  options: '/api/staff/bonus-runs/options',
  preview: '/api/staff/bonus-runs/preview',
  pay: '/api/staff/bonus-runs',
} as const;

/** Rollover Settings, whose defaults a new bonus starts with. */
export function useRolloverDefaults(enabled: boolean) {
  return useQuery({
    queryKey: [ROLLOVER_SETTINGS_URL],
    queryFn: () => api.get<{ data: RolloverSettings }>(ROLLOVER_SETTINGS_URL).then((r) => r.data),
    enabled,
  });
}

/** The bonuses that can be run and the business day today. */
export function useBonusRunOptions() {
  return useQuery({
    queryKey: [BONUS_RUN_API.options],
    queryFn: () => api.get<{ data: BonusRunOptions }>(BONUS_RUN_API.options).then((r) => r.data),
  });
}

/** What a run of one bonus over a period would pay, member by member. */
export function useBonusRunPreview(period: BonusRunQuery, enabled: boolean) {
  return useQuery({
    queryKey: [BONUS_RUN_API.preview, period],
    enabled,
    queryFn: () => api.get<{ data: BonusRunPlanJson }>(BONUS_RUN_API.preview, period).then((r) => r.data),
  });
}

export { newIdempotencyKey };

/** Pays a previewed run, once per idempotency key. */
export function usePayBonusRun() {
  return useWrite(
    ({
      run,
      idempotencyKey,
    }: {
      run: { bonus_id: number; from: string; to: string };
      idempotencyKey: string;
    }) => api.post<{ message: string }>(BONUS_RUN_API.pay, run, { idempotencyKey }),
    () => [[BONUS_RUN_API.preview]],
  );
}
