import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  type PasswordProblem,
  passwordLength,
} from './password-rules.ts';

// Built once per process: the common-password and word lists are unpacked here, offline.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's warnings for a password that is, or barely varies, one on the common list. */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

export type PasswordVerdict = { problem: PasswordProblem | null; score: Score };

/**
 * Judges a new staff password: length in characters (any characters, nothing trimmed), not
 * containing the username, and zxcvbn's score against the common and breached password lists.
 * The server refuses on `problem`; the back-office's meter shows the same verdict.
 */
export function judgePassword(password: string, username = ''): PasswordVerdict {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return { problem: 'PASSWORD_TOO_SHORT', score: 0 };
  if (length > PASSWORD_MAX_LENGTH) return { problem: 'PASSWORD_TOO_LONG', score: 0 };
  const name = username.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return { problem: 'PASSWORD_HAS_USERNAME', score: 0 };
  const { score, feedback } = zxcvbn.check(password, name ? [name] : []);
  if (score >= PASSWORD_MIN_SCORE) return { problem: null, score };
  const common = COMMON_WARNINGS.has(feedback.warning ?? '');
  return { problem: common ? 'PASSWORD_TOO_COMMON' : 'PASSWORD_TOO_WEAK', score };
}
