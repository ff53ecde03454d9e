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

/** Each line in English, with `{{count}}` where the line counts (the staff SPA's en text, and `npm run setup -- --check`). */
export const GO_LIVE_TEXT_EN: Record<GoLiveItemKey, string> = {
  product: 'A game product whose kiosk connection answers',
  bank: 'A bank account for members to pay into',
  deposit_method: 'A deposit method shown to members, with a bank account as its option',
  links: 'Channel and chat links of your own (still placeholders: {{count}})',
  pins: 'A security PIN for every operator who moves money (without one: {{count}})',
  demo_content: 'Your own images instead of the demo ones (demo images shown: {{count}})',
  payment_gateway: 'The payment gateway switched on',
};

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

export type GoLiveItem = z.input<typeof goLiveItemSchema>;
export type GoLiveChecklist = z.input<typeof goLiveReplySchema>['data'];
