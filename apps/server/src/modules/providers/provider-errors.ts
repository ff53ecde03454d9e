import type { MessageCode } from '@topup/contracts/messages.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ProviderError, ProviderErrorKind } from './game-provider.ts';

/**
 * The message a member or staff member sees for a provider failure. Kinds without a spec
 * message of their own (agent credit, rejected, timeout, unavailable) take the caller's
 * fallback, such as DEPOSIT_FAILED or WITHDRAWAL_FAILED.
 */
export function providerErrorCode(error: ProviderError, fallback: MessageCode): MessageCode {
  return providerKindCode(error.kind, fallback);
}

function providerKindCode(kind: ProviderErrorKind, fallback: MessageCode): MessageCode {
  switch (kind) {
    case 'maintenance':
      return 'PRODUCT_MAINTENANCE';
    case 'account_not_found':
      return 'MEMBER_ACCOUNT_NOT_FOUND';
    case 'insufficient_balance':
      return 'INSUFFICIENT_BALANCE';
    case 'insufficient_agent_credit':
    case 'rejected':
    case 'timeout':
    case 'unavailable':
      return fallback;
    default: {
      const unknownKind: never = kind;
      throw new Error(`unhandled provider error kind ${String(unknownKind)}`);
    }
  }
}

/** The DomainError to throw for a provider failure, with the message `providerErrorCode` picks. */
export function providerDomainError(error: ProviderError, fallback: MessageCode): DomainError {
  return new DomainError(providerErrorCode(error, fallback));
}

const KINDS: readonly string[] = [
  'maintenance',
  'account_not_found',
  'insufficient_balance',
  'insufficient_agent_credit',
  'rejected',
  'timeout',
  'unavailable',
] satisfies ProviderErrorKind[];

/** The message for a refusal recorded on a transaction (its failure code is the provider's error kind). */
export function recordedRefusalCode(failureCode: string | null, fallback: MessageCode): MessageCode {
  if (!failureCode || !KINDS.includes(failureCode)) return fallback;
  return providerKindCode(failureCode as ProviderErrorKind, fallback);
}
