import { formatMessage } from '@topup/contracts/messages.ts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { can, staffOf } from '../../platform/staff-auth.ts';
import { createDeposit } from '../deposits/deposit.service.ts';
import { ProviderError, type ProviderErrorKind } from '../providers/game-provider.ts';
import { providerErrorCode } from '../providers/provider-errors.ts';
import { providerCallsOf } from '../reconciliation/reconcile.service.ts';
import { creditRewardWallet } from '../rewards/reward.service.ts';
import { createWithdrawal } from '../withdrawals/withdrawal.service.ts';
import { createAdjustment } from './adjustment.service.ts';
import { optionalText, staffAmount, staffId } from './staff-input.ts';
import {
  approveTransaction,
  claimTransaction,
  completeTransaction,
  type MoveResult,
  markFraud,
  type Operator,
  rejectTransaction,
  voidTransaction,
} from './transaction-actions.service.ts';
import { transactionJson } from './transaction-json.ts';
import { listTransactions } from './transaction-list.service.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, transactions } from './transactions.table.ts';

const PROVIDER_KINDS: readonly string[] = [
  'maintenance',
  'account_not_found',
  'insufficient_balance',
  'insufficient_agent_credit',
  'rejected',
];
const isProviderKind = (kind: string): kind is ProviderErrorKind => PROVIDER_KINDS.includes(kind);

const idParams = z.object({ id: staffId('TRANSACTION_NOT_FOUND') });

function operatorOf(request: FastifyRequest): Operator {
  const staff = staffOf(request);
  return { operatorId: staff.operatorId, ip: request.ip, can: (permission) => can(staff, permission) };
}

/** Approve and void answer by the provider's reply: success, a refusal (4xx/5xx), or 202 while unknown. */
function moveReply(
  request: FastifyRequest,
  result: MoveResult,
  failure: 'DEPOSIT_FAILED' | 'WITHDRAWAL_FAILED' | 'VOID_FAILED',
) {
  if (result.outcome === 'failed') {
    const kind = result.transaction.failureCode?.replace(/^void_/, '');
    // The provider's reason when it has a message of its own (maintenance, insufficient balance, ...).
    if (kind && kind !== 'not_found' && failure !== 'VOID_FAILED' && isProviderKind(kind))
      throw new DomainError(providerErrorCode(new ProviderError(kind, kind), failure));
    throw new DomainError(failure);
  }
  const locale = requestLocale(request);
  const message = formatMessage(
    result.outcome === 'unknown' ? 'TRANSACTION_PROCESSING' : 'ACTION_DONE',
    locale,
  );
  return { message, data: transactionJson(result.transaction) };
}

const failureOf = (result: MoveResult) =>
  result.transaction.type === 'withdrawal' || result.transaction.amountSen < 0
    ? 'WITHDRAWAL_FAILED'
    : 'DEPOSIT_FAILED';

/**
 * Staff money API: lists, the DESIGN §4 actions as POST /api/staff/transactions/:id/<action>
 * (the permission is checked per transaction type in the service: deposits.* or
 * withdrawals.*), and the create calls of Transaction Insert, Adjustment and rewards.
 */
export function transactionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const listQuery = z.object({
      type: z.enum(TRANSACTION_TYPES).optional(),
      status: z.enum(TRANSACTION_STATUSES).optional(),
      member_id: staffId().optional(),
      timeout: z.enum(['0', '1']).optional(),
      fraud: z.enum(['0', '1']).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(200).default(20),
    });
    app.get(
      '/api/staff/transactions',
      { schema: { querystring: listQuery }, config: { permission: 'transactions.view' } },
      async (request) => {
        const q = request.query;
        return listTransactions(ctx.db, {
          type: q.type,
          status: q.status,
          memberId: q.member_id,
          timeout: q.timeout === undefined ? undefined : q.timeout === '1',
          fraud: q.fraud === undefined ? undefined : q.fraud === '1',
          page: q.page,
          perPage: q.per_page,
        });
      },
    );

    app.get(
      '/api/staff/transactions/:id',
      { schema: { params: idParams }, config: { permission: 'transactions.view' } },
      async (request) => {
        const [t] = await ctx.db.select().from(transactions).where(eq(transactions.id, request.params.id));
        if (!t) throw new DomainError('TRANSACTION_NOT_FOUND');
        const calls = await providerCallsOf(ctx.db, t.id);
        return {
          data: {
            ...transactionJson(t),
            provider_calls: calls.map((c) => ({
              reference: c.reference,
              purpose: c.purpose,
              direction: c.direction,
              status: c.status,
              error: c.errorKind,
              created_at: c.createdAt.toISOString(),
              resolved_at: c.resolvedAt?.toISOString() ?? null,
            })),
          },
        };
      },
    );

    const remarkBody = z.object({ remark: optionalText(500) }).default({});
    const ok = (request: FastifyRequest, t: Parameters<typeof transactionJson>[0]) => ({
      message: formatMessage('ACTION_DONE', requestLocale(request)),
      data: transactionJson(t),
    });
    const auth = { permission: 'authenticated' as const };

    app.post(
      '/api/staff/transactions/:id/claim',
      { schema: { params: idParams }, config: auth },
      async (request) =>
        ok(request, await claimTransaction(ctx.db, request.params.id, operatorOf(request), ctx.now())),
    );
    app.post(
      '/api/staff/transactions/:id/reject',
      { schema: { params: idParams, body: remarkBody }, config: auth },
      async (request) =>
        ok(
          request,
          await rejectTransaction(
            ctx.db,
            request.params.id,
            operatorOf(request),
            request.body.remark ?? '',
            ctx.now(),
          ),
        ),
    );
    app.post(
      '/api/staff/transactions/:id/fraud',
      { schema: { params: idParams, body: remarkBody }, config: auth },
      async (request) =>
        ok(
          request,
          await markFraud(
            ctx.db,
            request.params.id,
            operatorOf(request),
            request.body.remark ?? null,
            ctx.now(),
          ),
        ),
    );
    app.post(
      '/api/staff/transactions/:id/complete',
      {
        schema: {
          params: idParams,
          body: z
            .object({
              bank_id: staffId('BANK_NOT_FOUND').nullable().optional(),
              receipt: optionalText(500),
              verify_amount: staffAmount('INVALID_AMOUNT').optional(),
            })
            .default({}),
        },
        config: auth,
      },
      async (request) =>
        ok(
          request,
          await completeTransaction(
            ctx.db,
            request.params.id,
            operatorOf(request),
            {
              bankId: request.body.bank_id,
              receipt: request.body.receipt,
              verifyAmountSen: request.body.verify_amount,
            },
            ctx.now(),
          ),
        ),
    );
    app.post(
      '/api/staff/transactions/:id/approve',
      { schema: { params: idParams }, config: auth },
      async (request, reply) => {
        const result = await approveTransaction(ctx.db, request.params.id, operatorOf(request), ctx.now);
        return reply
          .status(result.outcome === 'unknown' ? 202 : 200)
          .send(moveReply(request, result, failureOf(result)));
      },
    );
    app.post(
      '/api/staff/transactions/:id/void',
      { schema: { params: idParams, body: remarkBody }, config: auth },
      async (request, reply) => {
        const result = await voidTransaction(
          ctx.db,
          request.params.id,
          operatorOf(request),
          request.body.remark ?? null,
          ctx.now,
        );
        return reply
          .status(result.outcome === 'unknown' ? 202 : 200)
          .send(moveReply(request, result, 'VOID_FAILED'));
      },
    );

    app.post(
      '/api/staff/deposits',
      {
        schema: {
          body: z.object({
            member_account_id: staffId('SELECT_GAME_ID'),
            amount: staffAmount('ENTER_TOPUP_AMOUNT'),
            bank_id: staffId('SELECT_BANK'),
            bonus_id: staffId('BONUS_CANNOT_BE_USED').nullable().optional(),
            receipt: optionalText(500),
            remark: optionalText(500),
          }),
        },
        config: { permission: 'deposits.create' },
      },
      async (request) => {
        const staff = staffOf(request);
        const { deposit } = await createDeposit(ctx.db, {
          memberId: null,
          memberAccountId: request.body.member_account_id,
          amountSen: request.body.amount,
          bankId: request.body.bank_id,
          bonusId: request.body.bonus_id ?? null,
          receipt: request.body.receipt,
          remark: request.body.remark,
          byMember: false,
          actor: { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
          now: ctx.now(),
        });
        return ok(request, deposit);
      },
    );

    app.post(
      '/api/staff/withdrawals',
      {
        schema: {
          body: z.object({
            member_account_id: staffId('SELECT_GAME_ID'),
            amount: staffAmount('ENTER_TOPUP_AMOUNT'),
            bank_id: staffId('BANK_NOT_FOUND').nullable().optional(),
            remark: optionalText(500),
          }),
        },
        config: { permission: 'withdrawals.create' },
      },
      async (request) => {
        const staff = staffOf(request);
        const withdrawal = await createWithdrawal(ctx.db, {
          memberAccountId: request.body.member_account_id,
          amountSen: request.body.amount,
          bankId: request.body.bank_id ?? null,
          remark: request.body.remark,
          actor: { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
          now: ctx.now(),
        });
        return ok(request, withdrawal);
      },
    );

    app.post(
      '/api/staff/adjustments',
      {
        schema: {
          body: z.object({
            member_account_id: staffId('SELECT_GAME_ID'),
            amount: staffAmount('ENTER_TOPUP_AMOUNT'),
            direction: z.enum(['add', 'deduct'], { error: 'INVALID_REQUEST' }),
            remark: optionalText(500),
          }),
        },
        config: { permission: 'transactions.adjustment' },
      },
      async (request, reply) => {
        const result = await createAdjustment(
          ctx.db,
          {
            memberAccountId: request.body.member_account_id,
            amountSen: request.body.amount,
            direction: request.body.direction,
            remark: request.body.remark ?? null,
          },
          operatorOf(request),
          ctx.now,
        );
        return reply
          .status(result.outcome === 'unknown' ? 202 : 200)
          .send(moveReply(request, result, failureOf(result)));
      },
    );

    app.post(
      '/api/staff/rewards',
      {
        schema: {
          body: z.object({
            member_id: staffId('MEMBER_NOT_FOUND'),
            amount: staffAmount('ENTER_TOPUP_AMOUNT'),
            remark: optionalText(500),
          }),
        },
        config: { permission: 'transactions.reward' },
      },
      async (request) => {
        const staff = staffOf(request);
        const t = await creditRewardWallet(
          ctx.db,
          {
            memberId: request.body.member_id,
            amountSen: request.body.amount,
            remark: request.body.remark ?? null,
            actor: { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
          },
          ctx.now(),
        );
        return ok(request, t);
      },
    );
  };
}
