import { z } from 'zod';

/** A write that answers only that it was done: `{ status: true }`. */
export const statusReplySchema = z.object({ status: z.literal(true) });
