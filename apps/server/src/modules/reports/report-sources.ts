import type { ReportKey } from '@topup/contracts/reports.ts';
import type { Db } from '../../platform/db/client.ts';
import { bankReport } from './bank.read-model.ts';
import { csReport } from './cs.read-model.ts';
import { customerReport } from './customer.read-model.ts';
import { fraudReport } from './fraud.read-model.ts';
import { gameReport } from './game.read-model.ts';
import { kioskReport } from './kiosk.read-model.ts';
import { overallReport } from './overall.read-model.ts';
import type { ReportSource } from './report-query.ts';
import { shiftReport } from './shift.read-model.ts';
import { reportShifts } from './shift-windows.ts';
import { staffReport } from './staff.read-model.ts';
import { timeoutReport } from './timeout.read-model.ts';

const FIXED: Record<Exclude<ReportKey, 'shift'>, ReportSource> = {
  overall: overallReport,
  bank: bankReport,
  game: gameReport,
  staff: staffReport,
  customer: customerReport,
  kiosk: kioskReport,
  cs: csReport,
  timeout: timeoutReport,
  fraud: fraudReport,
};

/** The source of a report; the Shift report's cut depends on the shifts set in settings. */
export async function reportSource(db: Db, key: ReportKey): Promise<ReportSource> {
  return key === 'shift' ? shiftReport(await reportShifts(db)) : FIXED[key];
}
