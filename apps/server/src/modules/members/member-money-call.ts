import type { Locale } from '@topup/contracts/locales.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { type StoredReply, withIdempotency } from '../idempotency/idempotency.service.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency-key.ts';
import { sendReply } from '../idempotency/staff-write.ts';
import { type AuthenticatedMember, authenticateMember } from './member-auth.service.ts';

/**
 * A member call that moves money (deposit, reward, spin): the token's member, then the work once
 * per Idempotency-Key of the member and call. A replay answers the first
 * reply; the token is not part of what must match, so a refreshed token may replay.
 */
export async function memberMoneyCall<Body extends { token: string }>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: { name: string; body: Body },
  work: (member: AuthenticatedMember, params: Omit<Body, 'token'>, locale: Locale) => Promise<StoredReply>,
) {
  const member = await authenticateMember(ctx.db, call.body.token, ctx.now());
  const { token: _token, ...params } = call.body;
  const locale = requestLocale(request);
  const stored = await withIdempotency(
    ctx.db,
    { scope: `member:${member.id}:${call.name}`, key: idempotencyKeyOf(request), params, locale },
    () => work(member, params, locale),
  );
  return sendReply(reply, stored);
}
