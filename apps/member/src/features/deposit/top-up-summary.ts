import { formatSen, parseAmountSen } from '@topup/contracts/amount-text.ts';
import type { BonusTerms } from '@topup/contracts/member-api.ts';
import type { BalanceState } from './account-section.tsx';

/** The one line under a disabled Top Up saying what it waits for (a translation key), or null. */
export function topUpWaitsFor(account: { id: number | null } | null, balance: BalanceState): string | null {
  if (!account) return 'deposit.waitsForGame';
  if (account.id === null) return 'deposit.waitsForAccount';
  if (balance.state === 'checking' || balance.state === 'idle') return 'deposit.waitsForBalance';
  if (balance.state === 'failed') return 'deposit.waitsForCheck';
  return null;
}

/** The bonus a deposit of `amountSen` earns under these terms, by the server's rule. */
export function bonusSen(terms: BonusTerms, amountSen: number): number {
  const fixed = terms.amount === null ? null : parseAmountSen(terms.amount);
  const raw = fixed ?? Math.floor((amountSen * terms.percent_bp) / 10_000);
  const max = terms.max_bonus === null ? null : parseAmountSen(terms.max_bonus);
  return max === null ? raw : Math.min(raw, max);
}

/**
 * "Pay RM 200.00 · bonus RM 60.00 · turnover x3" for an amount the server would read, else null:
 * the line only restates, the server still decides.
 */
export function paymentSummary(
  amount: string,
  terms: BonusTerms | null,
  t: (key: string) => string,
): string | null {
  const amountSen = parseAmountSen(amount);
  if (amountSen === null || amountSen <= 0) return null;
  const parts = [`${t('deposit.summaryPay')} RM ${formatSen(amountSen)}`];
  if (terms) {
    parts.push(`${t('deposit.summaryBonus')} RM ${formatSen(bonusSen(terms, amountSen))}`);
    if (terms.turnover > 0) parts.push(`${t('deposit.summaryTurnover')} x${terms.turnover}`);
  }
  return parts.join(' · ');
}
