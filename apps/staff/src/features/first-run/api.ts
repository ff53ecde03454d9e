import type { FirstRunClaim, FirstRunStatus } from '@topup/contracts/first-run.ts';
import { request } from '../../shared/api/client.ts';
import { AUTH_API } from '../../shared/api/endpoints.ts';

export const FIRST_RUN_URL = '/api/staff/first-run';
export const FIRST_RUN_KEY = ['staff', 'first-run'] as const;

/** Whether the site still waits for its first operator (a failed check counts as no: the login shows). */
export const fetchFirstRunNeeded = () =>
  request<FirstRunStatus>('GET', FIRST_RUN_URL, { skipSessionHandling: true }).then(
    (status) => status.needed,
    () => false,
  );

/** Creates the Super Admin and the first operator, then signs that operator in. */
export async function claimFirstRunAndSignIn(claim: FirstRunClaim): Promise<void> {
  await request('POST', FIRST_RUN_URL, { body: claim, skipSessionHandling: true });
  await request('POST', AUTH_API.login, {
    body: { username: claim.username, password: claim.password },
    skipSessionHandling: true,
  });
}
