/**
 * The rule every new or changed staff password meets. The numbers live here without any
 * dependency so the back-office can show the rule without loading the strength checker.
 * The catalogue's texts (messages/passwords.ts) state the same numbers.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** The zxcvbn score (0 to 4) a new password must reach: 3 is "safely unguessable" online and offline against a slow hash. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordProblem =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_HAS_USERNAME'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_TOO_WEAK';

/** Characters as a person counts them (code points), so an emoji is one, not two. */
export function passwordLength(password: string): number {
  return [...password].length;
}
