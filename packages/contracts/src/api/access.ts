import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from '../permissions.ts';
import { AMOUNT_LIMIT_KINDS, type AmountLimitKind } from '../second-approval.ts';
import { newPasswordSchema, usernameSchema } from './staff-credentials.ts';
import { staffAmount } from './staff-input.ts';
import { dataReply, dateTime, listPageSchema, moneyText } from './wire.ts';

/** Request and reply schemas of the staff Role and Operator screens (/api/staff/roles, /api/staff/operators). */

/** A role or bank group picked in a form: JSON sends it as a number. */
const pickedId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const accessStatusSchema = z.enum(['active', 'inactive']);

/** The list filter both screens share: active or inactive. */
export const roleListFilterSchema = z.object({ status: accessStatusSchema.optional() });
export const operatorListFilterSchema = roleListFilterSchema.extend({
  role_id: z.coerce.number().int().positive().optional(),
});

/** A role's amount limit in a form: ringgit as text or a number; empty or null: no limit. */
const amountLimitInput = z.union([
  z.literal('').transform(() => null),
  z.null(),
  staffAmount('INVALID_AMOUNT'),
]);
const limitsOf = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(AMOUNT_LIMIT_KINDS.map((kind) => [kind, value])) as Record<AmountLimitKind, T>);

export const saveRoleBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  permissions: z
    .array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]))
    .max(ALL_PERMISSIONS.length * 2),
  /** '1': the deposits and withdrawals of `bank_group_ids` (empty = every group); '0': none. */
  payment_gateway: z.enum(['0', '1']).default('1'),
  bank_group_ids: z.array(pickedId).max(200).default([]),
  status: accessStatusSchema.default('active'),
  /** Per kind the most an operator of the role moves alone (above: a second approval); none: no limit. */
  amount_limits: limitsOf(amountLimitInput.default(null)).default({
    adjustment: null,
    quick_topup: null,
    insert: null,
    withdrawal_approval: null,
  }),
});
export type SaveRoleBody = z.input<typeof saveRoleBodySchema>;

export const roleRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
  payment_gateway: z.enum(['0', '1']),
  bank_group_ids: z.array(z.number()),
  is_super: z.boolean(),
  status: accessStatusSchema,
  /** Ringgit as text; null: no limit. */
  amount_limits: limitsOf(moneyText.nullable()),
  operator_count: z.number(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type RoleView = z.input<typeof roleRowSchema>;

/** A bank group the role editor offers for the payment gateway. */
export const roleBankGroupOptionSchema = z.object({ value: z.number(), label: z.string() });
export type RoleBankGroupOption = z.input<typeof roleBankGroupOptionSchema>;

export const roleListReplySchema = listPageSchema(roleRowSchema);
export const roleReplySchema = dataReply(roleRowSchema);
export const roleBankGroupsReplySchema = dataReply(z.array(roleBankGroupOptionSchema));

const operatorFields = {
  name: z.string().trim().min(1).max(100),
  username: usernameSchema,
  role_id: pickedId,
  status: accessStatusSchema.default('active'),
};
export const createOperatorBodySchema = z.object({ ...operatorFields, password: newPasswordSchema });
/** An empty or missing password keeps the current one. */
export const updateOperatorBodySchema = z.object({
  ...operatorFields,
  password: newPasswordSchema.optional(),
});
export type UpdateOperatorBody = z.input<typeof updateOperatorBodySchema>;

export const operatorRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  role_id: z.number(),
  role_name: z.string(),
  status: accessStatusSchema,
  last_login_at: dateTime.nullable(),
  updated_at: dateTime,
  created_at: dateTime,
});
export type OperatorView = z.input<typeof operatorRowSchema>;

/** GET /api/staff/operators/role-options. */
export const roleOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_super: z.boolean(),
  status: accessStatusSchema,
});
export type RoleOption = z.input<typeof roleOptionSchema>;

export const operatorListReplySchema = listPageSchema(operatorRowSchema);
export const operatorReplySchema = dataReply(operatorRowSchema);
export const roleOptionsReplySchema = dataReply(z.array(roleOptionSchema));
