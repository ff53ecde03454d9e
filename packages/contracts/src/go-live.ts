import { z } from 'zod';

/**
 * What a site needs before it takes real members, in the order an operator sets it up. Each
 * line names the back-office screen that fixes it.
 */
export const GO_LIVE_ITEMS = {
  product: '/products',
  bank: '/banks',
  deposit_method: '/deposit-methods',
  links: '/website-settings',
  pins: '/operators',
  demo_content: '/banners',
  payment_gateway: '/website-settings',
} as const;

export type GoLiveItemKey = keyof typeof GO_LIVE_ITEMS;

export const goLiveItemSchema = z.object({
  key: z.enum(Object.keys(GO_LIVE_ITEMS) as [GoLiveItemKey, ...GoLiveItemKey[]]),
  done: z.boolean(),
  /**
   * Lines that need something to exist: how many exist (connected products, banks, method tiles).
   * Lines that need something gone: how many remain (placeholder links, operators without a PIN,
   * demo images). 0 for the payment gateway.
   */
  count: z.number().int().nonnegative(),
  /** The staff screen that fixes it (a path of the back-office). */
  link: z.string(),
});

/** GET /api/staff/go-live: every line, done or not; `ready` once all are done. */
export const goLiveReplySchema = z.object({
  data: z.object({ ready: z.boolean(), items: z.array(goLiveItemSchema) }),
});

export type GoLiveItem = z.infer<typeof goLiveItemSchema>;
export type GoLiveChecklist = z.infer<typeof goLiveReplySchema>['data'];
