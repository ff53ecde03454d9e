import { gameSessionsQuerySchema, gameSessionsReplySchema } from '@topup/contracts/api/game-sessions.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { ensureSynced } from '../member-accounts/member-accounts.service.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { providerDomainError } from '../providers/provider-errors.ts';

/** Game Sessions: a game account's recent sessions, read from its provider (not stored here). */
export function gameSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/game-sessions',
      {
        schema: {
          querystring: gameSessionsQuerySchema,
          response: { 200: gameSessionsReplySchema },
        },
        config: { permission: 'game_sessions.view' },
      },
      async (request) => {
        const row = await getMemberAccount(ctx.db, request.query.member_account_id);
        if (!row.account.synced) return { data: [] };
        try {
          const account = await ensureSynced(ctx.db, row);
          const provider = await providerForProduct(ctx.db, row.product, row.kiosk);
          const sessions = await provider.gameSessions(account.username, { limit: request.query.limit });
          return {
            data: sessions.map((s) => ({
              id: s.id,
              username: s.username,
              product_name: row.product.name,
              game: s.game,
              started_at: s.startedAt,
              ended_at: s.endedAt,
              bet: formatSen(s.betSen),
              win: formatSen(s.winSen),
            })),
          };
        } catch (error) {
          if (error instanceof ProviderError) throw providerDomainError(error, 'CONTACT_CS');
          throw error;
        }
      },
    );
  };
}
