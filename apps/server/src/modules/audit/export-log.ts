import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { ExportRecord } from '../../platform/export-file.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { recordActivity } from './record-activity.ts';

/**
 * Every export (which list, its filters, how many rows, who) is written to the activity log
 * before the file is built; an export whose log row cannot be written is not sent.
 */
export function registerExportLog(app: FastifyInstance, ctx: AppContext) {
  app.decorate('recordExport', async (request, record: ExportRecord) => {
    await recordActivity(ctx.db, staffActor(request), {
      action: 'list.export',
      targetType: 'export',
      targetId: record.list,
      after: record,
    });
  });
}
