import { z } from 'zod';

/**
 * An operator's sign-in name and secrets as the staff screens send them. A new password is taken
 * exactly as typed (never trimmed); the server judges it once the username is known. Sign-in
 * accepts any stored password.
 */
export const newPasswordSchema = z.string();
export const pinSchema = z.string().regex(/^\d{4,6}$/, 'PIN_FORMAT');
export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/);
