import type { TransactionJson } from '@topup/contracts/api/money.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { Transaction } from '../transactions.table.ts';

const money = (sen: number | null) => (sen === null ? null : formatSen(sen));
const time = (at: Date | null) => (at === null ? null : at.toISOString());

/** A transaction as the staff API shows it: snake_case, amounts as 2-decimal strings. */
export function transactionJson(
  t: Transaction,
  extra: { member_name?: string; username?: string; product_name?: string } = {},
): TransactionJson & typeof extra {
  return {
    id: t.id,
    member_id: t.memberId,
    member_account_id: t.memberAccountId,
    to_member_account_id: t.toMemberAccountId,
    member_wallet_id: t.memberWalletId,
    type: t.type,
    amount: formatSen(t.amountSen),
    bonus_id: t.bonusId,
    bonus: formatSen(t.bonusSen),
    verify_amount: money(t.verifyAmountSen),
    before_score: money(t.beforeScoreSen),
    after_score: money(t.afterScoreSen),
    rollover: formatSen(t.rolloverSen),
    rollover_type: t.rolloverType,
    status: t.status,
    verification: t.verification,
    deposit_bank_id: t.depositBankId,
    withdraw_bank_id: t.withdrawBankId,
    bank_option: t.bankOption,
    receipt: t.receipt,
    remark: t.remark,
    failure_code: t.failureCode,
    claimed_by: t.claimedBy,
    claimed_at: time(t.claimedAt),
    timeout: t.timeout,
    fraud: t.fraud,
    created_by: t.createdBy,
    first_approved_by: t.firstApprovedBy,
    first_approved_at: time(t.firstApprovedAt),
    approval_limit: t.approvalLimit,
    requested_at: time(t.requestedAt),
    processed_at: time(t.processedAt),
    completed_at: time(t.completedAt),
    voided_at: time(t.voidedAt),
    created_at: time(t.createdAt),
    ...extra,
  };
}
