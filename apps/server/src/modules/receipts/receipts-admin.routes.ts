import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { staffId } from '../../platform/staff-input.ts';
import { loadReceipt, saveReceipt } from './receipts.service.ts';

/** Staff: upload a receipt for a money form, and read one back (as its transaction's reader may). */
export function receiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/staff/money/receipts',
      {
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          body: z.object({
            // The sender's word only: the stored type is read from the bytes.
            content_type: z.string().max(100).optional(),
            data: z.string().min(1, 'RECEIPT_FILE_TYPE').max(7_500_000, 'RECEIPT_TOO_LARGE'),
          }),
        },
        config: { permission: 'authenticated' },
      },
      async (request) => ({
        data: await saveReceipt(ctx.db, staffOf(request), { base64: request.body.data, now: ctx.now() }),
      }),
    );
    app.get(
      '/api/staff/money/receipts/:id',
      {
        schema: { params: z.object({ id: staffId('NOT_FOUND') }) },
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
