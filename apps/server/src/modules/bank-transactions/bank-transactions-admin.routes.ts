import { parseAmountSen } from '@topup/contracts/money.ts';
import { optionalReceipt } from '@topup/contracts/safe-url.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { gatewayScope } from '../transactions/payment-gateway.read-model.ts';
import {
  assertLineInGateway,
  confirmMatch,
  MAX_MATCHED_PER_LINE,
  undoMatch,
} from './bank-matching.service.ts';
import { bankOptions, getBankTransaction, listBankTransactions } from './bank-transactions.read-model.ts';
import {
  type BankTransactionInput,
  createBankTransaction,
  updateBankTransaction,
} from './bank-transactions.service.ts';
import { BANK_TRANSACTION_TYPES } from './bank-transactions.table.ts';
import { suggestMatches } from './match-candidates.read-model.ts';
import { getMatchSettings, updateMatchSettings } from './match-settings.ts';

/** An amount in ringgit that may be blank or zero (the other side of the line is set). */
const optionalAmount = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return 0;
    const sen = parseAmountSen(value);
    if (sen === null) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return 0;
    }
    return sen;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const lineBody = z
  .object({
    bank_id: z.number().int().positive(),
    transacted_at: z.iso.datetime({ offset: true }).transform((v) => new Date(v)),
    description: z.string().trim().min(1, 'IMPORT_MISSING_CONTENT').max(500),
    deposit_amount: optionalAmount,
    withdraw_amount: optionalAmount,
    balance: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const text = String(value).trim();
        const negative = text.startsWith('-');
        const sen = parseAmountSen(negative ? text.slice(1) : text);
        if (sen === null) ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
        return sen === null ? null : negative ? -sen : sen;
      }),
    receipt: optionalReceipt,
    type: z.enum(BANK_TRANSACTION_TYPES).default('normal'),
    extra_copy: z.boolean().default(false),
    remark: optionalText(1000),
  })
  .transform(
    (b): BankTransactionInput => ({
      bank_id: b.bank_id,
      transacted_at: b.transacted_at,
      description: b.description,
      deposit_sen: b.deposit_amount,
      withdraw_sen: b.withdraw_amount,
      balance_sen: b.balance,
      receipt: b.receipt || null,
      type: b.type,
      extra_copy: b.extra_copy,
      remark: b.remark,
    }),
  );

const idParams = z.object({ id: z.coerce.number().int().positive() });
const flag = z.enum(['1', '0']).optional();
const toFlag = (value: '1' | '0' | undefined) => (value === undefined ? undefined : value === '1');

const listQuery = listQuerySchema.extend({
  bank_id: z.coerce.number().int().positive().optional(),
  type: z.enum(BANK_TRANSACTION_TYPES).optional(),
  claimed: flag,
  extra_copy: flag,
  direction: z.enum(['deposit', 'withdraw']).optional(),
});

const operatorActor = (request: Parameters<typeof staffOf>[0]) => ({
  kind: 'operator' as const,
  operatorId: staffOf(request).operatorId,
  ip: request.ip ?? null,
});

/** A statement line's `bank_account_number` is the company's own account, not a member's. */
const OUR_BANK_ACCOUNT = { bank_account_number: null };

/** Staff: Bank Transaction list / create / edit and matching to deposits. */
export function bankTransactionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/bank-transactions',
      {
        config: { permission: 'bank_transactions.view', personalData: OUR_BANK_ACCOUNT },
        schema: { querystring: listQuery },
      },
      async (request, reply) => {
        const q = request.query;
        const page = await listBankTransactions(ctx.db, await inBusinessZone(ctx, q), {
          bank_id: q.bank_id,
          type: q.type,
          claimed: toFlag(q.claimed),
          extra_copy: toFlag(q.extra_copy),
          direction: q.direction,
        });
        const money = (sen: number) => (sen ? (sen / 100).toFixed(2) : '');
        return replyList(reply, q, page, {
          filename: 'bank-transactions',
          columns: [
            { header: 'ID', value: (r) => r.id },
            { header: 'Date', value: (r) => r.transacted_at },
            { header: 'Bank', value: (r) => `${r.bank_name ?? ''} ${r.bank_account_number ?? ''}`.trim() },
            { header: 'Description', value: (r) => r.description },
            { header: 'Deposit', value: (r) => money(r.deposit_sen) },
            { header: 'Withdraw', value: (r) => money(r.withdraw_sen) },
            {
              header: 'Balance',
              value: (r) => (r.balance_sen === null ? '' : (r.balance_sen / 100).toFixed(2)),
            },
            { header: 'Type', value: (r) => r.type },
            { header: 'Claimed', value: (r) => (r.claimed ? 'yes' : 'no') },
            { header: 'Transaction', value: (r) => r.transaction_ids.join(' ') },
            { header: 'Extra copy', value: (r) => (r.extra_copy ? 'yes' : 'no') },
            { header: 'Receipt', value: (r) => r.receipt },
            { header: 'Remark', value: (r) => r.remark },
          ],
        });
      },
    );

    // Selector options: the operator bank accounts statement lines belong to.
    app.get(
      '/api/staff/bank-transactions/bank-options',
      { config: { permission: 'bank_transactions.view' } },
      async () => ({
        data: await bankOptions(ctx.db),
      }),
    );

    app.get(
      '/api/staff/bank-transactions/match-settings',
      { config: { permission: 'bank_transactions.view' } },
      async () => ({ data: await getMatchSettings(ctx.db) }),
    );

    app.put(
      '/api/staff/bank-transactions/match-settings',
      {
        config: { permission: 'settings.manage' },
        schema: {
          body: z.object({
            drift_sen: z.number().int().min(0).max(100_000),
            window_minutes: z
              .number()
              .int()
              .min(1)
              .max(7 * 24 * 60),
            auto_match: z.boolean().default(false),
          }),
        },
      },
      async (request) => ({ data: await updateMatchSettings(ctx.db, staffActor(request), request.body) }),
    );

    app.get(
      '/api/staff/bank-transactions/:id',
      {
        config: { permission: 'bank_transactions.view', personalData: OUR_BANK_ACCOUNT },
        schema: { params: idParams },
      },
      async (request) => ({ data: await getBankTransaction(ctx.db, request.params.id) }),
    );

    app.post(
      '/api/staff/bank-transactions',
      {
        config: { permission: 'bank_transactions.create', personalData: OUR_BANK_ACCOUNT },
        schema: { body: lineBody },
      },
      async (request) => ({
        data: await createBankTransaction(ctx.db, operatorActor(request), request.body),
      }),
    );

    app.put(
      '/api/staff/bank-transactions/:id',
      {
        config: { permission: 'bank_transactions.update', personalData: OUR_BANK_ACCOUNT },
        schema: { params: idParams, body: lineBody },
      },
      async (request) => ({
        data: await updateBankTransaction(
          ctx.db,
          operatorActor(request),
          request.params.id,
          request.body,
          ctx.now(),
        ),
      }),
    );

    app.get(
      '/api/staff/bank-transactions/:id/suggestions',
      { config: { permission: 'bank_transactions.match' }, schema: { params: idParams } },
      async (request) => {
        await assertLineInGateway(ctx.db, gatewayScope(staffOf(request)), request.params.id);
        return { data: await suggestMatches(ctx.db, request.params.id) };
      },
    );

    app.post(
      '/api/staff/bank-transactions/:id/match',
      {
        config: { permission: 'bank_transactions.match' },
        schema: {
          params: idParams,
          body: z.object({
            transaction_ids: z
              .array(
                z
                  .number()
                  .int()
                  .positive()
                  .max(2 ** 31 - 1),
              )
              .min(1)
              .max(MAX_MATCHED_PER_LINE),
          }),
        },
      },
      async (request) => {
        await assertLineInGateway(ctx.db, gatewayScope(staffOf(request)), request.params.id);
        return {
          data: await confirmMatch(
            ctx.db,
            operatorActor(request),
            request.params.id,
            request.body.transaction_ids,
            ctx.now(),
          ),
        };
      },
    );

    app.delete(
      '/api/staff/bank-transactions/:id/match',
      { config: { permission: 'bank_transactions.match' }, schema: { params: idParams } },
      async (request) => {
        await assertLineInGateway(ctx.db, gatewayScope(staffOf(request)), request.params.id);
        await undoMatch(ctx.db, operatorActor(request), request.params.id, ctx.now());
        return { status: true };
      },
    );
  };
}
