import { formatSen } from '@topup/contracts/money.ts';
import { DomainError } from '../../../platform/errors.ts';

/** An amount's bounds in sen (null: none) and the messages that name the bound it broke. */
export type AmountLimits = {
  minSen: number | null;
  maxSen: number | null;
  below: 'DEPOSIT_MIN' | 'WITHDRAWAL_MIN' | 'ADJUSTMENT_MIN';
  above: 'DEPOSIT_MAX' | 'WITHDRAWAL_MAX' | 'ADJUSTMENT_MAX';
};

/** Why `amountSen` is outside its bounds (the message with the bound as ':amount'), or null. */
export function amountRefusal(amountSen: number, limits: AmountLimits): DomainError | null {
  if (limits.minSen !== null && amountSen < limits.minSen)
    return new DomainError(limits.below, { amount: formatSen(limits.minSen) });
  if (limits.maxSen !== null && amountSen > limits.maxSen)
    return new DomainError(limits.above, { amount: formatSen(limits.maxSen) });
  return null;
}

/** Throws the refusal of an amount outside its bounds. */
export function assertAmountWithin(amountSen: number, limits: AmountLimits): void {
  const refusal = amountRefusal(amountSen, limits);
  if (refusal) throw refusal;
}
