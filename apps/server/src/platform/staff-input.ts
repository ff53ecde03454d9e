import type { MessageCode } from '@topup/contracts/messages.ts';
import { parseAmountSen } from '@topup/contracts/money.ts';
import { optionalReceipt } from '@topup/contracts/safe-url.ts';
import { z } from 'zod';

/** A positive id; anything else (missing, text, negative, huge) answers with `code`. */
export const staffId = (code: MessageCode = 'INVALID_REQUEST') =>
  z
    .union(
      [
        z.number({ error: code }),
        z
          .string({ error: code })
          .trim()
          .regex(/^\d{1,10}$/, { error: code }),
      ],
      { error: code },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: code })
        .int({ error: code })
        .positive({ error: code })
        .max(2 ** 31 - 1, { error: code }),
    );

/** A positive ringgit amount with at most 2 decimals, as sen; missing -> `missing`, malformed -> INVALID_AMOUNT. */
export const staffAmount = (missing: MessageCode) =>
  z.union([z.string(), z.number()], { error: missing }).transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const sen = parseAmountSen(value);
    if (sen === null || sen <= 0) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return sen;
  });

export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Body of a staff deposit, shared by Quick Topup and the staff deposit form. */
export const staffDepositBody = z.object({
  member_account_id: staffId('SELECT_GAME_ID'),
  amount: staffAmount('ENTER_TOPUP_AMOUNT'),
  bank_id: staffId('SELECT_BANK'),
  bonus_id: staffId('BONUS_CANNOT_BE_USED').nullable().optional(),
  receipt: optionalReceipt,
  remark: optionalText(500),
});
