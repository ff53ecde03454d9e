import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { type ListQuery, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { can, staffOf } from '../../platform/staff-auth.ts';
import { optionalText, staffAmount, staffId } from '../transactions/staff-input.ts';
import type { MoveResult, Operator } from '../transactions/transaction-actions.service.ts';
import { transactionJson } from '../transactions/transaction-json.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions/transactions.table.ts';
import { BULK_ACTIONS, runBulkAction } from './bulk-actions.service.ts';
import { approveChecked, voidChecked } from './guarded-actions.service.ts';
import { transactionDetail } from './money-detail.service.ts';
import { listMoney, type MoneyFilter, type MoneyRow } from './money-list.service.ts';
import { accountOptions, moneyOptions } from './money-options.service.ts';
import { multiDeposit } from './multi-deposit.service.ts';
import { quickTopup } from './quick-topup.service.ts';
import { loadReceipt, saveReceipt } from './receipts.service.ts';
import { RECEIPT_TYPES } from './receipts.table.ts';
import { transferCredit } from './transfer.service.ts';

export function operatorOf(request: FastifyRequest): Operator {
  const staff = staffOf(request);
  return { operatorId: staff.operatorId, ip: request.ip, can: (permission) => can(staff, permission) };
}

const statusList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.enum(TRANSACTION_STATUSES)).max(6));
const flag = z.enum(['0', '1']).transform((v) => v === '1');
const moneyQuery = listQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: statusList.optional(),
  verification: z.enum(['progress', 'verified', 'fail']).optional(),
  member_id: staffId().optional(),
  member_account_id: staffId().optional(),
  timeout: flag.optional(),
  fraud: flag.optional(),
});
type MoneyQuery = z.infer<typeof moneyQuery>;

const csvColumns = [
  { header: 'ID', value: (r: MoneyRow) => r.id },
  { header: 'Requested At', value: (r: MoneyRow) => r.requested_at },
  { header: 'Member', value: (r: MoneyRow) => r.member_name },
  { header: 'Phone', value: (r: MoneyRow) => r.member_phone },
  { header: 'Product', value: (r: MoneyRow) => r.product_name },
  { header: 'Game ID', value: (r: MoneyRow) => r.username },
  { header: 'Type', value: (r: MoneyRow) => r.type },
  { header: 'Amount', value: (r: MoneyRow) => r.amount },
  { header: 'Bonus', value: (r: MoneyRow) => r.bonus },
  { header: 'Verify Amount', value: (r: MoneyRow) => r.verify_amount },
  { header: 'Before Score', value: (r: MoneyRow) => r.before_score },
  { header: 'After Score', value: (r: MoneyRow) => r.after_score },
  { header: 'Status', value: (r: MoneyRow) => r.status },
  { header: 'Verification', value: (r: MoneyRow) => r.verification },
  { header: 'Deposit Bank', value: (r: MoneyRow) => r.deposit_bank_name },
  { header: 'Withdraw Bank', value: (r: MoneyRow) => r.withdraw_bank_name },
  { header: 'Remark', value: (r: MoneyRow) => r.remark },
  { header: 'Created By', value: (r: MoneyRow) => r.created_by_name },
];

function splitQuery(q: MoneyQuery): { list: ListQuery; filter: MoneyFilter } {
  const { type, status, verification, member_id, member_account_id, timeout, fraud, ...list } = q;
  return {
    list,
    filter: {
      type,
      status,
      verification,
      memberId: member_id,
      memberAccountId: member_account_id,
      timeout,
      fraud,
    },
  };
}

/** The queues show what still needs staff: waiting, at the provider, or paid and not yet completed. */
const QUEUE_STATUSES = ['pending', 'processing', 'success'] as const;

const idParams = z.object({ id: staffId('TRANSACTION_NOT_FOUND') });
const remarkBody = z.object({ remark: optionalText(500) }).default({});

/** Approve, void and the one-step movements answer by the provider's reply (202 while unknown). */
export function moveReply(
  request: FastifyRequest,
  reply: FastifyReply,
  result: MoveResult,
  failure: 'DEPOSIT_FAILED' | 'WITHDRAWAL_FAILED' | 'VOID_FAILED' | 'UNABLE_TO_TRANSFER',
) {
  if (result.outcome === 'failed') throw new DomainError(failure);
  const message = formatMessage(
    result.outcome === 'unknown' ? 'TRANSACTION_PROCESSING' : 'ACTION_DONE',
    requestLocale(request),
  );
  return reply
    .status(result.outcome === 'unknown' ? 202 : 200)
    .send({ message, data: transactionJson(result.transaction) });
}

const failureOf = (r: MoveResult) =>
  r.transaction.type === 'withdrawal' || r.transaction.amountSen < 0 ? 'WITHDRAWAL_FAILED' : 'DEPOSIT_FAILED';

/**
 * Back-office money screens: the transaction list and pending queues (paging, filters, date
 * presets, CSV), Transaction Detail, guarded approve/void, bulk actions, Quick Topup, Multi
 * Deposit, Transfer and receipts. State changes go through the money core's services.
 */
export function staffMoneyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const list = (
      path: string,
      permission: 'transactions.view' | 'deposits.view' | 'withdrawals.view',
      fixed: Partial<MoneyFilter>,
      filename: string,
    ) =>
      app.get(
        path,
        { schema: { querystring: moneyQuery }, config: { permission } },
        async (request, reply) => {
          const { list: query, filter } = splitQuery(request.query);
          const merged: MoneyFilter = {
            ...filter,
            ...fixed,
            status: filter.status?.length ? filter.status : fixed.status,
          };
          const page = await listMoney(ctx.db, query, merged);
          return replyList(reply, query, page, { filename, columns: csvColumns });
        },
      );
    list('/api/staff/money/transactions', 'transactions.view', {}, 'transactions');
    list(
      '/api/staff/money/pending-deposits',
      'deposits.view',
      { type: 'deposit', status: [...QUEUE_STATUSES] },
      'pending-deposits',
    );
    list(
      '/api/staff/money/pending-withdrawals',
      'withdrawals.view',
      { type: 'withdrawal', status: [...QUEUE_STATUSES] },
      'pending-withdrawals',
    );

    app.get(
      '/api/staff/money/transactions/:id',
      { schema: { params: idParams }, config: { permission: 'transactions.view' } },
      async (request) => ({ data: await transactionDetail(ctx.db, request.params.id) }),
    );

    app.post(
      '/api/staff/money/transactions/:id/approve',
      { schema: { params: idParams }, config: { permission: 'authenticated' } },
      async (request, reply) => {
        const result = await approveChecked(ctx.db, request.params.id, operatorOf(request), ctx.now);
        return moveReply(request, reply, result, failureOf(result));
      },
    );
    app.post(
      '/api/staff/money/transactions/:id/void',
      { schema: { params: idParams, body: remarkBody }, config: { permission: 'authenticated' } },
      async (request, reply) => {
        const result = await voidChecked(
          ctx.db,
          request.params.id,
          operatorOf(request),
          request.body.remark ?? null,
          ctx.now,
        );
        return moveReply(request, reply, result, 'VOID_FAILED');
      },
    );

    app.post(
      '/api/staff/money/bulk',
      {
        schema: {
          body: z.object({
            action: z.enum(BULK_ACTIONS),
            ids: z.array(staffId('TRANSACTION_NOT_FOUND')).max(100).default([]),
            remark: optionalText(500),
          }),
        },
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

    app.post(
      '/api/staff/money/quick-topup',
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
        config: { permission: 'transactions.quick_topup' },
      },
      async (request, reply) => {
        const b = request.body;
        const result = await quickTopup(
          ctx.db,
          {
            memberAccountId: b.member_account_id,
            amountSen: b.amount,
            bankId: b.bank_id,
            bonusId: b.bonus_id ?? null,
            receipt: b.receipt,
            remark: b.remark,
          },
          operatorOf(request),
          ctx.now,
        );
        return moveReply(request, reply, result, 'DEPOSIT_FAILED');
      },
    );

    app.post(
      '/api/staff/money/multi-deposit',
      {
        schema: {
          body: z.object({
            bank_id: staffId('SELECT_BANK'),
            total_amount: staffAmount('ENTER_TOPUP_AMOUNT'),
            total_verify_amount: staffAmount('ENTER_TOPUP_AMOUNT'),
            receipt: optionalText(500),
            remark: optionalText(500),
            rows: z
              .array(
                z.object({
                  member_account_id: staffId('SELECT_GAME_ID'),
                  amount: staffAmount('ENTER_TOPUP_AMOUNT'),
                  verify_amount: staffAmount('ENTER_TOPUP_AMOUNT'),
                }),
              )
              .max(50),
          }),
        },
        config: { permission: 'transactions.multi_deposit' },
      },
      async (request) => {
        const b = request.body;
        const locale = requestLocale(request);
        const results = await multiDeposit(
          ctx.db,
          {
            bankId: b.bank_id,
            totalAmountSen: b.total_amount,
            totalVerifySen: b.total_verify_amount,
            receipt: b.receipt,
            remark: b.remark,
            rows: b.rows.map((r) => ({
              memberAccountId: r.member_account_id,
              amountSen: r.amount,
              verifySen: r.verify_amount,
            })),
          },
          operatorOf(request),
          (error) => error.message_in(locale),
          ctx.now,
        );
        return { message: formatMessage('ACTION_DONE', locale), data: results };
      },
    );

    app.post(
      '/api/staff/money/transfer',
      {
        schema: {
          body: z.object({
            from_member_account_id: staffId('SELECT_ACCOUNT'),
            to_member_account_id: staffId('SELECT_ACCOUNT'),
            remark: optionalText(500),
          }),
        },
        config: { permission: 'transactions.transfer' },
      },
      async (request, reply) => {
        const result = await transferCredit(
          ctx.db,
          {
            fromAccountId: request.body.from_member_account_id,
            toAccountId: request.body.to_member_account_id,
            remark: request.body.remark ?? null,
          },
          operatorOf(request),
          ctx.now,
        );
        return moveReply(request, reply, result, 'UNABLE_TO_TRANSFER');
      },
    );

    app.get('/api/staff/money/options', { config: { permission: 'authenticated' } }, async () => ({
      data: await moneyOptions(ctx.db),
    }));
    app.get(
      '/api/staff/money/account-options',
      {
        schema: {
          querystring: z.object({
            q: z.string().trim().max(100).optional(),
            member_id: staffId().optional(),
          }),
        },
        config: { permission: 'authenticated' },
      },
      async (request) => ({ data: await accountOptions(ctx.db, request.query.q, request.query.member_id) }),
    );

    app.post(
      '/api/staff/money/receipts',
      {
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          body: z.object({
            content_type: z.enum(RECEIPT_TYPES, { error: 'INVALID_REQUEST' }),
            data: z.string().min(1).max(7_500_000),
          }),
        },
        config: { permission: 'authenticated' },
      },
      async (request) => ({
        data: await saveReceipt(ctx.db, {
          contentType: request.body.content_type,
          base64: request.body.data,
          operatorId: staffOf(request).operatorId,
        }),
      }),
    );
    app.get(
      '/api/staff/money/receipts/:id',
      { schema: { params: z.object({ id: staffId('NOT_FOUND') }) }, config: { permission: 'authenticated' } },
      async (request, reply) => {
        const receipt = await loadReceipt(ctx.db, request.params.id);
        return reply
          .header('content-type', receipt.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'")
          .send(receipt.bytes);
      },
    );
  };
}
