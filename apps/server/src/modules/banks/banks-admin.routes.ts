import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { staffId } from '../../platform/staff-input.ts';
import { type BankJson, getBankJson, listBanks } from './bank-list.read-model.ts';
import { bankGroupOptions, createBank, deleteBank, updateBank } from './banks-admin.service.ts';
import { depositMethodRoutes } from './deposit-methods.routes.ts';

const body = z.object({
  group_id: staffId('BANK_NOT_FOUND').nullable().default(null),
  bank_name: z.string().trim().min(1).max(100),
  holder: z.string().trim().min(1).max(100),
  account_number: z.string().trim().min(1).max(40),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
  display: z.boolean().default(true),
  require_receipt: z.boolean().default(false),
  is_default: z.boolean().default(false),
});
type Body = z.infer<typeof body>;
const toInput = (b: Body) => ({
  groupId: b.group_id,
  bankName: b.bank_name,
  holder: b.holder,
  accountNumber: b.account_number,
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
  { header: 'Position', value: (r: BankJson) => r.position },
  { header: 'Display', value: (r: BankJson) => r.display },
  { header: 'Require Receipt', value: (r: BankJson) => r.require_receipt },
  { header: 'Default', value: (r: BankJson) => r.is_default },
  { header: 'Created By', value: (r: BankJson) => r.created_by },
  { header: 'Updated By', value: (r: BankJson) => r.updated_by },
];

/** Bank list/create/edit/delete (Bank), and the deposit methods that offer them. */
export function bankAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(depositMethodRoutes(ctx));
    const idParams = z.object({ id: staffId('BANK_NOT_FOUND') });
    const done = (locale: ReturnType<typeof requestLocale>) => formatMessage('ACTION_DONE', locale);
    app.get(
      '/api/staff/banks',
      {
        schema: { querystring: listQuerySchema.extend({ display: z.enum(['0', '1']).optional() }) },
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
    app.get('/api/staff/banks/groups', { config: { permission: 'banks.view' } }, async () => ({
      data: await bankGroupOptions(ctx.db),
    }));
    app.get(
      '/api/staff/banks/:id',
      { schema: { params: idParams }, config: { permission: 'banks.view' } },
      async (request) => ({ data: await getBankJson(ctx.db, request.params.id) }),
    );
    app.post(
      '/api/staff/banks',
      { schema: { body }, config: { permission: 'banks.create' } },
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
      { schema: { params: idParams, body }, config: { permission: 'banks.update' } },
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
      { schema: { params: idParams }, config: { permission: 'banks.delete' } },
      async (request) => {
        await deleteBank(ctx.db, request.params.id, staffActor(request));
        return { message: done(requestLocale(request)) };
      },
    );
  };
}
