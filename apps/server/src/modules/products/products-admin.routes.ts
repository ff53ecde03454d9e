import {
  agentCreditWarningBodySchema,
  agentCreditWarningReplySchema,
  connectionTestReplySchema,
  createProductBodySchema,
  productDeletedReplySchema,
  productFieldsSchema,
  productListFilterSchema,
  productListReplySchema,
  productParamsSchema,
  productReplySchema,
  productSyncReplySchema,
  testConnectionBodySchema,
  updateProductBodySchema,
} from '@topup/contracts/api/products.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { can, staffActor, staffOf } from '../../platform/staff-auth.ts';
import { getAgentCreditWarningSen, setAgentCreditWarningSen } from '../settings/agent-credit-warning.ts';
import { testConnection } from './connection-test.service.ts';
import { createProduct, deleteProduct, retireProduct } from './product-lifecycle.service.ts';
import {
  listProducts,
  type ProductJson,
  type ProductPatch,
  productDetail,
  syncProduct,
  updateProduct,
} from './products-admin.service.ts';

const body = productFieldsSchema;
const listQuery = listQuerySchema.extend(productListFilterSchema.shape);

function toPatch(b: z.infer<typeof body>): ProductPatch {
  return {
    name: b.name,
    tier: b.tier,
    url: b.url,
    pin: b.pin,
    pcLink: b.pc_link,
    androidLink: b.android_link,
    iosLink: b.ios_link,
    slotLink: b.slot_link,
    liveLink: b.live_link,
    gameUsername: b.game_username,
    gamePassword: b.game_password,
    minDepositSen: b.min_deposit,
    maxDepositSen: b.max_deposit,
    minWithdrawalSen: b.min_withdrawal,
    maxWithdrawalSen: b.max_withdrawal,
    maxBalanceToDepositSen: b.max_balance_to_deposit,
    maintenance: b.maintenance,
    status: b.status,
    position: b.position,
  };
}

const csvColumns = [
  { header: 'ID', value: (r: ProductJson) => r.id },
  { header: 'Name', value: (r: ProductJson) => r.name },
  { header: 'Tier', value: (r: ProductJson) => r.tier },
  { header: 'Sync', value: (r: ProductJson) => r.sync_state },
  { header: 'Agent Credit', money: true, value: (r: ProductJson) => r.agent_credit },
  { header: 'Min Withdrawal', money: true, value: (r: ProductJson) => r.min_withdrawal },
  { header: 'Max Withdrawal', money: true, value: (r: ProductJson) => r.max_withdrawal },
  { header: 'Maintenance', value: (r: ProductJson) => r.maintenance },
  { header: 'Status', value: (r: ProductJson) => r.status },
];

/** Product list/create/edit/retire/delete, its kiosk connection test and sync, and the Game list. */
export function productAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const idParams = productParamsSchema;
    const saved = { 200: productReplySchema };
    for (const [path, permission] of [
      ['/api/staff/products', 'products.view'],
      ['/api/staff/games', 'games.view'],
    ] as const) {
      app.get(
        path,
        {
          schema: { querystring: listQuery, response: { 200: productListReplySchema } },
          config: { permission },
        },
        async (request, reply) => {
          const { status, ...query } = request.query;
          return replyList(
            reply,
            request.query,
            await listProducts(ctx.db, await inBusinessZone(ctx, query), status),
            { filename: 'products', columns: csvColumns },
          );
        },
      );
    }
    app.post(
      '/api/staff/products',
      {
        schema: { body: createProductBodySchema, response: saved },
        config: { permission: 'products.manage' },
      },
      async (request) => {
        const { connection, ...fields } = request.body;
        const created = await createProduct(
          ctx.db,
          { ...toPatch(fields), name: fields.name },
          connection,
          staffActor(request),
        );
        return {
          message: formatMessage('ACTION_DONE', requestLocale(request)),
          data: await productDetail(ctx.db, created.id),
        };
      },
    );
    app.post(
      '/api/staff/products/test-connection',
      {
        schema: { body: testConnectionBodySchema, response: { 200: connectionTestReplySchema } },
        config: { permission: 'products.manage' },
      },
      async (request) => {
        const { product_id, ...connection } = request.body;
        const data = await testConnection(ctx.db, connection, product_id);
        return {
          message: formatMessage('PRODUCT_CONNECTION_OK', requestLocale(request), {
            amount: data.agent_credit,
          }),
          data,
        };
      },
    );
    app.get(
      '/api/staff/products/agent-credit-warning',
      {
        schema: { response: { 200: agentCreditWarningReplySchema } },
        config: { permission: 'products.view' },
      },
      async () => ({ data: { warning: formatSen(await getAgentCreditWarningSen(ctx.db)) } }),
    );
    app.put(
      '/api/staff/products/agent-credit-warning',
      {
        schema: { body: agentCreditWarningBodySchema, response: { 200: agentCreditWarningReplySchema } },
        config: { permission: 'products.update' },
      },
      async (request) => {
        const saved = await setAgentCreditWarningSen(ctx.db, staffActor(request), request.body.warning);
        return {
          message: formatMessage('ACTION_DONE', requestLocale(request)),
          data: { warning: formatSen(saved) },
        };
      },
    );
    app.get(
      '/api/staff/products/:id',
      { schema: { params: idParams, response: saved }, config: { permission: 'products.view' } },
      async (request) => ({ data: await productDetail(ctx.db, request.params.id) }),
    );
    app.put(
      '/api/staff/products/:id',
      {
        schema: { params: idParams, body: updateProductBodySchema, response: saved },
        config: { permission: 'products.update' },
      },
      async (request) => {
        const { connection, ...fields } = request.body;
        if (connection && !can(staffOf(request), 'products.manage')) throw new DomainError('FORBIDDEN');
        await updateProduct(ctx.db, request.params.id, toPatch(fields), staffActor(request), connection);
        return {
          message: formatMessage('ACTION_DONE', requestLocale(request)),
          data: await productDetail(ctx.db, request.params.id),
        };
      },
    );
    app.post(
      '/api/staff/products/:id/retire',
      { schema: { params: idParams, response: saved }, config: { permission: 'products.manage' } },
      async (request) => {
        await retireProduct(ctx.db, request.params.id, staffActor(request));
        return {
          message: formatMessage('ACTION_DONE', requestLocale(request)),
          data: await productDetail(ctx.db, request.params.id),
        };
      },
    );
    app.delete(
      '/api/staff/products/:id',
      {
        schema: { params: idParams, response: { 200: productDeletedReplySchema } },
        config: { permission: 'products.manage' },
      },
      async (request) => {
        await deleteProduct(ctx.db, request.params.id, staffActor(request));
        return { message: formatMessage('ACTION_DONE', requestLocale(request)) };
      },
    );
    app.post(
      '/api/staff/products/:id/sync',
      {
        schema: { params: idParams, response: { 200: productSyncReplySchema } },
        config: { permission: 'products.sync' },
      },
      async (request) => ({
        message: formatMessage('PRODUCT_SYNC_SUCCESS', requestLocale(request)),
        data: await syncProduct(ctx.db, request.params.id, staffActor(request), ctx.now()),
      }),
    );
  };
}
