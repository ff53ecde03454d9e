import { z } from 'zod';

/** A new operator password (login accepts any stored one; demo cs1 has 5 characters). */
export const newPasswordSchema = z.string().min(6, 'PASSWORD_TOO_SHORT').max(200);
export const pinSchema = z.string().regex(/^\d{4,6}$/, 'PIN_FORMAT');
export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/);
