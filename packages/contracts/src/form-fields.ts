import { z } from 'zod';
import { LOCALES, type Localized } from './locales.ts';
import { httpsUrl } from './safe-url.ts';

/**
 * An image address staff can pick: a gallery or bundled image on this site (/media/...) or an
 * https address. Anything else (javascript:, data:, http:) is refused.
 */
export const imageRef = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^\/media\/[A-Za-z0-9._/-]+$/.test(value) && !value.includes('..'), 'not a media path')
  .or(httpsUrl);

/**
 * A text in every language; English is required and an empty bm/cn falls back to it, so the
 * member site never shows an empty card in one language.
 */
export function localized(text: z.ZodType<string>) {
  return z
    .object({ en: text, bm: text.or(z.literal('')).optional(), cn: text.or(z.literal('')).optional() })
    .transform((value): Localized => {
      const out = {} as Localized;
      for (const locale of LOCALES) out[locale] = value[locale] || value.en;
      return out;
    });
}

/** A moment with its offset (ISO 8601), or nothing: a start or end left open. */
export const optionalInstant = z
  .union([z.iso.datetime({ offset: true }), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value) : null));

/** A list position: smaller first. Left out on create, the item goes last. */
export const position = z.number().int().min(0).max(10_000).optional();
