import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import {
  accountActionReplySchema,
  accountDeletedReplySchema,
  accountPasswordBodySchema,
  accountPasswordReplySchema,
  accountSavedReplySchema,
  accountStatusBodySchema,
  createAccountBodySchema,
  memberAccountPageSchema,
  memberAccountParamsSchema,
  memberAccountQuerySchema,
  playerBodySchema,
  playerPageSchema,
  playerParamsSchema,
  playerReplySchema,
} from '@topup/contracts/staff-member-accounts.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { updatePlayer } from '../members/player-edit.service.ts';
import {
  type AccountJson,
  getPlayer,
  listAccounts,
  listPlayers,
  withBalances,
} from './account-list.read-model.ts';
import {
  changeAccountPassword,
  createAccountFor,
  deleteAccount,
  freezeAccount,
  setAccountEnabled,
  setAccountLocked,
  syncAccount,
} from './member-accounts-admin.service.ts';

const csvColumns = [
  { header: 'ID', value: (r: AccountJson) => r.id },
  { header: 'Member', value: (r: AccountJson) => r.member_name },
  { header: 'Phone', value: (r: AccountJson) => r.member_phone },
  { header: 'Product', value: (r: AccountJson) => r.product_name },
  { header: 'Game ID', value: (r: AccountJson) => r.username },
  { header: 'Status', value: (r: AccountJson) => r.status },
  { header: 'Enabled', value: (r: AccountJson) => r.enabled },
  { header: 'Frozen', value: (r: AccountJson) => r.frozen },
  { header: 'Synced', value: (r: AccountJson) => r.synced },
];

type PlayerJson = Awaited<ReturnType<typeof listPlayers>>['data'][number];

const playerColumns = [
  { header: 'ID', value: (r: PlayerJson) => r.id },
  { header: 'Name', value: (r: PlayerJson) => r.name },
  { header: 'Phone', value: (r: PlayerJson) => r.phone },
  {
    header: 'Game IDs',
    value: (r: PlayerJson) => r.accounts.map((a) => `${a.product_name}: ${a.username}`).join('; '),
  },
  { header: 'Status', value: (r: PlayerJson) => r.status },
  { header: 'Fraud', value: (r: PlayerJson) => r.fraud },
  { header: 'Deposits', value: (r: PlayerJson) => r.deposit_count },
  { header: 'Last Deposit', value: (r: PlayerJson) => r.last_deposit_at },
  { header: 'Registered', value: (r: PlayerJson) => r.registered_at },
];

const done = (request: FastifyRequest, code: MessageCode) => formatMessage(code, requestLocale(request));

/** Player list/edit and Member Accounts with the provider-side account actions. */
export function memberAccountAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/member-accounts',
      {
        schema: { querystring: memberAccountQuerySchema, response: { 200: memberAccountPageSchema } },
        config: { permission: 'member_accounts.view' },
      },
      async (request, reply) => {
        const { member_id, product_id, frozen, enabled, synced, with_balance, ...query } = request.query;
        const page = await listAccounts(ctx.db, await inBusinessZone(ctx, query), {
          memberId: member_id,
          productId: product_id,
          frozen,
          enabled,
          synced,
        });
        if (with_balance && query.format === 'json') page.data = await withBalances(ctx.db, page.data);
        return replyList(reply, query, page, { filename: 'member-accounts', columns: csvColumns });
      },
    );

    app.post(
      '/api/staff/member-accounts',
      {
        schema: {
          body: createAccountBodySchema,
          response: { 200: accountSavedReplySchema },
        },
        config: { permission: 'member_accounts.create' },
      },
      async (request) => {
        const a = await createAccountFor(
          ctx.db,
          request.body.member_id,
          request.body.product_id,
          staffActor(request),
        );
        return { message: done(request, 'CREATE_ACCOUNT_SUCCESS'), data: { id: a.id, username: a.username } };
      },
    );

    app.post(
      '/api/staff/member-accounts/:id/sync',
      {
        schema: { params: memberAccountParamsSchema, response: { 200: accountSavedReplySchema } },
        config: { permission: 'member_accounts.sync' },
      },
      async (request) => {
        const a = await syncAccount(ctx.db, request.params.id, staffActor(request));
        return { message: done(request, 'SYNC_ACCOUNT_SUCCESS'), data: { id: a.id, username: a.username } };
      },
    );
    for (const frozen of [true, false]) {
      app.post(
        `/api/staff/member-accounts/:id/${frozen ? 'freeze' : 'unfreeze'}`,
        {
          schema: { params: memberAccountParamsSchema, response: { 200: accountActionReplySchema } },
          config: { permission: 'member_accounts.freeze' },
        },
        async (request) => {
          await freezeAccount(ctx.db, request.params.id, frozen, staffActor(request));
          return { message: done(request, frozen ? 'FREEZE_ACCOUNT_SUCCESS' : 'UNFREEZE_ACCOUNT_SUCCESS') };
        },
      );
    }
    for (const locked of [true, false]) {
      app.post(
        `/api/staff/member-accounts/:id/${locked ? 'lock' : 'unlock'}`,
        {
          schema: { params: memberAccountParamsSchema, response: { 200: accountActionReplySchema } },
          config: { permission: 'member_accounts.lock' },
        },
        async (request) => {
          await setAccountLocked(ctx.db, request.params.id, locked, staffActor(request));
          return { message: done(request, locked ? 'LOCK_ACCOUNT_SUCCESS' : 'UNLOCK_ACCOUNT_SUCCESS') };
        },
      );
    }
    app.post(
      '/api/staff/member-accounts/:id/password',
      {
        schema: {
          params: memberAccountParamsSchema,
          body: accountPasswordBodySchema,
          response: { 200: accountPasswordReplySchema },
        },
        config: { permission: 'member_accounts.password' },
      },
      async (request) => {
        const a = await changeAccountPassword(
          ctx.db,
          request.params.id,
          request.body.password,
          staffActor(request),
        );
        return { message: done(request, 'CHANGE_ACCOUNT_PASSWORD_SUCCESS'), data: { password: a.password } };
      },
    );
    app.post(
      '/api/staff/member-accounts/:id/status',
      {
        schema: {
          params: memberAccountParamsSchema,
          body: accountStatusBodySchema,
          response: { 200: accountActionReplySchema },
        },
        config: { permission: 'member_accounts.update' },
      },
      async (request) => {
        await setAccountEnabled(ctx.db, request.params.id, request.body.enabled, staffActor(request));
        return { message: done(request, 'UPDATE_ACCOUNT_STATUS_SUCCESS') };
      },
    );
    app.delete(
      '/api/staff/member-accounts/:id',
      {
        schema: { params: memberAccountParamsSchema, response: { 200: accountDeletedReplySchema } },
        config: { permission: 'member_accounts.delete' },
      },
      async (request) => {
        const outcome = await deleteAccount(ctx.db, request.params.id, staffActor(request));
        return { message: done(request, 'DELETE_ACCOUNT_SUCCESS'), data: { outcome } };
      },
    );

    app.get(
      '/api/staff/players',
      {
        schema: { querystring: listQuerySchema, response: { 200: playerPageSchema } },
        config: { permission: 'member_accounts.view' },
      },
      async (request, reply) => {
        const page = await listPlayers(ctx.db, await inBusinessZone(ctx, request.query));
        return replyList(reply, request.query, page, { filename: 'players', columns: playerColumns });
      },
    );
    app.get(
      '/api/staff/players/:id',
      {
        schema: {
          params: playerParamsSchema,
          response: { 200: playerReplySchema },
        },
        config: { permission: 'member_accounts.view' },
      },
      async (request) => ({ data: await getPlayer(ctx.db, request.params.id) }),
    );
    app.put(
      '/api/staff/players/:id',
      {
        schema: {
          params: playerParamsSchema,
          body: playerBodySchema,
          response: { 200: playerReplySchema },
        },
        config: { permission: 'members.update' },
      },
      async (request) => {
        await updatePlayer(ctx.db, request.params.id, request.body, staffActor(request));
        return { message: done(request, 'ACTION_DONE'), data: await getPlayer(ctx.db, request.params.id) };
      },
    );
  };
}
