import { z } from 'zod';
import { parseAmountSen } from '../money.ts';
import { PRODUCT_STATUSES, PROVIDER_KINDS } from '../product-options.ts';
import { optionalHttpsUrl } from '../safe-url.ts';
import { staffId } from './staff-input.ts';
import { dataReply, dateTime, listPageSchema, messageReply, moneyText } from './wire.ts';

/** Request and reply schemas of the staff Product and Game screens (/api/staff/products, /api/staff/games). */

export const productParamsSchema = z.object({ id: staffId('PRODUCT_NOT_FOUND') });
/** The list's own filter, next to the paging and search every list takes. */
export const productListFilterSchema = z.object({ status: z.enum(PRODUCT_STATUSES).optional() });

/** An optional bound: empty or null clears it; otherwise a ringgit amount with at most 2 decimals. */
export const optionalBound = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const sen = parseAmountSen(value);
    if (sen === null || sen < 0) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return sen;
  });
const text = z.string().trim().max(500).nullable().optional();

const apiAddress = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  }, 'PRODUCT_API_ADDRESS_INVALID')
  .transform((value) => value.replace(/\/+$/, ''));

/** A kiosk connection as a form sends it; `agent_key` may be the masked value shown. */
export const connectionBodySchema = z.object({
  provider_kind: z.enum(PROVIDER_KINDS).default('http'),
  base_url: apiAddress,
  kiosk_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'PRODUCT_CONNECTION_REQUIRED'),
  agent_key: z.string().trim().max(500).optional(),
  timeout_ms: z.coerce.number().int().min(100).max(60_000).nullable().optional(),
});
export type ConnectionBody = z.input<typeof connectionBodySchema>;

/** The product fields an edit may change; each left out is kept. */
export const productFieldsSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  tier: z.coerce.number().int().min(0).max(100).optional(),
  url: optionalHttpsUrl,
  pin: text,
  pc_link: optionalHttpsUrl,
  android_link: optionalHttpsUrl,
  ios_link: optionalHttpsUrl,
  slot_link: optionalHttpsUrl,
  live_link: optionalHttpsUrl,
  game_username: text,
  game_password: text,
  min_deposit: optionalBound,
  max_deposit: optionalBound,
  min_withdrawal: optionalBound,
  max_withdrawal: optionalBound,
  max_balance_to_deposit: optionalBound,
  maintenance: z.boolean().optional(),
  status: z.enum(['active', 'inactive']).optional(),
  position: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const updateProductBodySchema = productFieldsSchema.extend({
  connection: connectionBodySchema.optional(),
});
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;
export const createProductBodySchema = productFieldsSchema.extend({
  name: z.string().trim().min(1).max(100),
  connection: connectionBodySchema,
});
export type CreateProductBody = z.input<typeof createProductBodySchema>;
export const testConnectionBodySchema = connectionBodySchema.extend({
  product_id: staffId('PRODUCT_NOT_FOUND').optional(),
});
export const agentCreditWarningBodySchema = z.object({
  warning: optionalBound.pipe(z.number({ error: 'INVALID_AMOUNT' })),
});
export type AgentCreditWarningBody = z.input<typeof agentCreditWarningBodySchema>;

/** A product with its kiosk's last reported agent credit and whether that is below the warning. */
export const productRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  tier: z.number(),
  url: z.string().nullable(),
  pin: z.string().nullable(),
  pc_link: z.string().nullable(),
  android_link: z.string().nullable(),
  ios_link: z.string().nullable(),
  slot_link: z.string().nullable(),
  live_link: z.string().nullable(),
  game_username: z.string().nullable(),
  game_password: z.string().nullable(),
  agent_credit: moneyText.nullable(),
  agent_credit_checked_at: dateTime.nullable(),
  agent_credit_low: z.boolean(),
  /** The kiosk's last read got no answer: the figure shown is the one of `agent_credit_checked_at`. */
  agent_credit_stale: z.boolean(),
  sync_state: z.enum(['synced', 'not_synced', 'syncing', 'failed']),
  min_deposit: moneyText.nullable(),
  max_deposit: moneyText.nullable(),
  min_withdrawal: moneyText.nullable(),
  max_withdrawal: moneyText.nullable(),
  max_balance_to_deposit: moneyText.nullable(),
  maintenance: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  position: z.number(),
  updated_at: dateTime,
});
export type ProductView = z.input<typeof productRowSchema>;

/** A product's kiosk connection as staff see it: the agent key only masked (`••••••1234`). */
export const kioskConnectionSchema = z.object({
  provider_kind: z.enum(PROVIDER_KINDS),
  base_url: z.string(),
  kiosk_code: z.string(),
  agent_key: z.string(),
  timeout_ms: z.number().nullable(),
});
export type KioskConnectionView = z.input<typeof kioskConnectionSchema>;

/** One product on its edit form: the list's fields and its kiosk connection. */
export const productDetailSchema = productRowSchema.extend({ connection: kioskConnectionSchema.nullable() });
export type ProductDetailView = z.input<typeof productDetailSchema>;

export const productListReplySchema = listPageSchema(productRowSchema);
export const productReplySchema = dataReply(productDetailSchema);
export const productDeletedReplySchema = messageReply;
export const agentCreditWarningReplySchema = dataReply(z.object({ warning: moneyText }));
export type AgentCreditWarning = z.input<typeof agentCreditWarningReplySchema>['data'];
export const connectionTestReplySchema = dataReply(z.object({ agent_credit: moneyText }));
export const productSyncReplySchema = dataReply(
  z.object({ agent_credit: moneyText, agent_credit_low: z.boolean() }),
);
