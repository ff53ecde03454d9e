import {
  receiptParamsSchema,
  receiptUploadBodySchema,
  receiptUploadReplySchema,
} from '@topup/contracts/api/money.ts';
import { fileReply } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { loadReceipt, saveReceipt } from './receipts.service.ts';
import { RECEIPT_TYPES } from './receipts.table.ts';

/** Staff: upload a receipt for a money form, and read one back (as its transaction's reader may). */
export function receiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/staff/money/receipts',
      {
        bodyLimit: 8 * 1024 * 1024,
        schema: { body: receiptUploadBodySchema, response: { 200: receiptUploadReplySchema } },
        config: { permission: 'authenticated' },
      },
      async (request) => ({
        data: await saveReceipt(ctx.db, staffOf(request), { base64: request.body.data, now: ctx.now() }),
      }),
    );
    app.get(
      '/api/staff/money/receipts/:id',
      {
        schema: {
          params: receiptParamsSchema,
          response: { 200: fileReply('The receipt as uploaded', RECEIPT_TYPES) },
        },
        config: { permission: 'transactions.view' },
      },
      async (request, reply) => {
        const receipt = await loadReceipt(ctx.db, staffOf(request), request.params.id);
        return reply
          .header('content-type', receipt.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'")
          .header('x-content-type-options', 'nosniff')
          .send(receipt.bytes);
      },
    );
  };
}
