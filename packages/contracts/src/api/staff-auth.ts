import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from '../permissions.ts';
import { newPasswordSchema, pinSchema } from './staff-credentials.ts';
import { dataReply, dateTime } from './wire.ts';

/** Request and reply schemas of staff sign-in, the session and the operator's own profile. */

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const unlockBodySchema = z.object({ pin: z.string().max(20) });

const currentPassword = z.string().min(1).max(200);
export const changePasswordBodySchema = z.object({
  current_password: currentPassword,
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export const setPinBodySchema = z.object({ current_password: currentPassword, pin: pinSchema });
export type SetPinBody = z.input<typeof setPinBodySchema>;

/** GET /api/staff/auth/me: who is signed in and what they may do. */
export const staffMeSchema = z.object({
  operator: z.object({
    id: z.number(),
    name: z.string(),
    username: z.string(),
    has_pin: z.boolean(),
    last_login_at: dateTime.nullable(),
  }),
  role: z.object({ id: z.number(), name: z.string(), is_super: z.boolean(), payment_gateway: z.string() }),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]])),
  locked: z.boolean(),
  /** The business time zone (IANA name): every date and time in the back-office is shown in it. */
  time_zone: z.string(),
});
export type StaffMe = z.input<typeof staffMeSchema>;

/**
 * GET /api/staff/auth/unverified: what the operator approved in their current shift that nobody
 * verified (the counts the shift close checks), with the
 * 'Deposit (n), Withdrawal (m) not verified.' message (null when nothing waits).
 */
export const unverifiedSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  message: z.string().nullable(),
});
export const unverifiedReplySchema = dataReply(unverifiedSchema);
export type UnverifiedReply = z.input<typeof unverifiedReplySchema>;
