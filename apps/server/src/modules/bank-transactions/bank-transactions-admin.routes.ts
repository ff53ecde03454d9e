import {
  bankOptionsReplySchema,
  bankTransactionFiltersSchema,
  bankTransactionListSchema,
  bankTransactionReplySchema,
  matchBodySchema,
  matchCandidatesReplySchema,
  matchResultReplySchema,
  matchSettingsReplySchema,
  matchSettingsSchema,
  saveBankTransactionBodySchema,
} from '@topup/contracts/api/bank-transactions.ts';
import { statusReplySchema } from '@topup/contracts/api/status-reply.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { gatewayScope } from '../transactions/payment-gateway.read-model.ts';
import { assertLineInGateway, confirmMatch, undoMatch } from './bank-matching.service.ts';
import { bankOptions, getBankTransaction, listBankTransactions } from './bank-transactions.read-model.ts';
import {
  type BankTransactionInput,
  createBankTransaction,
  updateBankTransaction,
} from './bank-transactions.service.ts';
import { suggestMatches } from './match-candidates.read-model.ts';
import { getMatchSettings, updateMatchSettings } from './match-settings.ts';

/** A saved line as the service takes it: the body's ringgit amounts are already sen. */
const lineInput = (body: z.output<typeof saveBankTransactionBodySchema>): BankTransactionInput => ({
  bank_id: body.bank_id,
  transacted_at: body.transacted_at,
  description: body.description,
  deposit_sen: body.deposit_amount,
  withdraw_sen: body.withdraw_amount,
  balance_sen: body.balance,
  receipt: body.receipt || null,
  type: body.type,
  extra_copy: body.extra_copy,
  remark: body.remark,
});

const toFlag = (value: '1' | '0' | undefined) => (value === undefined ? undefined : value === '1');
const listQuery = listQuerySchema.extend(bankTransactionFiltersSchema.shape);

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
        schema: { querystring: listQuery, response: { 200: bankTransactionListSchema } },
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
        return replyList(reply, q, page, {
          filename: 'bank-transactions',
          columns: [
            { header: 'ID', value: (r) => r.id },
            { header: 'Date', time: true, value: (r) => r.transacted_at },
            { header: 'Bank', value: (r) => `${r.bank_name ?? ''} ${r.bank_account_number ?? ''}`.trim() },
            { header: 'Description', value: (r) => r.description },
            { header: 'Deposit', money: true, value: (r) => r.deposit_sen || null },
            { header: 'Withdraw', money: true, value: (r) => r.withdraw_sen || null },
            { header: 'Balance', money: true, value: (r) => r.balance_sen },
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
      {
        config: { permission: 'bank_transactions.view' },
        schema: { response: { 200: bankOptionsReplySchema } },
      },
      async () => ({ data: await bankOptions(ctx.db) }),
    );

    app.get(
      '/api/staff/bank-transactions/match-settings',
      {
        config: { permission: 'bank_transactions.view' },
        schema: { response: { 200: matchSettingsReplySchema } },
      },
      async () => ({ data: await getMatchSettings(ctx.db) }),
    );

    app.put(
      '/api/staff/bank-transactions/match-settings',
      {
        config: { permission: 'settings.manage' },
        schema: { body: matchSettingsSchema, response: { 200: matchSettingsReplySchema } },
      },
      async (request) => ({ data: await updateMatchSettings(ctx.db, staffActor(request), request.body) }),
    );

    app.get(
      '/api/staff/bank-transactions/:id',
      {
        config: { permission: 'bank_transactions.view', personalData: OUR_BANK_ACCOUNT },
        schema: { params: idParams, response: { 200: bankTransactionReplySchema } },
      },
      async (request) => ({ data: await getBankTransaction(ctx.db, request.params.id) }),
    );

    app.post(
      '/api/staff/bank-transactions',
      {
        config: { permission: 'bank_transactions.create', personalData: OUR_BANK_ACCOUNT },
        schema: { body: saveBankTransactionBodySchema, response: { 200: bankTransactionReplySchema } },
      },
      async (request) => ({
        data: await createBankTransaction(ctx.db, operatorActor(request), lineInput(request.body)),
      }),
    );

    app.put(
      '/api/staff/bank-transactions/:id',
      {
        config: { permission: 'bank_transactions.update', personalData: OUR_BANK_ACCOUNT },
        schema: {
          params: idParams,
          body: saveBankTransactionBodySchema,
          response: { 200: bankTransactionReplySchema },
        },
      },
      async (request) => ({
        data: await updateBankTransaction(
          ctx.db,
          operatorActor(request),
          request.params.id,
          lineInput(request.body),
          ctx.now(),
        ),
      }),
    );

    app.get(
      '/api/staff/bank-transactions/:id/suggestions',
      {
        config: { permission: 'bank_transactions.match' },
        schema: { params: idParams, response: { 200: matchCandidatesReplySchema } },
      },
      async (request) => {
        await assertLineInGateway(ctx.db, gatewayScope(staffOf(request)), request.params.id);
        return { data: await suggestMatches(ctx.db, request.params.id) };
      },
    );

    app.post(
      '/api/staff/bank-transactions/:id/match',
      {
        config: { permission: 'bank_transactions.match' },
        schema: { params: idParams, body: matchBodySchema, response: { 200: matchResultReplySchema } },
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
      {
        config: { permission: 'bank_transactions.match' },
        schema: { params: idParams, response: { 200: statusReplySchema } },
      },
      async (request) => {
        await assertLineInGateway(ctx.db, gatewayScope(staffOf(request)), request.params.id);
        await undoMatch(ctx.db, operatorActor(request), request.params.id, ctx.now());
        return { status: true as const };
      },
    );
  };
}
