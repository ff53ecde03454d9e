import type { LoginBody } from '@topup/contracts/api/staff-auth.ts';
import { request } from '../../shared/api/client.ts';
import { AUTH_API } from '../../shared/api/endpoints.ts';

/** Signs in; a refusal is the form's own message, so the session handling stays out of it. */
export const signIn = (body: LoginBody) =>
  request<{ status: true }>('POST', AUTH_API.login, { body, skipSessionHandling: true });
