import type { ReportKey } from '@topup/contracts/reports.ts';
import { bankReport } from './bank.read-model.ts';
import { csReport } from './cs.read-model.ts';
import { customerReport } from './customer.read-model.ts';
import { fraudReport } from './fraud.read-model.ts';
import { gameReport } from './game.read-model.ts';
import { kioskReport } from './kiosk.read-model.ts';
import { overallReport } from './overall.read-model.ts';
import type { ReportSource } from './report-query.ts';
import { shiftReport } from './shift.read-model.ts';
import { staffReport } from './staff.read-model.ts';
import { timeoutReport } from './timeout.read-model.ts';

const SOURCES: Record<ReportKey, ReportSource> = {
  overall: overallReport,
  bank: bankReport,
  game: gameReport,
  staff: staffReport,
  customer: customerReport,
  kiosk: kioskReport,
  cs: csReport,
  shift: shiftReport,
  timeout: timeoutReport,
  fraud: fraudReport,
};

export function reportSource(key: ReportKey): ReportSource {
  return SOURCES[key];
}
