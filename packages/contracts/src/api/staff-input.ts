import { z } from 'zod';
import type { MessageCode } from '../messages.ts';
import { parseAmountSen } from '../money.ts';

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
