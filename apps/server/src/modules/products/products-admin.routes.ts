import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import { optionalHttpsUrl } from '@topup/contracts/safe-url.ts';
import { PRODUCT_STATUSES } from '@topup/contracts/staff-products.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { can, staffActor, staffOf } from '../../platform/staff-auth.ts';
import { staffId } from '../../platform/staff-input.ts';
import { getAgentCreditWarningSen, setAgentCreditWarningSen } from '../settings/agent-credit-warning.ts';
import { testConnection } from './connection-test.service.ts';
import { connectionBody } from './kiosk-connection.ts';
import { createProduct, deleteProduct, retireProduct } from './product-lifecycle.service.ts';
import {
  listProducts,
  type ProductJson,
  type ProductPatch,
  productDetail,
  syncProduct,
  updateProduct,
} from './products-admin.service.ts';

/** An optional bound: empty or null clears it; otherwise a ringgit amount with at most 2 decimals. */
const bound = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const sen = parseAmountSen(value);
    if (sen === null || sen < 0) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return sen;
  });
const text = z.string().trim().max(500).nullable().optional();

const body = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  tier: z.coerce.number().int().min(0).max(100).optional(),
  url: optionalHttpsUrl,
  pin: text,
  pc_link: optionalHttpsUrl,
  android_link: optionalHttpsUrl,
  ios_link: optionalHttpsUrl,
  slot_link: optionalHttpsUrl,
  live_link: optionalHttpsUrl,
  game_username: text,
  game_password: text,
  min_deposit: bound,
  max_deposit: bound,
  min_withdrawal: bound,
  max_withdrawal: bound,
  max_balance_to_deposit: bound,
  maintenance: z.boolean().optional(),
  status: z.enum(['active', 'inactive']).optional(),
  position: z.coerce.number().int().min(0).max(10_000).optional(),
});
const updateBody = body.extend({ connection: connectionBody.optional() });
const createBody = body.extend({ name: z.string().trim().min(1).max(100), connection: connectionBody });
const testConnectionBody = connectionBody.extend({ product_id: staffId('PRODUCT_NOT_FOUND').optional() });
const listQuery = listQuerySchema.extend({ status: z.enum(PRODUCT_STATUSES).optional() });

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
  { header: 'Agent Credit', value: (r: ProductJson) => r.agent_credit },
  { header: 'Min Withdrawal', value: (r: ProductJson) => r.min_withdrawal },
  { header: 'Max Withdrawal', value: (r: ProductJson) => r.max_withdrawal },
  { header: 'Maintenance', value: (r: ProductJson) => r.maintenance },
  { header: 'Status', value: (r: ProductJson) => r.status },
];

/** Product list/create/edit/retire/delete, its kiosk connection test and sync, and the Game list. */
export function productAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const idParams = z.object({ id: staffId('PRODUCT_NOT_FOUND') });
    for (const [path, permission] of [
      ['/api/staff/products', 'products.view'],
      ['/api/staff/games', 'games.view'],
    ] as const) {
      app.get(
        path,
        { schema: { querystring: listQuery }, config: { permission } },
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
      { schema: { body: createBody }, config: { permission: 'products.manage' } },
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
      { schema: { body: testConnectionBody }, config: { permission: 'products.manage' } },
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
      { config: { permission: 'products.view' } },
      async () => ({ data: { warning: formatSen(await getAgentCreditWarningSen(ctx.db)) } }),
    );
    app.put(
      '/api/staff/products/agent-credit-warning',
      {
        schema: { body: z.object({ warning: bound.pipe(z.number({ error: 'INVALID_AMOUNT' })) }) },
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
      { schema: { params: idParams }, config: { permission: 'products.view' } },
      async (request) => ({ data: await productDetail(ctx.db, request.params.id) }),
    );
    app.put(
      '/api/staff/products/:id',
      { schema: { params: idParams, body: updateBody }, config: { permission: 'products.update' } },
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
      { schema: { params: idParams }, config: { permission: 'products.manage' } },
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
      { schema: { params: idParams }, config: { permission: 'products.manage' } },
      async (request) => {
        await deleteProduct(ctx.db, request.params.id, staffActor(request));
        return { message: formatMessage('ACTION_DONE', requestLocale(request)) };
      },
    );
    app.post(
      '/api/staff/products/:id/sync',
      { schema: { params: idParams }, config: { permission: 'products.sync' } },
      async (request) => ({
        message: formatMessage('PRODUCT_SYNC_SUCCESS', requestLocale(request)),
        data: await syncProduct(ctx.db, request.params.id, staffActor(request), ctx.now()),
      }),
    );
  };
}
