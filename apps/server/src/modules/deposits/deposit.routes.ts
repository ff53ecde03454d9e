import {
  checkBalanceBody,
  createAccountBody,
  depositBody,
  MEMBER_API,
  type PreDepositReply,
  tokenBody,
} from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { depositBankGroups } from '../banks/banks.service.ts';
import { bonusMessage, depositBonusOptions } from '../bonuses/bonuses.service.ts';
import { getMemberAccount, listMemberAccounts } from '../member-accounts/account-with-product.read-model.ts';
import {
  assertAccountUsable,
  createMemberAccount,
  ensureSynced,
  providerBalance,
} from '../member-accounts/member-accounts.service.ts';
import { authenticateMember } from '../members/member-auth.service.ts';
import { memberMoneyCall } from '../members/member-money-call.ts';
import { listActiveProducts } from '../products/products.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { createDeposit, depositBalanceCeiling } from '../transactions/money-forms/deposit.service.ts';

/** A positive id given as number or digit string; anything else is the given not-found error. */
export function optionalId(
  value: unknown,
  notFound: 'BANK_NOT_FOUND' | 'BONUS_CANNOT_BE_USED',
): number | null {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) throw new DomainError(notFound);
  return Number(text);
}

/** Deposit calls: pre_deposit, check_balance, create_account, deposit. */
export function depositRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MEMBER_API.preDeposit,
      { schema: { body: tokenBody }, config: { permission: 'member' } },
      async (request): Promise<PreDepositReply> => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        const [site, products, accounts, banks, bonuses] = await Promise.all([
          getSiteSettings(ctx.db),
          listActiveProducts(ctx.db),
          listMemberAccounts(ctx.db, member.id),
          depositBankGroups(ctx.db, requestLocale(request)),
          depositBonusOptions(ctx.db, ctx.now(), member.id),
        ]);
        // Demo/imported accounts not yet known to their provider are created there now, so the
        // member sees the username the provider assigned; a provider that is down leaves them for later.
        for (const row of accounts) {
          if (row.account.synced || row.product.maintenance) continue;
          row.account = await ensureSynced(ctx.db, row).catch(() => row.account);
        }
        const byProduct = new Map(accounts.map((a) => [a.product.id, a.account]));
        return {
          code: 200,
          data: {
            payment_gateway: site.payment_gateway,
            member_accounts: products.map((p) => {
              const account = byProduct.get(p.id);
              return {
                id: account?.id ?? null,
                product_id: p.id,
                product_name: p.name,
                username: account?.username ?? null,
                password: account?.password ?? null,
              };
            }),
            banks,
            bonuses,
          },
        };
      },
    );

    app.post(
      MEMBER_API.checkBalance,
      { schema: { body: checkBalanceBody }, config: { permission: 'member' } },
      async (request) => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        const row = await getMemberAccount(ctx.db, request.body.member_account_id, member.id);
        assertAccountUsable(row);
        const balanceSen = await providerBalance(ctx.db, row);
        const balance = formatSen(balanceSen);
        // Over the balance point the check fails with its message: Top Up stays disabled.
        const ceiling = await depositBalanceCeiling(ctx.db, row.product);
        if (ceiling !== null && balanceSen > ceiling) {
          const message = formatMessage('BALANCE_TOO_HIGH_TO_DEPOSIT', requestLocale(request), {
            amount: formatSen(ceiling),
          });
          return { status: false as const, balance, message };
        }
        return { status: true as const, balance, message: '' };
      },
    );

    app.post(
      MEMBER_API.createAccount,
      { schema: { body: createAccountBody }, config: { permission: 'member' } },
      async (request) => {
        const member = await authenticateMember(ctx.db, request.body.token, ctx.now());
        const account = await createMemberAccount(ctx.db, member.id, request.body.product_id);
        return {
          status: true as const,
          message: formatMessage('CREATE_ACCOUNT_SUCCESS', requestLocale(request)),
          data: {
            id: account.id,
            product_id: account.productId,
            username: account.username,
            password: account.password,
          },
        };
      },
    );

    app.post(
      MEMBER_API.deposit,
      { schema: { body: depositBody }, config: { permission: 'member' } },
      async (request, reply) => {
        return memberMoneyCall(
          ctx,
          request,
          reply,
          { name: 'deposit', body: request.body },
          async (member, params, locale) => {
            const site = await getSiteSettings(ctx.db);
            // String(): a jsonb '0' read back through drizzle can arrive as the number 0.
            if (site.payment_gateway === '0') throw new DomainError('CONTACT_CS');
            const amountSen = parseAmountSen(params.amount);
            if (amountSen === null || amountSen <= 0) throw new DomainError('INVALID_AMOUNT');
            const bankId = optionalId(params.bank, 'BANK_NOT_FOUND');
            if (bankId === null) throw new DomainError('SELECT_BANK');
            const { grant } = await createDeposit(ctx.db, {
              memberId: member.id,
              memberAccountId: params.member_account_id,
              amountSen,
              bankId,
              bonusId: optionalId(params.bonus, 'BONUS_CANNOT_BE_USED'),
              byMember: true,
              actor: { kind: 'member', memberId: member.id, ip: request.ip },
              now: ctx.now(),
            });
            const extra = bonusMessage(grant?.bonus ?? null, locale);
            const message = [formatMessage('DEPOSIT_SUBMITTED', locale), extra].filter(Boolean).join(' ');
            return { statusCode: 200, body: { status: true, message, redirect: site.deposit_redirect } };
          },
        );
      },
    );
  };
}
