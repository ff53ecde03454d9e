import type { Locale } from '@topup/contracts/locales.ts';
import type { AuthReply } from '@topup/contracts/member-api.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { authenticateMember, memberAuthReply } from '../members/member-auth.service.ts';
import { AUTH_REPLY_IGNORED, AUTH_REPLY_TABLES, AuthReplyCache } from './auth-reply-cache.ts';
import { latestMemberTransaction } from './latest-transaction.read-model.ts';

/**
 * The outcome of a login attempt as `POST /api/auth` answers it: HTTP status, reply body and
 * that body as JSON text (a cached reply is serialised once when read, not on every call).
 */
export type LoginAttempt = { httpStatus: number; reply: AuthReply; json: string };

/** A reply with its JSON text. */
const withJson = (httpStatus: number, reply: AuthReply): LoginAttempt => ({
  httpStatus,
  reply,
  json: JSON.stringify(reply),
});

/** A member login by token (`POST /api/auth`). */
export type MemberLogin = (token: string, locale: Locale) => Promise<LoginAttempt>;

const logins = new WeakMap<AppContext, MemberLogin>();

/**
 * The one entry for a member login, shared by `POST /api/auth` and the member link page (the
 * HTML for `/?token=` carries the login's answer, modules/web/spa.routes.ts): one reply cache
 * per app (AuthReplyCache), the token's checks and last-use stamp (`authenticateMember`), the
 * reply (`memberAuthReply`). A refused token (401) is answered as the error handler answers
 * member calls, `{ status: false, message }` in the request's language; anything else (a busy
 * database, a fault) is thrown to the caller.
 */
export function memberLogin(ctx: AppContext): MemberLogin {
  const existing = logins.get(ctx);
  if (existing) return existing;
  // The reply is reused while nothing it shows was written (see AuthReplyCache).
  const replies = new AuthReplyCache<LoginAttempt>(
    ctx.database.writes.watch(AUTH_REPLY_TABLES, AUTH_REPLY_IGNORED),
  );
  const login: MemberLogin = async (token, locale) => {
    const now = ctx.now();
    try {
      return await replies.reply(token, now.getTime(), async () => {
        const member = await authenticateMember(ctx.db, token, now);
        return withJson(200, await memberAuthReply(ctx.db, member, latestMemberTransaction));
      });
    } catch (error) {
      if (error instanceof DomainError && error.httpStatus === 401)
        return withJson(401, { status: false, message: error.message_in(locale) });
      throw error;
    }
  };
  logins.set(ctx, login);
  return login;
}
