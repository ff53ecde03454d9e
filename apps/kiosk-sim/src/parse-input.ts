import { z } from 'zod';
import { KioskError } from './kiosk-error.ts';

/** Parses a body, query or params with a zod schema; bad input is a 400 `bad_request`. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new KioskError('bad_request', `${where}${issue?.message ?? 'invalid input'}`);
  }
  return result.data;
}

// Up to RM 100 billion: far beyond any real move, well inside exact integers.
export const amountSenSchema = z.number().int().nonnegative().max(10_000_000_000_000);
export const kioskCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'kiosk code: 1-64 letters, digits, _ or -');
export const usernameSchema = z.string().min(1).max(64);
export const referenceSchema = z.string().min(1).max(128);
