import {
  type BankMovementView,
  bankMovementListFilterSchema,
  bankMovementListReplySchema,
  bankMovementReplySchema,
  bankTransferBodySchema,
  dailyBalanceQuerySchema,
  dailyBalanceReplySchema,
  expenseBodySchema,
} from '@topup/contracts/api/bank-movements.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { gatewayScope } from '../access/payment-gateway-scope.ts';
import { postStaffMoney } from '../idempotency/staff-write.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { getBankMovement, listBankMovements } from './bank-movements.read-model.ts';
import { type MovementActor, recordBankTransfer, recordExpense } from './bank-movements.service.ts';
import { dailyBalances } from './daily-balances.read-model.ts';

const csvColumns = [
  { header: 'ID', value: (r: BankMovementView) => r.id },
  { header: 'Kind', value: (r: BankMovementView) => r.kind },
  { header: 'From', value: (r: BankMovementView) => r.from_bank },
  { header: 'To', value: (r: BankMovementView) => r.to_bank },
  { header: 'Amount', money: true, value: (r: BankMovementView) => r.amount },
  { header: 'Category', value: (r: BankMovementView) => r.category },
  { header: 'Remark', value: (r: BankMovementView) => r.remark },
  { header: 'Created By', value: (r: BankMovementView) => r.created_by },
  { header: 'Created At', time: true, value: (r: BankMovementView) => r.created_at },
];

/**
 * Bank Balances: each bank account's daily balance against its statement, and the movements the
 * operator records between its own accounts (transfers) and out of them (expenses), each once
 * per Idempotency-Key.
 */
export function bankMovementAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const movementActor = (request: FastifyRequest): MovementActor => ({
      actor: staffActor(request),
      gateway: gatewayScope(staffOf(request)),
    });
    const recorded = async (request: FastifyRequest, id: number) => ({
      statusCode: 200,
      body: {
        message: formatMessage('ACTION_DONE', requestLocale(request)),
        data: await getBankMovement(ctx.db, id),
      },
    });

    app.get(
      '/api/staff/bank-balances',
      {
        schema: { querystring: dailyBalanceQuerySchema, response: { 200: dailyBalanceReplySchema } },
        config: { permission: 'bank_balances.view' },
      },
      async (request) => ({
        data: await dailyBalances(ctx.db, {
          bankId: request.query.bank_id,
          from: request.query.from,
          to: request.query.to,
          now: ctx.now(),
          timeZone: await getBusinessTimeZone(ctx.db),
        }),
      }),
    );

    app.get(
      '/api/staff/bank-movements',
      {
        schema: {
          querystring: listQuerySchema.extend(bankMovementListFilterSchema.shape),
          response: { 200: bankMovementListReplySchema },
        },
        config: { permission: 'bank_balances.view' },
      },
      async (request, reply) => {
        const { kind, bank_id, ...query } = request.query;
        const page = await listBankMovements(ctx.db, await inBusinessZone(ctx, query), {
          kind,
          bankId: bank_id,
        });
        return replyList(reply, query, page, { filename: 'bank-movements', columns: csvColumns });
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/bank-movements/transfer',
      {
        permission: 'bank_movements.transfer',
        body: bankTransferBodySchema,
        response: { 200: bankMovementReplySchema },
      },
      async (request, body) => {
        const row = await recordBankTransfer(
          ctx.db,
          {
            fromBankId: body.from_bank_id,
            toBankId: body.to_bank_id,
            amountSen: body.amount,
            remark: body.remark ?? null,
          },
          movementActor(request),
        );
        return recorded(request, row.id);
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/bank-movements/expense',
      {
        permission: 'bank_movements.expense',
        body: expenseBodySchema,
        response: { 200: bankMovementReplySchema },
      },
      async (request, body) => {
        const row = await recordExpense(
          ctx.db,
          {
            bankId: body.bank_id,
            amountSen: body.amount,
            category: body.category,
            remark: body.remark ?? null,
          },
          movementActor(request),
        );
        return recorded(request, row.id);
      },
    );
  };
}
