import { judgePassword } from '@topup/contracts/password-policy.ts';
import { DomainError } from './errors.ts';

/**
 * The server's word on a new or changed staff password (operator create and edit, own
 * password change): refuses with the catalogue's reason on the `password` field. Signing in
 * never asks, so operators whose password predates the rule keep signing in.
 */
export function assertAcceptablePassword(password: string, username: string): void {
  const { problem } = judgePassword(password, username);
  if (problem) throw new DomainError(problem, {}, { fields: { password: problem } });
}
