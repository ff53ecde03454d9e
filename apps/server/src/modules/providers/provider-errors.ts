import type { MessageCode } from '@topup/contracts/messages.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ProviderError } from './game-provider.ts';

/**
 * The message a member or staff member sees for a provider failure. Kinds without a spec
 * message of their own (agent credit, rejected, timeout, unavailable) take the caller's
 * fallback, such as DEPOSIT_FAILED or WITHDRAWAL_FAILED.
 */
export function providerErrorCode(error: ProviderError, fallback: MessageCode): MessageCode {
  switch (error.kind) {
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
      const unknownKind: never = error.kind;
      throw new Error(`unhandled provider error kind ${String(unknownKind)}`);
    }
  }
}

/** The DomainError to throw for a provider failure, with the message `providerErrorCode` picks. */
export function providerDomainError(error: ProviderError, fallback: MessageCode): DomainError {
  return new DomainError(providerErrorCode(error, fallback));
}
