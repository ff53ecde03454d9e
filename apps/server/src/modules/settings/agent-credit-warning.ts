import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../audit/record-activity.ts';
import { type NumberSetting, readNumberSetting, writeNumberSetting } from './number-setting.ts';

/** Setting shared with other issues: warn on Products when a kiosk's agent credit is below it. */
export const AGENT_CREDIT_WARNING: NumberSetting = {
  key: 'kiosk_agent_credit_warning_sen',
  fallback: 100_000,
};

export function getAgentCreditWarningSen(db: Db): Promise<number> {
  return readNumberSetting(db, AGENT_CREDIT_WARNING);
}

export function setAgentCreditWarningSen(db: Db, actor: Actor, warningSen: number): Promise<number> {
  return writeNumberSetting(db, actor, AGENT_CREDIT_WARNING, warningSen);
}
