import { MEMBER_API } from '@topup/contracts/member-api.ts';
import { type DemoStaff, type Inject, memberCall } from './demo-client.ts';
import type { DemoPerson } from './demo-people.ts';

export type DemoAccount = { id: number; product: string; username: string; bonus: boolean };
export type DemoMember = DemoPerson & { id: number; token: string; accounts: DemoAccount[] };
type Row = Record<string, unknown>;

const rm = (sen: number) => (sen / 100).toFixed(2);

/**
 * What people do in the demo week, each through the route a person would use: members through
 * the member API from their own device, staff through the back-office API.
 */
export function demoActions(inject: Inject) {
  return {
    /** A member deposit (pending), found again in the staff list by its member. */
    async memberDeposit(
      m: DemoMember,
      account: DemoAccount,
      amountSen: number,
      bankId: number,
      bonusId: number | null,
    ) {
      const reply = await memberCall(
        inject,
        MEMBER_API.deposit,
        {
          token: m.token,
          member_account_id: account.id,
          amount: rm(amountSen),
          bank: bankId,
          bonus: bonusId,
        },
        m.device,
      );
      if (reply.status !== true) throw new Error(`demo: deposit of ${m.name}: ${JSON.stringify(reply)}`);
    },

    async newestPending(staff: DemoStaff, m: DemoMember, type: 'deposit' | 'withdrawal'): Promise<number> {
      const list = await staff.get(`/api/staff/transactions?member_id=${m.id}&type=${type}&status=pending`);
      const ids = (list.data as Row[]).map((r) => Number(r.id));
      if (!ids.length) throw new Error(`demo: no pending ${type} of ${m.name}`);
      return Math.max(...ids);
    },

    async balanceSen(m: DemoMember, account: DemoAccount): Promise<number> {
      const reply = await memberCall(
        inject,
        MEMBER_API.checkBalance,
        { token: m.token, member_account_id: account.id },
        m.device,
      );
      return Math.round(Number(reply.balance ?? 0) * 100);
    },

    async redeemReward(m: DemoMember, account: DemoAccount) {
      const options = await memberCall(inject, MEMBER_API.preReward, { token: m.token }, m.device);
      const wallet = (options.member_wallets as { value: number }[])[0];
      if (!wallet) return;
      await memberCall(
        inject,
        MEMBER_API.reward,
        { token: m.token, member_account_id: account.id, member_wallet_id: wallet.value },
        m.device,
      );
    },

    async lead(person: DemoPerson) {
      await memberCall(
        inject,
        MEMBER_API.landingPage,
        { mobile: person.phone, name: person.name, bank: person.bank, account: person.account },
        person.device,
      );
    },

    /**
     * A bank statement line as staff key it in (with the statement's running balance when
     * given); matched to its deposit when one is given.
     */
    async statementLine(
      staff: DemoStaff,
      line: {
        bankId: number;
        at: Date;
        description: string;
        inSen?: number;
        outSen?: number;
        balanceSen?: number;
        type?: string;
      },
      depositId?: number,
    ) {
      const created = await staff.post('/api/staff/bank-transactions', {
        bank_id: line.bankId,
        transacted_at: line.at.toISOString(),
        description: line.description,
        deposit_amount: line.inSen ? rm(line.inSen) : null,
        withdraw_amount: line.outSen ? rm(line.outSen) : null,
        balance: line.balanceSen === undefined ? null : rm(line.balanceSen),
        type: line.type ?? 'normal',
      });
      if (depositId)
        await staff.post(`/api/staff/bank-transactions/${(created.data as Row).id}/match`, {
          transaction_ids: [depositId],
        });
    },

    /**
     * The operator's own books on the last day: float moved from the richest bank account to
     * another and an expense paid from it, then that bank's statement line with its running
     * balance, which shows an SMS charge the books have not recorded yet (Bank Balances'
     * difference column).
     */
    async bankBooks(staff: DemoStaff, at: Date) {
      const banks = ((await staff.get('/api/staff/banks?per_page=100')).data as Row[]).map((b) => ({
        id: Number(b.id),
        balanceSen: Math.round(Number(b.balance) * 100),
      }));
      const [richest, other] = [...banks].sort((a, b) => b.balanceSen - a.balanceSen);
      const transferSen = Math.min(50_000, Math.floor(richest!.balanceSen / 4));
      const rentSen = Math.min(30_000, Math.floor(richest!.balanceSen / 4));
      await staff.post('/api/staff/bank-movements/transfer', {
        from_bank_id: richest!.id,
        to_bank_id: other!.id,
        amount: rm(transferSen),
        remark: 'Float for payouts',
      });
      await staff.post('/api/staff/bank-movements/expense', {
        bank_id: richest!.id,
        amount: rm(rentSen),
        category: 'rent',
        remark: 'Office rent',
      });
      const smsChargeSen = 120;
      await this.statementLine(staff, {
        bankId: richest!.id,
        at,
        description: 'SMS BANKING CHARGES',
        outSen: smsChargeSen,
        balanceSen: richest!.balanceSen - transferSen - rentSen - smsChargeSen,
        type: 'expense',
      });
    },
  };
}

export type DemoActions = ReturnType<typeof demoActions>;
