import { z } from 'zod';

/**
 * Links and receipt addresses staff can enter: https only (no javascript:, data:, http:),
 * at most 2,000 characters, no whitespace or control characters.
 */
export const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    if (/[\s\p{Cc}]/u.test(value)) return false;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'HTTPS_URL_REQUIRED');

/** An optional link field: an https address, or empty/null to clear it. */
export const optionalHttpsUrl = httpsUrl.or(z.literal('')).nullable().optional();

/** Where POST /api/staff/money/receipts keeps an uploaded receipt. */
const UPLOADED_RECEIPT = /^\/api\/staff\/money\/receipts\/\d{1,12}$/;

/**
 * A receipt field: an uploaded file's address or an https address; javascript:, data:, http:
 * and any other text are refused. Empty or null: no receipt.
 */
export const optionalReceipt = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || UPLOADED_RECEIPT.test(value) || httpsUrl.safeParse(value).success,
    'RECEIPT_REF_INVALID',
  )
  .nullable()
  .optional();
