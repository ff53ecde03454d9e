import {
  adjustmentBodySchema,
  completeBodySchema,
  moneyListSchema,
  moveReplySchemas,
  queueListQuerySchema,
  remarkBodySchema,
  rewardBodySchema,
  staffDepositBodySchema,
  staffWithdrawalBodySchema,
  transactionDetailReplySchema,
  transactionListQuerySchema,
  transactionParamsSchema,
} from '@topup/contracts/api/money.ts';
import { QUEUE_TABS } from '@topup/contracts/queue-tabs.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import type { StoredReply } from '../idempotency/idempotency.service.ts';
import { postStaffMoney, sendReply } from '../idempotency/staff-write.ts';
import { approveFailure } from './actions/move-refusal.ts';
import { resumeFromRows } from './actions/resumed-reply.ts';
import { doneReply, moveReply, operatorOf } from './actions/staff-reply.ts';
import {
  approveTransaction,
  claimTransaction,
  completeTransaction,
  markFraud,
  type Operator,
  operatorActor,
  rejectTransaction,
  voidTransaction,
} from './actions/transaction-actions.service.ts';
import { transactionDetail } from './lists/money-detail.read-model.ts';
import { listMoney, type MoneyFilter } from './lists/money-list.read-model.ts';
import {
  splitTransactionQuery,
  TRANSACTION_CSV_COLUMNS,
  type TransactionListQuery,
} from './lists/transaction-list-query.ts';
import { createAdjustment } from './money-forms/adjustment.service.ts';
import { createDeposit } from './money-forms/deposit.service.ts';
import { creditRewardWallet } from './money-forms/reward.service.ts';
import { createWithdrawal } from './money-forms/withdrawal.service.ts';
import { gatewayScope } from './payment-gateway.read-model.ts';

const idParams = transactionParamsSchema;
const remarkBody = remarkBodySchema;

/**
 * Staff money API: lists, the state-machine actions (docs/architecture.md, "Transactions and their states") as POST /api/staff/transactions/:id/<action>
 * (the permission is checked per transaction type in the service: deposits.* or
 * withdrawals.*), and the create calls of Transaction Insert, Adjustment and rewards.
 */
export function transactionAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** One page of the money list (CSV/XLSX too), within the operator's payment gateway. */
    const listPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      query: TransactionListQuery,
      fixed: Partial<MoneyFilter>,
      filename: string,
    ) => {
      const { list, filter } = splitTransactionQuery(query);
      const merged: MoneyFilter = { ...filter, ...fixed, gateway: gatewayScope(staffOf(request)) };
      const page = await listMoney(ctx.db, await inBusinessZone(ctx, list), merged);
      return replyList(reply, list, page, { filename, columns: TRANSACTION_CSV_COLUMNS });
    };
    app.get(
      '/api/staff/transactions',
      {
        schema: { querystring: transactionListQuerySchema, response: { 200: moneyListSchema } },
        config: { permission: 'transactions.view' },
      },
      (request, reply) => listPage(request, reply, request.query, {}, 'transactions'),
    );
    // A queue lists one tab (queue-tabs.ts): its statuses replace any status asked for.
    for (const [type, permission] of [
      ['deposit', 'deposits.view'],
      ['withdrawal', 'withdrawals.view'],
    ] as const)
      app.get(
        `/api/staff/money/pending-${type}s`,
        {
          schema: { querystring: queueListQuerySchema, response: { 200: moneyListSchema } },
          config: { permission },
        },
        (request, reply) => {
          const { tab, ...query } = request.query;
          return listPage(request, reply, query, { type, status: [...QUEUE_TABS[tab]] }, `pending-${type}s`);
        },
      );
    app.get(
      '/api/staff/money/second-approval',
      {
        schema: { querystring: transactionListQuerySchema, response: { 200: moneyListSchema } },
        config: { permission: 'transactions.view' },
      },
      (request, reply) =>
        listPage(request, reply, request.query, { awaitingSecondApproval: true }, 'awaiting-second-approval'),
    );

    app.get(
      '/api/staff/transactions/:id',
      {
        schema: { params: idParams, response: { 200: transactionDetailReplySchema } },
        config: { permission: 'transactions.view' },
      },
      async (request) => ({
        data: await transactionDetail(ctx.db, request.params.id, gatewayScope(staffOf(request))),
      }),
    );

    /**
     * POST /api/staff/transactions/:id/<action>: any signed-in operator may call it (the service
     * checks the permission of the transaction's type); `run` gives the action's reply.
     */
    const action = <Body extends z.ZodType>(
      name: string,
      body: Body | undefined,
      run: (
        request: FastifyRequest,
        id: number,
        operator: Operator,
        body: z.output<Body>,
      ) => Promise<StoredReply>,
    ) =>
      app.post(
        `/api/staff/transactions/:id/${name}`,
        {
          schema: { params: idParams, ...(body && { body }), response: moveReplySchemas },
          config: { permission: 'authenticated' },
        },
        async (request, reply) =>
          sendReply(
            reply,
            await run(request, request.params.id, operatorOf(request), request.body as z.output<Body>),
          ),
      );

    action('claim', undefined, async (request, id, operator) =>
      doneReply(request, await claimTransaction(ctx.db, id, operator, ctx.now())),
    );
    action('reject', remarkBody, async (request, id, operator, body) =>
      doneReply(request, await rejectTransaction(ctx.db, id, operator, body.remark ?? '', ctx.now())),
    );
    action('fraud', remarkBody, async (request, id, operator, body) =>
      doneReply(request, await markFraud(ctx.db, id, operator, body.remark ?? null, ctx.now())),
    );
    action('complete', completeBodySchema, async (request, id, operator, body) =>
      doneReply(
        request,
        await completeTransaction(
          ctx.db,
          id,
          operator,
          { bankId: body.bank_id, receipt: body.receipt, verifyAmountSen: body.verify_amount },
          ctx.now(),
        ),
      ),
    );
    action('approve', undefined, async (request, id, operator) => {
      const result = await approveTransaction(ctx.db, id, operator, ctx.now);
      return moveReply(request, result, approveFailure(result));
    });
    action('void', remarkBody, async (request, id, operator, body) =>
      moveReply(
        request,
        await voidTransaction(ctx.db, id, operator, body.remark ?? null, ctx.now),
        'VOID_FAILED',
      ),
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/deposits',
      {
        permission: 'deposits.create',
        body: staffDepositBodySchema,
        response: moveReplySchemas,
        resume: resumeFromRows(ctx.db),
      },
      async (request, body, key) => {
        const operator = operatorOf(request);
        const { deposit } = await createDeposit(
          ctx.db,
          {
            memberId: null,
            memberAccountId: body.member_account_id,
            amountSen: body.amount,
            bankId: body.bank_id,
            bonusId: body.bonus_id ?? null,
            receipt: body.receipt,
            remark: body.remark,
            byMember: false,
            actor: operatorActor(operator),
            gateway: operator.gateway,
            now: ctx.now(),
          },
          key,
        );
        return doneReply(request, deposit);
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/withdrawals',
      {
        permission: 'withdrawals.create',
        resume: resumeFromRows(ctx.db),
        body: staffWithdrawalBodySchema,
        response: moveReplySchemas,
      },
      async (request, body, key) => {
        const operator = operatorOf(request);
        const withdrawal = await createWithdrawal(
          ctx.db,
          {
            memberAccountId: body.member_account_id,
            amountSen: body.amount,
            bankId: body.bank_id ?? null,
            remark: body.remark,
            actor: operatorActor(operator),
            gateway: operator.gateway,
            now: ctx.now(),
          },
          key,
        );
        return doneReply(request, withdrawal);
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/adjustments',
      {
        permission: 'transactions.adjustment',
        resume: resumeFromRows(ctx.db),
        body: adjustmentBodySchema,
        response: moveReplySchemas,
      },
      async (request, body, key) => {
        const result = await createAdjustment(
          ctx.db,
          {
            memberAccountId: body.member_account_id,
            amountSen: body.amount,
            direction: body.direction,
            remark: body.remark ?? null,
          },
          operatorOf(request),
          ctx.now,
          key,
        );
        return moveReply(request, result, approveFailure(result));
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/rewards',
      {
        permission: 'transactions.reward',
        resume: resumeFromRows(ctx.db),
        body: rewardBodySchema,
        response: moveReplySchemas,
      },
      async (request, body, key) => {
        const t = await creditRewardWallet(
          ctx.db,
          {
            memberId: body.member_id,
            amountSen: body.amount,
            remark: body.remark ?? null,
            actor: staffActor(request),
          },
          ctx.now(),
          key,
        );
        return doneReply(request, t);
      },
    );
  };
}
