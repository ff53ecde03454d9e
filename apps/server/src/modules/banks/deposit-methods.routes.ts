import { messageReply } from '@topup/contracts/api/wire.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import {
  type DepositMethodBody,
  depositMethodBankOptionsReplySchema,
  depositMethodBodySchema,
  depositMethodDisplaySchema,
  depositMethodListReplySchema,
  depositMethodOrderReplySchema,
  depositMethodOrderSchema,
  depositMethodParamsSchema,
  depositMethodReplySchema,
  depositMethodSavedReplySchema,
} from '@topup/contracts/staff-deposit-methods.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import {
  depositMethodBankOptions,
  getDepositMethod,
  listDepositMethods,
} from './deposit-methods.read-model.ts';
import {
  createDepositMethod,
  type DepositMethodInput,
  deleteDepositMethod,
  reorderDepositMethods,
  setDepositMethodDisplay,
  updateDepositMethod,
} from './deposit-methods.service.ts';

const toInput = (b: DepositMethodBody): DepositMethodInput => ({
  name: b.name,
  type: b.type,
  image: b.image,
  display: b.display,
  bankIds: b.bank_ids,
});
const body = depositMethodBodySchema;
const idParams = depositMethodParamsSchema;
const saved = { response: { 200: depositMethodSavedReplySchema } };

/**
 * Deposit Methods: the member deposit screen's method tiles (bank groups) and which bank
 * accounts each offers. Members read them on every pre_deposit, so a write shows at once.
 */
export function depositMethodRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/staff/deposit-methods';
    const done = (request: Parameters<typeof requestLocale>[0]) =>
      formatMessage('ACTION_DONE', requestLocale(request));
    app.get(
      base,
      { schema: { response: { 200: depositMethodListReplySchema } }, config: { permission: 'banks.view' } },
      async () => ({
        data: await listDepositMethods(ctx.db),
      }),
    );
    app.get(
      `${base}/bank-options`,
      {
        schema: { response: { 200: depositMethodBankOptionsReplySchema } },
        config: { permission: 'banks.view' },
      },
      async () => ({ data: await depositMethodBankOptions(ctx.db) }),
    );
    app.get(
      `${base}/:id`,
      {
        schema: { params: idParams, response: { 200: depositMethodReplySchema } },
        config: { permission: 'banks.view' },
      },
      async (request) => ({ data: await getDepositMethod(ctx.db, request.params.id) }),
    );
    app.post(
      base,
      { schema: { body, ...saved }, config: { permission: 'banks.create' } },
      async (request) => {
        const id = await createDepositMethod(ctx.db, toInput(request.body), staffActor(request));
        return { message: done(request), data: await getDepositMethod(ctx.db, id) };
      },
    );
    app.put(
      `${base}/order`,
      {
        schema: { body: depositMethodOrderSchema, response: { 200: depositMethodOrderReplySchema } },
        config: { permission: 'banks.update' },
      },
      async (request) => {
        await reorderDepositMethods(ctx.db, request.body.ids, staffActor(request));
        return { message: done(request), data: await listDepositMethods(ctx.db) };
      },
    );
    app.put(
      `${base}/:id`,
      { schema: { params: idParams, body, ...saved }, config: { permission: 'banks.update' } },
      async (request) => {
        await updateDepositMethod(ctx.db, request.params.id, toInput(request.body), staffActor(request));
        return { message: done(request), data: await getDepositMethod(ctx.db, request.params.id) };
      },
    );
    app.put(
      `${base}/:id/display`,
      {
        schema: { params: idParams, body: depositMethodDisplaySchema, ...saved },
        config: { permission: 'banks.update' },
      },
      async (request) => {
        await setDepositMethodDisplay(ctx.db, request.params.id, request.body.display, staffActor(request));
        return { message: done(request), data: await getDepositMethod(ctx.db, request.params.id) };
      },
    );
    app.delete(
      `${base}/:id`,
      {
        schema: { params: idParams, response: { 200: messageReply } },
        config: { permission: 'banks.delete' },
      },
      async (request) => {
        await deleteDepositMethod(ctx.db, request.params.id, staffActor(request));
        return { message: done(request) };
      },
    );
  };
}
