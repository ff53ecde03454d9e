import {
  bankDeletedReplySchema,
  bankGroupOptionsReplySchema,
  bankListFilterSchema,
  bankListReplySchema,
  bankParamsSchema,
  bankReplySchema,
  saveBankBodySchema,
} from '@topup/contracts/api/banks.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { type BankJson, getBankJson, listBanks } from './bank-list.read-model.ts';
import {
  type BankInput,
  bankGroupOptions,
  createBank,
  deleteBank,
  updateBank,
} from './banks-admin.service.ts';
import { depositMethodRoutes } from './deposit-methods.routes.ts';

const body = saveBankBodySchema;
const toInput = (b: z.infer<typeof body>): BankInput => ({
  groupId: b.group_id,
  bankName: b.bank_name,
  holder: b.holder,
  accountNumber: b.account_number,
  qrImage: b.qr_image,
  position: b.position,
  display: b.display,
  requireReceipt: b.require_receipt,
  isDefault: b.is_default,
});

const csvColumns = [
  { header: 'ID', value: (r: BankJson) => r.id },
  { header: 'Bank Name', value: (r: BankJson) => r.bank_name },
  { header: 'Holder', value: (r: BankJson) => r.holder },
  { header: 'Account Number', value: (r: BankJson) => r.account_number },
  { header: 'Balance', money: true, value: (r: BankJson) => r.balance },
  { header: 'Position', value: (r: BankJson) => r.position },
  { header: 'Display', value: (r: BankJson) => r.display },
  { header: 'Require Receipt', value: (r: BankJson) => r.require_receipt },
  { header: 'Default', value: (r: BankJson) => r.is_default },
  { header: 'Created By', value: (r: BankJson) => r.created_by },
  { header: 'Updated By', value: (r: BankJson) => r.updated_by },
];

/** Bank list/create/edit/delete, and the deposit methods that offer them. */
export function bankAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(depositMethodRoutes(ctx));
    const idParams = bankParamsSchema;
    const saved = { 200: bankReplySchema };
    const done = (locale: ReturnType<typeof requestLocale>) => formatMessage('ACTION_DONE', locale);
    app.get(
      '/api/staff/banks',
      {
        schema: {
          querystring: listQuerySchema.extend(bankListFilterSchema.shape),
          response: { 200: bankListReplySchema },
        },
        config: { permission: 'banks.view' },
      },
      async (request, reply) => {
        const { display, ...query } = request.query;
        const page = await listBanks(ctx.db, await inBusinessZone(ctx, query), {
          display: display === undefined ? undefined : display === '1',
        });
        return replyList(reply, query, page, { filename: 'banks', columns: csvColumns });
      },
    );
    app.get(
      '/api/staff/banks/groups',
      { schema: { response: { 200: bankGroupOptionsReplySchema } }, config: { permission: 'banks.view' } },
      async () => ({ data: await bankGroupOptions(ctx.db) }),
    );
    app.get(
      '/api/staff/banks/:id',
      { schema: { params: idParams, response: saved }, config: { permission: 'banks.view' } },
      async (request) => ({ data: await getBankJson(ctx.db, request.params.id) }),
    );
    app.post(
      '/api/staff/banks',
      { schema: { body, response: saved }, config: { permission: 'banks.create' } },
      async (request) => {
        const b = await createBank(
          ctx.db,
          toInput(request.body),
          staffOf(request).operatorId,
          staffActor(request),
        );
        return { message: done(requestLocale(request)), data: await getBankJson(ctx.db, b.id) };
      },
    );
    app.put(
      '/api/staff/banks/:id',
      { schema: { params: idParams, body, response: saved }, config: { permission: 'banks.update' } },
      async (request) => {
        await updateBank(
          ctx.db,
          request.params.id,
          toInput(request.body),
          staffOf(request).operatorId,
          staffActor(request),
        );
        return { message: done(requestLocale(request)), data: await getBankJson(ctx.db, request.params.id) };
      },
    );
    app.delete(
      '/api/staff/banks/:id',
      {
        schema: { params: idParams, response: { 200: bankDeletedReplySchema } },
        config: { permission: 'banks.delete' },
      },
      async (request) => {
        await deleteBank(ctx.db, request.params.id, staffActor(request));
        return { message: done(requestLocale(request)) };
      },
    );
  };
}
