import {
  importJobParamsSchema,
  importJobReplySchema,
  importUploadBodySchema,
} from '@topup/contracts/api/member-import.ts';
import { fileReply } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import {
  getImportJob,
  previewMemberImport,
  queueMemberImport,
  runMemberImportJob,
} from './member-import.service.ts';
import { IMPORT_COLUMNS } from './member-import-rows.ts';
import { decodeUpload, MAX_UPLOAD_BYTES } from './read-table-file.ts';

/** Base64 makes a file a third bigger; JSON adds a little. */
export const UPLOAD_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES * 1.4);

/** Staff: Member import — upload and preview, then a background job with progress. */
export function memberImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/member-imports/template',
      {
        config: { permission: 'members.import' },
        schema: { response: { 200: fileReply('The import file with its header row', ['text/csv']) } },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="member-import-template.csv"')
          .send(`${IMPORT_COLUMNS.join(',')}\r\n`),
    );

    app.post(
      '/api/staff/member-imports',
      {
        config: { permission: 'members.import' },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { body: importUploadBodySchema, response: { 200: importJobReplySchema } },
      },
      async (request) => {
        const staff = staffOf(request);
        const job = await previewMemberImport(
          ctx.db,
          { kind: 'operator', operatorId: staff.operatorId, ip: request.ip ?? null },
          { filename: request.body.filename, content: decodeUpload(request.body.content_base64) },
          requestLocale(request),
        );
        return { data: job };
      },
    );

    app.get(
      '/api/staff/member-imports/:id',
      {
        config: { permission: 'members.import' },
        schema: { params: importJobParamsSchema, response: { 200: importJobReplySchema } },
      },
      async (request) => ({
        data: await getImportJob(ctx.db, request.params.id, requestLocale(request), ctx.now()),
      }),
    );

    app.post(
      '/api/staff/member-imports/:id/start',
      {
        config: { permission: 'members.import' },
        schema: { params: importJobParamsSchema, response: { 200: importJobReplySchema } },
      },
      async (request) => {
        const id = request.params.id;
        await queueMemberImport(ctx.db, id);
        const actor = staffActor(request);
        // The job outlives the request; the UI polls GET /member-imports/:id for progress.
        setImmediate(() => {
          runMemberImportJob(ctx.db, id, actor, {
            now: ctx.now,
            progressOutsideTransaction: ctx.database.kind === 'postgres',
          }).catch((error: unknown) =>
            request.log.error({ err: error, importJob: id }, 'member import failed'),
          );
        });
        return { data: await getImportJob(ctx.db, id, requestLocale(request), ctx.now()) };
      },
    );
  };
}
