import { MEMBER_API, type PreRewardReply, rewardBody, tokenBody } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { listMemberAccounts } from '../member-accounts/account-with-product.read-model.ts';
import { authenticateMember } from '../members/member-auth.service.ts';
import { memberMoneyCall } from '../members/member-money-call.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { providerErrorCode } from '../providers/provider-errors.ts';
import { redeemReward } from '../transactions/money-forms/reward.service.ts';
import { listWallets } from '../wallets/wallet-balances.read-model.ts';
import { rewardWalletOf } from '../wallets/wallets.service.ts';

/** Reward calls: pre_reward and reward. */
export function rewardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.preReward,
      { schema: { body: tokenBody }, config: { permission: 'member' } },
      async (request): Promise<PreRewardReply> => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        await rewardWalletOf(ctx.db, member.id);
        const [accounts, wallets] = await Promise.all([
          listMemberAccounts(ctx.db, member.id),
          listWallets(ctx.db, member.id),
        ]);
        return {
          status: true,
          member_accounts: accounts
            .filter((a) => a.account.status === 'active' && a.product.status === 'active')
            .map((a) => ({ label: `${a.product.name} - ${a.account.username}`, value: a.account.id })),
          member_wallets: wallets.map((w) => ({
            label: `${w.name} (RM ${formatSen(w.balanceSen)})`,
            value: w.id,
          })),
        };
      },
    );

    app.post(
      MEMBER_API.reward,
      { schema: { body: rewardBody }, config: { permission: 'member' } },
      async (request, reply) => {
        return memberMoneyCall(
          ctx,
          request,
          reply,
          { name: 'reward', body: request.body },
          async (member, params, locale) => {
            const redeemed = await redeemReward(
              ctx.db,
              {
                memberId: member.id,
                memberAccountId: params.member_account_id,
                memberWalletId: params.member_wallet_id,
                ip: request.ip,
              },
              ctx.now,
            );
            const amount = formatSen(redeemed.amountSen);
            const { outcome } = redeemed;
            if (outcome.kind === 'failed') {
              const error = new ProviderError(
                outcome.errorKind === 'not_found' ? 'rejected' : outcome.errorKind,
                '',
              );
              throw new DomainError(providerErrorCode(error, 'DEPOSIT_FAILED'));
            }
            const code = outcome.kind === 'succeeded' ? 'REWARD_SUCCESS' : 'REWARD_PROCESSING';
            return {
              statusCode: 200,
              body: { status: true, message: formatMessage(code, locale, { amount }) },
            };
          },
        );
      },
    );
  };
}
