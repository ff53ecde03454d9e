import { z } from 'zod';

/** GET /api/staff/first-run: whether the site still waits for its first operator. */
export const firstRunStatusSchema = z.object({ needed: z.boolean() });
export type FirstRunStatus = z.infer<typeof firstRunStatusSchema>;

/**
 * The first operator, as `npm run setup` and the first-run page take it. The password is
 * taken exactly as typed and judged by the password policy once the username is known.
 */
export const firstOperatorSchema = z.object({
  name: z.string().trim().min(1).max(100),
  username: z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/),
  password: z.string().max(200),
  pin: z.string().regex(/^\d{4,6}$/, 'PIN_FORMAT'),
});
export type FirstOperator = z.infer<typeof firstOperatorSchema>;

/** POST /api/staff/first-run: the first operator and the setup code from the server's log. */
export const firstRunClaimSchema = firstOperatorSchema.extend({ code: z.string().trim().min(1).max(100) });
export type FirstRunClaim = z.infer<typeof firstRunClaimSchema>;
/** The claim's reply: the first operator exists; the page goes on to sign-in. */
export const firstRunClaimedSchema = z.object({ status: z.literal(true) });
