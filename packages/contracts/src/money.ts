import { z } from 'zod';

import { formatSen, MAX_AMOUNT_SEN, parseAmountSen } from './amount-text.ts';

export { formatSen, MAX_AMOUNT_SEN, parseAmountSen };

/** A positive amount in ringgit (string or number, max 2 decimals) parsed to sen. */
export const amountSenSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null || sen <= 0) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});
