import { describe, expect, it } from 'vitest';
import { ProviderError, type ProviderErrorKind } from './game-provider.ts';
import { providerDomainError, providerErrorCode } from './provider-errors.ts';

describe('providerErrorCode', () => {
  it('maps each provider error kind to the spec message, or the caller fallback', () => {
    const expected: Record<ProviderErrorKind, string> = {
      maintenance: 'PRODUCT_MAINTENANCE',
      account_not_found: 'MEMBER_ACCOUNT_NOT_FOUND',
      insufficient_balance: 'INSUFFICIENT_BALANCE',
      insufficient_agent_credit: 'DEPOSIT_FAILED',
      rejected: 'DEPOSIT_FAILED',
      timeout: 'DEPOSIT_FAILED',
      unavailable: 'DEPOSIT_FAILED',
    };
    for (const [kind, code] of Object.entries(expected))
      expect(providerErrorCode(new ProviderError(kind as ProviderErrorKind, 'x'), 'DEPOSIT_FAILED')).toBe(
        code,
      );
    expect(providerErrorCode(new ProviderError('timeout', 'x'), 'WITHDRAWAL_FAILED')).toBe(
      'WITHDRAWAL_FAILED',
    );
  });

  it('builds a DomainError that speaks the spec wording', () => {
    const error = providerDomainError(new ProviderError('maintenance', 'x'), 'DEPOSIT_FAILED');
    expect(error.message_in('en')).toBe('Product in maintenance (please try again later).');
    expect(
      providerDomainError(new ProviderError('account_not_found', 'x'), 'DEPOSIT_FAILED').message_in('en'),
    ).toBe('Member account not found.');
  });
});
