import {
  accountOptionsQuerySchema,
  accountOptionsReplySchema,
  bulkBodySchema,
  bulkReplySchema,
  moneyOptionsReplySchema,
  moveReplySchemas,
  multiDepositBodySchema,
  multiDepositReplySchema,
  staffDepositBodySchema,
  transferBodySchema,
} from '@topup/contracts/api/money.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { personalValue } from '../../platform/personal-data.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { postStaffMoney } from '../idempotency/staff-write.ts';
import { runBulkAction } from './actions/bulk-actions.service.ts';
import { resumeFromRows } from './actions/resumed-reply.ts';
import { moveReply, operatorOf } from './actions/staff-reply.ts';
import { accountOptions, moneyOptions } from './lists/money-options.read-model.ts';
import { multiDeposit, multiDepositRowNow } from './money-forms/multi-deposit.service.ts';
import { quickTopup } from './money-forms/quick-topup.service.ts';
import { transferCredit } from './money-forms/transfer.service.ts';
import { gatewayScope } from './payment-gateway.read-model.ts';

/**
 * Back-office money screens: bulk actions, Quick Topup, Multi Deposit, Transfer, the form
 * choices and receipts. State changes go through the money core's services; the transaction
 * list, queues, detail and actions are in transactions-admin.routes.ts.
 */
export function moneyAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/staff/money/bulk',
      {
        schema: { body: bulkBodySchema, response: { 200: bulkReplySchema } },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        if (request.body.ids.length === 0) throw new DomainError('SELECT_TRANSACTION');
        const locale = requestLocale(request);
        const results = await runBulkAction(
          ctx.db,
          { action: request.body.action, ids: request.body.ids, remark: request.body.remark ?? null },
          operatorOf(request),
          (error) => error.message_in(locale),
          ctx.now,
        );
        const done = results.filter((r) => r.ok).length;
        return {
          message: `${formatMessage('ACTION_DONE', locale)} ${done}/${results.length}`,
          data: results,
        };
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/money/quick-topup',
      {
        permission: 'transactions.quick_topup',
        body: staffDepositBodySchema,
        response: moveReplySchemas,
        resume: resumeFromRows(ctx.db),
      },
      async (request, body, key) => {
        const result = await quickTopup(
          ctx.db,
          {
            memberAccountId: body.member_account_id,
            amountSen: body.amount,
            bankId: body.bank_id,
            bonusId: body.bonus_id ?? null,
            receipt: body.receipt,
            remark: body.remark,
          },
          operatorOf(request),
          ctx.now,
          key,
        );
        return moveReply(request, result, 'DEPOSIT_FAILED');
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/money/multi-deposit',
      {
        permission: 'transactions.multi_deposit',
        body: multiDepositBodySchema,
        response: { 200: multiDepositReplySchema },
        resume: resumeFromRows(ctx.db, (request, rows) => {
          const locale = requestLocale(request);
          return {
            statusCode: 200,
            body: {
              message: formatMessage('ACTION_DONE', locale),
              data: rows.map((t) => multiDepositRowNow(t, (error) => error.message_in(locale))),
            },
          };
        }),
      },
      async (request, body, key) => {
        const locale = requestLocale(request);
        const results = await multiDeposit(
          ctx.db,
          {
            bankId: body.bank_id,
            totalAmountSen: body.total_amount,
            totalVerifySen: body.total_verify_amount,
            receipt: body.receipt,
            remark: body.remark,
            rows: body.rows.map((r) => ({
              memberAccountId: r.member_account_id,
              amountSen: r.amount,
              verifySen: r.verify_amount,
            })),
          },
          operatorOf(request),
          (error) => error.message_in(locale),
          ctx.now,
          key,
        );
        return { statusCode: 200, body: { message: formatMessage('ACTION_DONE', locale), data: results } };
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/money/transfer',
      {
        permission: 'transactions.transfer',
        resume: resumeFromRows(ctx.db),
        body: transferBodySchema,
        response: moveReplySchemas,
      },
      async (request, body, key) => {
        const result = await transferCredit(
          ctx.db,
          {
            fromAccountId: body.from_member_account_id,
            toAccountId: body.to_member_account_id,
            remark: body.remark ?? null,
          },
          operatorOf(request),
          ctx.now,
          key,
        );
        return moveReply(request, result, 'UNABLE_TO_TRANSFER');
      },
    );

    app.get(
      '/api/staff/money/options',
      { schema: { response: { 200: moneyOptionsReplySchema } }, config: { permission: 'authenticated' } },
      async (request) => ({ data: await moneyOptions(ctx.db, gatewayScope(staffOf(request))) }),
    );
    app.get(
      '/api/staff/money/account-options',
      {
        schema: { querystring: accountOptionsQuerySchema, response: { 200: accountOptionsReplySchema } },
        config: { permission: 'members.view' },
      },
      async (request) => ({
        data: await accountOptions(ctx.db, request.query, personalValue(request)),
      }),
    );
  };
}
