import { z } from 'zod';
import { listPageSchema, messageReply } from './wire.ts';

/** Request and reply schemas of the staff System Message screen (/api/staff/system-messages). */

const texts = z.object({ en: z.string(), bm: z.string(), cn: z.string() });

/** A message with its default and its wording in use, per language. */
export const systemMessageRowSchema = z.object({
  code: z.string(),
  defaults: texts,
  text: texts,
  edited: z.boolean(),
});
export type SystemMessageRow = z.input<typeof systemMessageRowSchema>;
export const systemMessageListSchema = listPageSchema(systemMessageRowSchema);

export const systemMessageParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,64}$/) });

const text = z.string().max(1000).optional();
/** A language left empty uses the default. */
export const saveSystemMessageBodySchema = z.object({ en: text, bm: text, cn: text });
export type SaveSystemMessageBody = z.input<typeof saveSystemMessageBodySchema>;
export const systemMessageSavedSchema = messageReply;
