import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import { optionalHttpsUrl } from '@topup/contracts/safe-url.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { staffId } from '../../platform/staff-input.ts';
import { getAgentCreditWarningSen, setAgentCreditWarningSen } from '../settings/agent-credit-warning.ts';
import {
  getProduct,
  listProducts,
  type ProductJson,
  productJson,
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

/** Product list/edit/sync and the Game list (spec §2, §3 Product). */
export function productAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const idParams = z.object({ id: staffId('PRODUCT_NOT_FOUND') });
    for (const [path, permission] of [
      ['/api/staff/products', 'products.view'],
      ['/api/staff/games', 'games.view'],
    ] as const) {
      app.get(
        path,
        { schema: { querystring: listQuerySchema }, config: { permission } },
        async (request, reply) =>
          replyList(
            reply,
            request.query,
            await listProducts(ctx.db, await inBusinessZone(ctx, request.query)),
            {
              filename: 'products',
              columns: csvColumns,
            },
          ),
      );
    }
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
      async (request) => ({ data: productJson(await getProduct(ctx.db, request.params.id)) }),
    );
    app.put(
      '/api/staff/products/:id',
      { schema: { params: idParams, body }, config: { permission: 'products.update' } },
      async (request) => {
        const b = request.body;
        const after = await updateProduct(
          ctx.db,
          request.params.id,
          {
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
          },
          staffActor(request),
        );
        return { message: formatMessage('ACTION_DONE', requestLocale(request)), data: productJson(after) };
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
