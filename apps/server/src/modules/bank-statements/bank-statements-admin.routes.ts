import {
  statementImportReplySchema,
  statementLayoutsReplySchema,
  statementPreviewReplySchema,
  statementUploadBodySchema,
} from '@topup/contracts/api/bank-statements.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { UPLOAD_BODY_LIMIT } from '../member-import/member-import-admin.routes.ts';
import { decodeUpload } from '../member-import/read-table-file.ts';
import { importStatement, previewStatement } from './statement-import.service.ts';
import { KNOWN_LAYOUTS } from './statement-layouts.ts';

/** Staff: Bank Transaction import — bank statements as CSV/XLSX, previewed then imported whole. */
export function bankStatementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/bank-statements/layouts',
      {
        config: { permission: 'bank_transactions.import' },
        schema: { response: { 200: statementLayoutsReplySchema } },
      },
      async () => ({ data: KNOWN_LAYOUTS }),
    );

    app.post(
      '/api/staff/bank-statements/preview',
      {
        config: { permission: 'bank_transactions.import' },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { body: statementUploadBodySchema, response: { 200: statementPreviewReplySchema } },
      },
      async (request) => {
        const { bank_id, filename, content_base64, mapping } = request.body;
        const upload = { bankId: bank_id, filename, content: decodeUpload(content_base64), mapping };
        return { data: await previewStatement(ctx.db, upload, requestLocale(request)) };
      },
    );

    app.post(
      '/api/staff/bank-statements/import',
      {
        config: { permission: 'bank_transactions.import' },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { body: statementUploadBodySchema, response: { 200: statementImportReplySchema } },
      },
      async (request) => {
        const { bank_id, filename, content_base64, mapping } = request.body;
        const staff = staffOf(request);
        const actor = { kind: 'operator' as const, operatorId: staff.operatorId, ip: request.ip ?? null };
        const upload = { bankId: bank_id, filename, content: decodeUpload(content_base64), mapping };
        return { data: await importStatement(ctx.db, actor, upload, requestLocale(request), ctx.now()) };
      },
    );
  };
}
