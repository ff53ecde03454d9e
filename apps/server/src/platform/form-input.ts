import { z } from 'zod';

/** Defined in the contracts, where staff request schemas live. */
export { imageRef, localized } from '@topup/contracts/form-fields.ts';

export const position = z.number().int().min(0).max(10_000).default(0);
export const optionalInstant = z
  .union([z.iso.datetime({ offset: true }), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value) : null));
